import { Dec, dec } from '../money/decimal';
import { expectedFee } from './recon-fee';
import { attachCompany, type ReconKind } from './recon-kinds';

// Matching one day's trade bill against our books (payments note §5), two ways: every bill row and every one of
// our rows of the day ends matched or in exactly one difference. Payments are keyed by 商户订单号 (out_trade_no),
// refunds by 商户退款单号 (out_refund_no). A payment is ours on the China day of its success_time (our paid_at is
// that time), never of its creation: an order made at 23:59:40 and paid at 00:00:05 belongs to the next day (P4).

/** One detail row as the bill gives it; amounts yuan decimal text, 手续费 with 5 decimals. */
export interface ReconBillRow {
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  tradeTime: string;
  transactionId: string;
  outTradeNo: string;
  /** SUCCESS: a payment row; REFUND: a refund row. */
  tradeState: string;
  /** 应结订单金额 (0.00 on a refund row). */
  settlementTotal: string;
  orderAmount: string;
  outRefundNo?: string | undefined;
  refundAmount?: string | undefined;
  requestedRefund?: string | undefined;
  refundStatus?: string | undefined;
  attach: string;
  fee: string;
  feeRate: string;
}

/** The bill's summary row, as read. */
export interface ReconBillSummary {
  count: number;
  settlementTotal: string;
  refundTotal?: string | undefined;
  feeTotal: string;
  orderTotal: string;
  requestedRefundTotal?: string | undefined;
}

/** One of our orders the day touches: paid that day, or named by a bill row (then any day, or unpaid). */
export interface ReconOrder {
  orderId: number;
  companyId: number;
  outTradeNo: string;
  amount: string;
  /** China day of its payment (success_time); null while not paid here. */
  paidDay: string | null;
  /** Settle method 6 微信线上 | 10 企业微信: which clearing subject its money went to. */
  method: string;
}

/** One of our refunds the day touches: accepted that day, or named by a bill row. */
export interface ReconRefund {
  refundId: number;
  companyId: number;
  outRefundNo: string;
  outTradeNo: string;
  amount: string;
  /** sending | processing | success | abnormal | closed */
  state: string;
  /** China day the vendor accepted it (what the bill dates refund rows by); null while sending. */
  acceptedDay: string | null;
  /** Its order's settle method. */
  method: string;
}

export interface ReconDifference {
  kind: ReconKind;
  /** The payment's out_trade_no (a refund's order's too). */
  outTradeNo: string;
  outRefundNo: string | null;
  transactionId: string | null;
  companyId: number | null;
  orderId: number | null;
  refundId: number | null;
  /** Amounts in 元: ours and the bill's (null where a side has none); for `fee` the fees, 5 decimals kept. */
  ours: string | null;
  theirs: string | null;
  /** The bill row's time, or null for a difference of ours alone. */
  billTime: string | null;
  /** The bill row's index, or null. */
  billRow: number | null;
  /** The day our row is dated when it is not the bill's (a cross-day amount difference). */
  ourDay: string | null;
}

/** A bill row matched to our payment or refund of another day (cross-day): its own day's 短款 is explained. */
export interface CrossDay {
  kind: 'payment' | 'refund';
  /** out_trade_no or out_refund_no. */
  key: string;
  day: string;
}

export interface ReconFigures {
  payments: number;
  paymentTotal: string;
  refunds: number;
  refundTotal: string;
}

/** The bill's money of a company by settle method (a row nobody ordered here counts as 6, the 收款码). */
export interface MethodFigures {
  method: string;
  receipts: string;
  refunds: string;
}

export interface CompanyFigures {
  companyId: number;
  bill: ReconFigures & { fee: string; byMethod: MethodFigures[] };
  ours: ReconFigures;
}

export interface ReconResult {
  /** Indexes of the bill rows matched (the same day or across). */
  matchedRows: number[];
  /** Our payments (order ids) and refunds (refund ids) of the day matched. */
  matchedOrders: number[];
  matchedRefunds: number[];
  differences: ReconDifference[];
  crossDay: CrossDay[];
  bill: ReconFigures & { fee: string; rows: number };
  ours: ReconFigures;
  /** Σ rows against the summary row; empty when they agree. */
  summaryProblems: string[];
  /** Per company: the bill rows attributed to it (our order's, or `c<id>` of the attach) and its own rows. */
  companies: CompanyFigures[];
}

export interface ReconInput {
  billDate: string;
  rows: readonly ReconBillRow[];
  summary: ReconBillSummary | null;
  orders: readonly ReconOrder[];
  refunds: readonly ReconRefund[];
  /** Companies that exist: an attach naming another is not attributed. */
  companies: ReadonlySet<number>;
}

class Sum {
  count = 0;
  total = new Dec(0);
  add(amount: Dec): void {
    this.count += 1;
    this.total = this.total.plus(amount);
  }
}

