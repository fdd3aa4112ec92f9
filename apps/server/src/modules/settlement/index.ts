// The settlement module's public surface for other modules.
// A payment as the contract's Payment (the payments list's detail, GET /api/settle/payments/:id).
export { loadPayment, type PaymentAnswer } from './build-payment-answer';
// Online payment (modules/payments): the lines an order may hold, and the payment its money becomes.
export { quoteOnlineLines, settleOnlineMoney, type OnlineQuote, type OnlineSettleType, type QuotedLine } from './settle-online-orders';
export { merchantNumber, requestLateRefund } from './refund-online';
// 业主端 (issue 31): a house's open lines as the counter counts them, and the receipt as the counter prints it.
export { counterLines } from './read-counter-house';
export { electronicReceipt, type ReceiptSheetData } from './print-receipt';
export { renderReceiptPdf } from './print-receipt-pdf';
export { houseAccounts } from './accounts.repo';
// The SQL of a timestamp as ISO-8601 UTC text, as the answers carry times.
export { isoOf } from './payments-list.repo';
