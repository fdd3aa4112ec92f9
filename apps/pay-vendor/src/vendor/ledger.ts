import { rfc3339China } from '../protocol/time';

export type TradeType = 'NATIVE' | 'JSAPI' | 'MWEB';
export type TradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND' | 'PAYERROR';
export type RefundStatus = 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';

export const TRADE_STATE_DESC: Record<TradeState, string> = {
  NOTPAY: '订单未支付',
  SUCCESS: '支付成功',
  CLOSED: '订单已关闭',
  REFUND: '订单发生过退款',
  PAYERROR: '支付失败，请重新下单支付',
};

/** One payment order as the vendor keeps it. Amounts are integer fen. */
export interface Order {
  mchid: string;
  appid: string;
  outTradeNo: string;
  tradeType: TradeType;
  description: string;
  attach: string | undefined;
  notifyUrl: string;
  totalFen: number;
  /** JSAPI: given at creation; Native/H5: the payer who paid. */
  payerOpenid: string | undefined;
  /** Canonical JSON of the creating request: a re-entry must match it. */
  fingerprint: string;
  createdAt: number;
  /** The last moment the payer may pay (time_expire), if given or set by 让它过期. */
  timeExpire: number | undefined;
  /** Native: the `pr` token of code_url; JSAPI and H5: the prepay_id. */
  payToken: string;
  payTokenIssuedAt: number;
  /** The create call's answer ({code_url} / {prepay_id} / {h5_url}), repeated on a matching re-entry. */
  answer: Record<string, string>;
  state: TradeState;
  transactionId: string | undefined;
  successAt: number | undefined;
  closedAt: number | undefined;
  /** What happened to the order, for the list page. */
  events: { at: number; what: string }[];
}

export interface Refund {
  mchid: string;
  refundId: string;
  outRefundNo: string;
  transactionId: string;
  outTradeNo: string;
  reason: string | undefined;
  notifyUrl: string | undefined;
  refundFen: number;
  totalFen: number;
  feeFen: number;
  fingerprint: string;
  createdAt: number;
  successAt: number | undefined;
  status: RefundStatus;
  /** What the refund turns into when it settles (knob `nextRefunds`); SUCCESS normally. */
  outcome: RefundStatus;
}

const key = (mchid: string, no: string) => `${mchid}/${no}`;

/** Everything the fake remembers about orders and refunds; in memory, per process. */
export class Ledger {
  private readonly orders = new Map<string, Order>();
  private readonly byTransactionId = new Map<string, Order>();
  private readonly byPayToken = new Map<string, Order>();
  private readonly refunds = new Map<string, Refund>();
  private readonly refundsById = new Map<string, Refund>();

  order(mchid: string, outTradeNo: string): Order | undefined {
    return this.orders.get(key(mchid, outTradeNo));
  }

  orderByTransactionId(transactionId: string): Order | undefined {
    return this.byTransactionId.get(transactionId);
  }

  orderByPayToken(token: string): Order | undefined {
    return this.byPayToken.get(token);
  }

  addOrder(order: Order): void {
    this.orders.set(key(order.mchid, order.outTradeNo), order);
    this.byPayToken.set(order.payToken, order);
  }

  reissuePayToken(order: Order, token: string, at: number): void {
    this.byPayToken.delete(order.payToken);
    order.payToken = token;
    order.payTokenIssuedAt = at;
    this.byPayToken.set(token, order);
  }

  assignTransactionId(order: Order, transactionId: string): void {
    order.transactionId = transactionId;
    this.byTransactionId.set(transactionId, order);
  }

  allOrders(): Order[] {
    return [...this.orders.values()];
  }

  refund(mchid: string, outRefundNo: string): Refund | undefined {
    return this.refunds.get(key(mchid, outRefundNo));
  }

  refundById(refundId: string): Refund | undefined {
    return this.refundsById.get(refundId);
  }

  addRefund(refund: Refund): void {
    this.refunds.set(key(refund.mchid, refund.outRefundNo), refund);
    this.refundsById.set(refund.refundId, refund);
  }

  refundsOf(order: Order): Refund[] {
    return [...this.refunds.values()].filter((r) => r.mchid === order.mchid && r.outTradeNo === order.outTradeNo);
  }

  allRefunds(): Refund[] {
    return [...this.refunds.values()];
  }

  clear(): void {
    this.orders.clear();
    this.byTransactionId.clear();
    this.byPayToken.clear();
    this.refunds.clear();
    this.refundsById.clear();
  }
}

/** The transaction object of query and notification; unpaid orders carry no transaction_id, payer or time. */
export function transactionView(o: Order): Record<string, unknown> {
  const paid = o.state === 'SUCCESS' || o.state === 'REFUND';
  const base = {
    appid: o.appid,
    mchid: o.mchid,
    out_trade_no: o.outTradeNo,
    trade_state: o.state,
    trade_state_desc: TRADE_STATE_DESC[o.state],
  };
  if (!paid)
    return {
      ...base,
      ...(o.state === 'PAYERROR' ? { trade_type: o.tradeType } : {}),
      amount: { total: o.totalFen, payer_currency: 'CNY' },
      promotion_detail: [],
    };
  return {
    ...base,
    transaction_id: o.transactionId,
    trade_type: o.tradeType,
    bank_type: 'OTHERS',
    attach: o.attach ?? '',
    success_time: rfc3339China(o.successAt ?? 0),
    payer: { openid: o.payerOpenid },
    amount: { total: o.totalFen, payer_total: o.totalFen, currency: 'CNY', payer_currency: 'CNY' },
    promotion_detail: [],
  };
}

/** The refund object of the refund API. */
export function refundView(r: Refund): Record<string, unknown> {
  return {
    refund_id: r.refundId,
    out_refund_no: r.outRefundNo,
    transaction_id: r.transactionId,
    out_trade_no: r.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    ...(r.successAt !== undefined ? { success_time: rfc3339China(r.successAt) } : {}),
    create_time: rfc3339China(r.createdAt),
    status: r.status,
    funds_account: 'AVAILABLE',
    amount: {
      total: r.totalFen,
      refund: r.refundFen,
      from: [],
      payer_total: r.totalFen,
      payer_refund: r.refundFen,
      settlement_refund: r.refundFen,
      settlement_total: r.totalFen,
      discount_refund: 0,
      currency: 'CNY',
      refund_fee: r.feeFen,
    },
    promotion_detail: [],
  };
}

/** The plaintext of a REFUND.* notification. */
export function refundNotificationView(r: Refund): Record<string, unknown> {
  return {
    mchid: r.mchid,
    transaction_id: r.transactionId,
    out_trade_no: r.outTradeNo,
    refund_id: r.refundId,
    out_refund_no: r.outRefundNo,
    refund_status: r.status,
    ...(r.successAt !== undefined ? { success_time: rfc3339China(r.successAt) } : {}),
    user_received_account: '支付用户零钱',
    amount: { total: r.totalFen, refund: r.refundFen, payer_total: r.totalFen, payer_refund: r.refundFen },
  };
}
