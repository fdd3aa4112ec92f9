import type { Db, DbOrTx } from '@pm/db';
import { chinaToday, dec } from '@pm/domain';
import { requestLateRefund, settleOnlineMoney } from '../settlement/index';
import { fenToYuan } from './fen';
import { PAY_ORDER_LOG_KEY } from './create-pay-order';
import * as repo from './pay-orders.repo';
import { settingsOf } from './pay-settings';
import type { Transaction } from './wechatpay-client';

// The one way money the vendor reports becomes ours, whoever reports it (a notification, a query, a close that
// answered ORDER_PAID): under the order's row lock, once per order whatever the deliveries and instances.

/** posted: settled now; late: settled now for a closed order (to 预交款 what the lines could not take); duplicate: done
 * before; mismatch: the vendor's amount is not the order's (nothing posted, the order shows why); unknown: not ours;
 * unpaid: the transaction is not paid. */
export type PaidResult = 'posted' | 'late' | 'duplicate' | 'mismatch' | 'unknown' | 'unpaid';

export interface PaidOutcome {
  result: PaidResult;
  orderId: number | null;
  companyId: number | null;
  /** The notification given was kept in the inbox with the payment (posted or late); otherwise the caller keeps it. */
  kept?: boolean;
}

/** A notification to keep in the inbox with the payment it brings (one statement less on the hot path). */
export interface InboxEntry {
  eventId: string | null;
  eventType: string | null;
  serial: string | null;
  body: string;
}

/** What of the vendor's transaction record the settlement reads. */
export type PaidTransaction = Pick<Transaction, 'out_trade_no' | 'transaction_id' | 'trade_state' | 'success_time' | 'amount'>;

/** The transaction says money arrived (SUCCESS, or REFUND: paid, then refunded in part or whole). */
export const isPaidState = (t: PaidTransaction) => (t.trade_state === 'SUCCESS' || t.trade_state === 'REFUND') && Boolean(t.transaction_id);

export async function recordPaid(db: Db, t: PaidTransaction, inbox?: InboxEntry): Promise<PaidOutcome> {
  if (!isPaidState(t)) return { result: 'unpaid', orderId: null, companyId: null };
  return db.transaction(async (tx) => settleLockedOrder(tx, await repo.lockOrderByOutTradeNo(tx, t.out_trade_no), t, inbox));
}

/** The order's money settled in the caller's transaction, the order locked by it (undefined: no order of that number). */
export async function settleLockedOrder(tx: DbOrTx, order: repo.LockedOrder | undefined, t: PaidTransaction, inbox?: InboxEntry): Promise<PaidOutcome> {
  const transactionId = t.transaction_id;
  if (!isPaidState(t) || !transactionId) return { result: 'unpaid', orderId: null, companyId: null };
  if (!order) return { result: 'unknown' as const, orderId: null, companyId: null };
  const seen = { orderId: order.id, companyId: order.companyId };
  if (order.transactionId !== null) return { result: order.transactionId === transactionId ? ('duplicate' as const) : ('mismatch' as const), ...seen };
  const paid = fenToYuan(t.amount.total);
  if (!dec(paid).eq(order.amount)) {
    await repo.noteQueried(tx, order.id, `微信支付报告的金额${paid}元与支付单金额${dec(order.amount).toFixed(2)}元不符，未入账`);
    return { result: 'mismatch' as const, ...seen };
  }
  const paidAt = t.success_time ? new Date(t.success_time) : new Date();
  // An order that held no line is a 预交 top-up: its money belongs in 预交款.
  const prepayOrder = order.lineIds.length === 0;
  let result: 'posted' | 'late' = 'posted';
  await settleOnlineMoney(
    tx,
    {
      companyId: order.companyId,
      houseId: order.houseId,
      settleType: order.settleType as '1' | '4' | '5' | '6',
      method: order.method,
      outTradeNo: order.outTradeNo,
      amount: order.amount,
      asOf: order.asOf,
      lineIds: order.lineIds,
      cashierId: order.createdBy,
      day: chinaToday(paidAt),
      transactionId,
    },
    async (toPrepay) => {
      const late = order.state === 'closed' || (!prepayOrder && dec(toPrepay).gt(0));
      result = late ? 'late' : 'posted';
      // Late money is in 预交款 now; a company that sends it back gets a refund request to approve.
      if (late && dec(toPrepay).gt(0) && (await settingsOf(tx, order.companyId)).lateMoney === 'refund') {
        await requestLateRefund(tx, { companyId: order.companyId, estateId: order.estateId, houseId: order.houseId, amount: dec(toPrepay).toFixed(2), method: order.method, outTradeNo: order.outTradeNo, requestedBy: order.createdBy });
      }
      return repo.paidOrderWrites(
        order.id,
        { transactionId, paidAt, late },
        { companyId: order.companyId, userId: order.createdBy, recordKey: PAY_ORDER_LOG_KEY, detail: { transactionId, ...(late ? { late: true, toPrepay: dec(toPrepay).toFixed(2) } : {}) } },
        inbox ? { ...inbox, outTradeNo: order.outTradeNo, result } : undefined,
      );
    },
  );
  return { result, ...seen, kept: inbox !== undefined };
}