class Figures {
  payments = new Sum();
  refunds = new Sum();
  fee = new Dec(0);
  readonly byMethod = new Map<string, { receipts: Dec; refunds: Dec }>();
  addMethod(method: string, receipts: Dec, refunds: Dec): void {
    const m = this.byMethod.get(method) ?? { receipts: new Dec(0), refunds: new Dec(0) };
    this.byMethod.set(method, { receipts: m.receipts.plus(receipts), refunds: m.refunds.plus(refunds) });
  }
  methods(): MethodFigures[] {
    return [...this.byMethod].sort(([a], [b]) => a.localeCompare(b)).map(([method, m]) => ({ method, receipts: m.receipts.toFixed(2), refunds: m.refunds.toFixed(2) }));
  }
  out(): ReconFigures {
    return { payments: this.payments.count, paymentTotal: this.payments.total.toFixed(2), refunds: this.refunds.count, refundTotal: this.refunds.total.toFixed(2) };
  }
}

const ZERO = new Dec(0);
const UNKNOWN_METHOD = '6';
const fee5 = (d: Dec) => (d.isZero() ? '0.00000' : d.toFixed(5));

/**
 * Matches the day (amounts exact decimals, never JS numbers). A bill payment row whose order we have unpaid, or
 * not at all, is a 长款; one whose order was paid on another day and agrees is matched across days. A matched
 * row whose 手续费 is not its amount × 费率 (half up to the fen) is a fee difference. Σ rows are checked against
 * the summary row (count = rows, payments and refunds and fees summed).
 */
