import type { DbOrTx } from '@pm/db';
import { BUILT_IN_RECEIPT_NUMBERING, formatReceiptNumber, receiptPeriodKey, type ReceiptNumbering } from '@pm/domain';
import { findReceiptRule, peekReceiptSerial } from '../common/index';
import * as repo from './receipt-numbers.repo';
import { settleErrors } from './settlement.errors';

// 收据编号: the estate's enabled receipt rule (the estate's own, else the company's), or the
// built-in SJ + year + 6 digits counted per estate.

export interface Numbering {
  ruleId: number | null;
  rule: ReceiptNumbering;
  counterKey: string;
  firstSerial: number;
}

async function numberingOf(db: DbOrTx, companyId: number, estateId: number): Promise<Numbering> {
  return numberingBy(estateId, await findReceiptRule(db, companyId, estateId));
}

/** The numbering of an estate's enabled receipt rule (read by the caller), or the built-in one without a rule. */
export function numberingBy(estateId: number, rule: (ReceiptNumbering & { id: number; nextSerial: number }) | undefined | null): Numbering {
  if (!rule) return { ruleId: null, rule: BUILT_IN_RECEIPT_NUMBERING, counterKey: `estate:${estateId}`, firstSerial: 1 };
  return { ruleId: rule.id, rule: { prefix: rule.prefix, datePart: rule.datePart, serialLength: rule.serialLength, resetCycle: rule.resetCycle }, counterKey: `rule:${rule.id}`, firstSerial: rule.nextSerial };
}

/** The number, or the 409 of a serial the rule cannot hold. */
function numberOf(rule: ReceiptNumbering, day: string, serial: number): string {
  try {
    return formatReceiptNumber(rule, day, serial);
  } catch (error) {
    if (error instanceof RangeError) throw settleErrors.receiptSerialFull(error.message);
    throw error;
  }
}

/**
 * Issues the payment's receipt with the next number of its estate, in the payment's transaction
 * (call it last: the counter row stays locked until commit). A serial too long for the rule: 409.
 * One statement takes the serial and writes the receipt, its number being the rule's fixed head
 * (prefix and date part) and the zero-padded serial; the domain's formatting must agree.
 */
export async function issueReceipt(tx: DbOrTx, p: { companyId: number; estateId: number; paymentId: number; userId: number; day: string }, numbering?: Numbering) {
  const n = numbering ?? (await numberingOf(tx, p.companyId, p.estateId));
  const first = numberOf(n.rule, p.day, 1);
  const taken = await repo.takeSerialWithReceipt(tx, {
    companyId: p.companyId,
    counterKey: n.counterKey,
    periodKey: receiptPeriodKey(n.rule.resetCycle, p.day),
    firstSerial: n.firstSerial,
    head: first.slice(0, first.length - n.rule.serialLength),
    serialLength: n.rule.serialLength,
    receipt: { estateId: p.estateId, paymentId: p.paymentId, ruleId: n.ruleId, issuedBy: p.userId },
  });
  const number = numberOf(n.rule, p.day, taken.serial);
  if (!taken.receipt || taken.receipt.number !== number) throw new Error(`receipt ${taken.receipt?.number ?? '(none)'} written for serial ${taken.serial}, expected ${number}`);
  return taken.receipt;
}

/** The number the estate's next receipt takes on `day` (not consumed); '' when the rule's serials are used up. */
export async function previewReceiptNo(db: DbOrTx, companyId: number, estateId: number, day: string): Promise<string> {
  const n = await numberingOf(db, companyId, estateId);
  const serial = await peekReceiptSerial(db, companyId, n.counterKey, receiptPeriodKey(n.rule.resetCycle, day), n.firstSerial);
  try {
    return formatReceiptNumber(n.rule, day, serial);
  } catch (error) {
    if (error instanceof RangeError) return '';
    throw error;
  }
}
