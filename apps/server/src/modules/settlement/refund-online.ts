import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '@pm/db';
import { chinaDateTime, dec } from '@pm/domain';
import type { Session } from '../../http/session';
import { logOperation } from '../records/index';
import { insertOnlineRefund, lockOnlineOrder } from './online-refunds.repo';
import { insertRequest } from './refund-requests.repo';
import { fieldError, settleErrors } from './settlement.errors';

// 原路退回 (issue 30): a 退预交款 request whose one tender is 微信线上 (6) or 企业微信 (10) and names the paid order the
// money came from (its 商户订单号) goes back to the payer through WeChat Pay once approved — the same request, the
// same 审批分离 as every refund. The order caps it: never more than it paid less what was refunded or is asked for.

const ONLINE_METHODS = new Set(['6', '10']);

type TenderLike = { method: string; amount: string; reference?: string | null | undefined };

/** The online tender of a refund, checked for shape; null when the refund is not online. */
export function onlineTender(input: { settleType: string; tenders: readonly TenderLike[] }): (TenderLike & { reference: string }) | null {
  const online = input.tenders.find((t) => ONLINE_METHODS.has(t.method));
  if (!online) return null;
  if (input.tenders.length !== 1) throw fieldError('tenders', '原路退回微信时只能使用一种结算方式');
  if (input.settleType !== '8') throw fieldError('settleType', '只有退预交款可以原路退回微信');
  if (!online.reference) throw fieldError('tenders', '请填写原微信支付的商户订单号');
  return { ...online, reference: online.reference };
}

/** The paid order, locked; refuses a refund beyond what it paid less refunds sent or asked for. */
export async function checkOnlineRefund(
  tx: DbOrTx,
  r: { companyId: number; houseId: number; amount: string },
  tender: { reference: string },
  exceptRequestId: number | null,
) {
  const order = await lockOnlineOrder(tx, r.companyId, r.houseId, tender.reference, exceptRequestId);
  if (!order) throw settleErrors.onlineOrderMissing(tender.reference);
  const left = dec(order.amount).minus(order.refunded).minus(order.pending);
  if (dec(r.amount).gt(left)) throw settleErrors.onlineOverRefund(left.toFixed(2), dec(order.amount).toFixed(2));
  return order;
}

/**
 * A number of ours at the merchant (PM… orders, RF… refunds): prefix + China time to the second + 12 random
 * characters, 28 of the 6-32 the vendor allows; never reused, and a refund's is sent again unchanged until answered.
 */
export function merchantNumber(prefix: 'PM' | 'RF', now: Date): string {
  const clock = chinaDateTime(now, { seconds: true }).replace(/\D/g, '');
  return `${prefix}${clock}${[...randomBytes(12)].map((b) => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[b % 34]).join('')}`;
}

/** In the approving transaction: the refund for the vendor, state sending (online payment sends it after commit). */
export async function startOnlineRefund(
  tx: DbOrTx,
  s: Pick<Session, 'companyId' | 'userId'>,
  r: { orderId: number; requestId: number; paymentId: number; amount: string; reason: string },
) {
  const outRefundNo = merchantNumber('RF', new Date());
  await insertOnlineRefund(tx, {
    companyId: s.companyId,
    orderId: r.orderId,
    outRefundNo,
    amount: r.amount,
    reason: Array.from(r.reason).slice(0, 80).join(''),
    requestId: r.requestId,
    paymentId: r.paymentId,
    createdBy: s.userId,
  });
  await logOperation(tx, s, { recordKey: 'refund-request', recordId: r.requestId, action: 'online-refund', detail: { orderId: r.orderId, outRefundNo, amount: r.amount } });
}

/**
 * Money that arrived for a closed order, kept as 预交款, when the company sends such money back (线上收款设置): a
 * 退预交款 request naming the order, entered for its creator and waiting for approval like any other.
 */
export async function requestLateRefund(
  tx: DbOrTx,
  r: { companyId: number; estateId: number; houseId: number; amount: string; method: string; outTradeNo: string; requestedBy: number },
) {
  const id = await insertRequest(tx, {
    companyId: r.companyId,
    estateId: r.estateId,
    houseId: r.houseId,
    settleType: '8',
    itemId: null,
    amount: r.amount,
    tenders: [{ method: r.method, amount: r.amount, reference: r.outTradeNo }],
    payeeName: null,
    reason: '支付单关闭后到账，按公司设置原路退回',
    requestedBy: r.requestedBy,
  });
  await logOperation(tx, { companyId: r.companyId, userId: r.requestedBy }, { recordKey: 'refund-request', recordId: id, action: 'create', detail: { houseId: r.houseId, settleType: '8', amount: r.amount, late: r.outTradeNo } });
  return id;
}