export function matchTradeBill(input: ReconInput): ReconResult {
  const { billDate } = input;
  const orders = new Map(input.orders.map((o) => [o.outTradeNo, o]));
  const refunds = new Map(input.refunds.map((r) => [r.outRefundNo, r]));
  const attached = (attach: string) => {
    const id = attachCompany(attach);
    return id !== null && input.companies.has(id) ? id : null;
  };
  const perCompany = new Map<number, { bill: Figures; ours: Figures }>();
  const company = (id: number) => {
    let c = perCompany.get(id);
    if (!c) perCompany.set(id, (c = { bill: new Figures(), ours: new Figures() }));
    return c;
  };
  const bill = new Figures();
  const ours = new Figures();
  const seenOrders = new Set<number>();
  const seenRefunds = new Set<number>();
  const seenPayRows = new Set<string>();
  const seenRefundRows = new Set<string>();
  const matchedRows: number[] = [];
  const matchedOrders: number[] = [];
  const matchedRefunds: number[] = [];
  const differences: ReconDifference[] = [];
  const crossDay: CrossDay[] = [];
  const sums = { settlement: new Dec(0), order: new Dec(0), refund: new Dec(0), requested: new Dec(0), fee: new Dec(0) };

  input.rows.forEach((row, i) => {
    const refund = row.tradeState === 'REFUND';
    const rowFee = dec(row.fee);
    sums.settlement = sums.settlement.plus(dec(row.settlementTotal));
    sums.order = sums.order.plus(dec(row.orderAmount));
    sums.fee = sums.fee.plus(rowFee);
    if (refund) {
      sums.refund = sums.refund.plus(dec(row.refundAmount ?? '0'));
      sums.requested = sums.requested.plus(dec(row.requestedRefund ?? row.refundAmount ?? '0'));
    }
    const base = { outTradeNo: row.outTradeNo, transactionId: row.transactionId || null, billTime: row.tradeTime, billRow: i, ourDay: null };
    const differ = (d: Omit<ReconDifference, keyof typeof base> & Partial<Pick<ReconDifference, 'ourDay'>>) => differences.push({ ...base, ...d });

    if (!refund) {
      const amount = dec(row.settlementTotal);
      const order = orders.get(row.outTradeNo);
      const companyId = order?.companyId ?? attached(row.attach);
      bill.payments.add(amount);
      bill.fee = bill.fee.plus(rowFee);
      if (companyId !== null) {
        const c = company(companyId).bill;
        c.payments.add(amount);
        c.fee = c.fee.plus(rowFee);
        c.addMethod(order?.method ?? UNKNOWN_METHOD, amount, ZERO);
      }
      const twice = seenPayRows.has(row.outTradeNo);
      seenPayRows.add(row.outTradeNo);
      const common = { outRefundNo: null, companyId, orderId: order?.orderId ?? null, refundId: null };
      if (!order || order.paidDay === null || twice) return differ({ kind: 'long', ...common, ours: null, theirs: amount.toFixed(2) });
      if (order.paidDay === billDate) seenOrders.add(order.orderId);
      const ourDay = order.paidDay === billDate ? null : order.paidDay;
      if (!dec(order.amount).eq(amount)) return differ({ kind: 'amount', ...common, ours: dec(order.amount).toFixed(2), theirs: amount.toFixed(2), ourDay });
      const expected = expectedFee(order.amount, row.feeRate, false);
      if (!expected?.eq(rowFee)) return differ({ kind: 'fee', ...common, ours: expected ? fee5(expected) : null, theirs: fee5(rowFee), ourDay });
      if (ourDay !== null) crossDay.push({ kind: 'payment', key: row.outTradeNo, day: ourDay });
      else matchedOrders.push(order.orderId);
      matchedRows.push(i);
      return;
    }

    const amount = dec(row.refundAmount ?? '0');
    const outRefundNo = row.outRefundNo ?? '';
    const ourRefund = refunds.get(outRefundNo);
    const ofOrder = orders.get(row.outTradeNo);
    const companyId = ourRefund?.companyId ?? ofOrder?.companyId ?? attached(row.attach);
    bill.refunds.add(amount);
    bill.fee = bill.fee.plus(rowFee);
    if (companyId !== null) {
      const c = company(companyId).bill;
      c.refunds.add(amount);
      c.fee = c.fee.plus(rowFee);
      c.addMethod(ourRefund?.method ?? ofOrder?.method ?? UNKNOWN_METHOD, ZERO, amount);
    }
    const twice = seenRefundRows.has(outRefundNo);
    seenRefundRows.add(outRefundNo);
    const common = { outRefundNo: outRefundNo || null, companyId, orderId: orders.get(row.outTradeNo)?.orderId ?? null, refundId: ourRefund?.refundId ?? null };
    if (!ourRefund || ourRefund.acceptedDay === null || twice) return differ({ kind: 'refund_long', ...common, ours: null, theirs: amount.toFixed(2) });
    if (ourRefund.acceptedDay === billDate) seenRefunds.add(ourRefund.refundId);
    const ourDay = ourRefund.acceptedDay === billDate ? null : ourRefund.acceptedDay;
    if (!dec(ourRefund.amount).eq(amount)) return differ({ kind: 'refund_amount', ...common, ours: dec(ourRefund.amount).toFixed(2), theirs: amount.toFixed(2), ourDay });
    if (ourRefund.state === 'closed' || ourRefund.state === 'abnormal') return differ({ kind: 'refund_state', ...common, ours: dec(ourRefund.amount).toFixed(2), theirs: amount.toFixed(2), ourDay });
    const expected = expectedFee(ourRefund.amount, row.feeRate, true);
    if (!expected?.eq(rowFee)) return differ({ kind: 'fee', ...common, ours: expected ? fee5(expected) : null, theirs: fee5(rowFee), ourDay });
    if (ourDay !== null) crossDay.push({ kind: 'refund', key: outRefundNo, day: ourDay });
    else matchedRefunds.push(ourRefund.refundId);
    matchedRows.push(i);
  });

  for (const o of input.orders) {
    if (o.paidDay !== billDate) continue;
    ours.payments.add(dec(o.amount));
    company(o.companyId).ours.payments.add(dec(o.amount));
    if (!seenOrders.has(o.orderId))
      differences.push({ kind: 'short', outTradeNo: o.outTradeNo, outRefundNo: null, transactionId: null, companyId: o.companyId, orderId: o.orderId, refundId: null, ours: dec(o.amount).toFixed(2), theirs: null, billTime: null, billRow: null, ourDay: null });
  }
  for (const r of input.refunds) {
    if (r.acceptedDay !== billDate) continue;
    ours.refunds.add(dec(r.amount));
    company(r.companyId).ours.refunds.add(dec(r.amount));
    if (!seenRefunds.has(r.refundId))
      differences.push({ kind: 'refund_short', outTradeNo: r.outTradeNo, outRefundNo: r.outRefundNo, transactionId: null, companyId: r.companyId, orderId: orders.get(r.outTradeNo)?.orderId ?? null, refundId: r.refundId, ours: dec(r.amount).toFixed(2), theirs: null, billTime: null, billRow: null, ourDay: null });
  }
  return {
    matchedRows,
    matchedOrders,
    matchedRefunds,
    differences,
    crossDay,
    bill: { ...bill.out(), fee: fee5(bill.fee), rows: input.rows.length },
    ours: ours.out(),
    summaryProblems: input.summary ? summaryProblems(input.summary, input.rows.length, sums) : [],
    companies: [...perCompany].map(([companyId, c]) => ({ companyId, bill: { ...c.bill.out(), fee: fee5(c.bill.fee), byMethod: c.bill.methods() }, ours: c.ours.out() })).sort((a, b) => a.companyId - b.companyId),
  };
}

function summaryProblems(s: ReconBillSummary, rows: number, sums: Record<'settlement' | 'order' | 'refund' | 'requested' | 'fee', Dec>): string[] {
  const problems: string[] = [];
  if (s.count !== rows) problems.push(`总交易单数：汇总 ${s.count}，明细 ${rows} 行`);
  const check = (name: string, summary: string | undefined, sum: Dec, places: number) => {
    if (summary !== undefined && !dec(summary).eq(sum)) problems.push(`${name}：汇总 ${summary}，明细合计 ${sum.toFixed(places)}`);
  };
  check('应结订单总金额', s.settlementTotal, sums.settlement, 2);
  check('退款总金额', s.refundTotal, sums.refund, 2);
  check('手续费总金额', s.feeTotal, sums.fee, 5);
  check('订单总金额', s.orderTotal, sums.order, 2);
  check('申请退款总金额', s.requestedRefundTotal, sums.requested, 2);
  return problems;
}
