// The common module's public surface for other modules (its routes: common.plugin.ts).
// The receipt rule an estate's receipts use and the serial its counter answers next (settlement).
export { findReceiptRule, peekReceiptSerial } from './estate.repo';
