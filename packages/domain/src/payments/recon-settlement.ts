import { Dec, dec } from '../money/decimal';

// The money of a balanced bill day reaching the bank (docs/decisions.md "线上对账"): the vendor pays the day's
// receipts less its refunds and fees into the merchant's bank account. The charging-day vouchers debited the
// online tenders' clearing subject (the template's tender subject of methods 6 and 10, 1012 by default) with
// what was collected; this voucher moves it to 银行存款 and books the fee as 财务费用:
//   借 银行存款 (receipts − refunds − fee)   借 财务费用 (fee)   贷 clearing (receipts − refunds)

/** What a company's part of the bill holds, per clearing subject (methods 6 and 10 may point at different ones). */
export interface ClearingPart {
  subjectCode: string;
  /** Σ payment rows' 应结订单金额, 元. */
  receipts: string;
  /** Σ refund rows' 退款金额, 元. */
  refunds: string;
}

export interface SettlementLine {
  summary: string;
  subjectCode: string;
  debit: string;
  credit: string;
}

/** The fee of a day: the rows' 5-decimal fees summed exactly, rounded once half up to the fen. */
export function settlementFee(fee5: string): string {
  const fee = dec(fee5).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  return fee.isZero() ? '0.00' : fee.toFixed(2);
}

/**
 * The voucher's lines, balanced, zero lines left out; an amount below zero goes to the other side (a day of
 * refunds only pays money back: 贷 银行存款). Empty when nothing moved.
 */
export function settlementVoucherLines(
  billDate: string,
  parts: readonly ClearingPart[],
  fee5: string,
  subjects: { bank: string; fee: string },
): SettlementLine[] {
  const nets = new Map<string, Dec>();
  for (const p of parts) nets.set(p.subjectCode, (nets.get(p.subjectCode) ?? new Dec(0)).plus(dec(p.receipts)).minus(dec(p.refunds)));
  const net = [...nets.values()].reduce((a, b) => a.plus(b), new Dec(0));
  const fee = dec(settlementFee(fee5));
  const lines: SettlementLine[] = [];
  const line = (summary: string, subjectCode: string, debit: Dec) => {
    if (debit.isZero()) return;
    lines.push({ summary, subjectCode, debit: debit.gt(0) ? debit.toFixed(2) : '0.00', credit: debit.lt(0) ? debit.negated().toFixed(2) : '0.00' });
  };
  line(`微信支付${billDate}结算到账`, subjects.bank, net.minus(fee));
  line(`微信支付${billDate}手续费`, subjects.fee, fee);
  for (const [code, amount] of [...nets].sort(([a], [b]) => a.localeCompare(b))) line(`微信支付${billDate}线上收款清算`, code, amount.negated());
  return lines;
}
