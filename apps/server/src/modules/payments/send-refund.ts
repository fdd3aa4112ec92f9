import type { Db } from '@pm/db';
import { chinaToday, dec } from '@pm/domain';
import { yuanToFen } from './fen';
import { vendorWords } from './online-pay.errors';
import type { PayGateway } from './pay-gateway';
import * as repo from './pay-refunds.repo';
import { WechatpayApiError, type Refund, type RefundStatus } from './wechatpay-client';

// Sending an approved online refund and following it (payments note §4): the same out_refund_no every time until the
// vendor has it (a new number would refund twice); then queried until SUCCESS, ABNORMAL or CLOSED, unless the
// notification says so first. A request the vendor refuses outright (4XX) ends CLOSED with its reason, for a person
// to look at and send again.

export type RefundCheck = 'processing' | 'success' | 'abnormal' | 'closed' | 'error' | 'skip';

const STATE: Record<RefundStatus, 'processing' | 'success' | 'abnormal' | 'closed'> = { PROCESSING: 'processing', SUCCESS: 'success', ABNORMAL: 'abnormal', CLOSED: 'closed' };

/** The vendor's refund object (an answer or a query), applied once. */
export async function applyVendorRefund(db: Db, v: Pick<Refund, 'out_refund_no' | 'refund_id' | 'status' | 'create_time' | 'success_time'>) {
  const acceptedAt = v.create_time ? new Date(v.create_time) : null;
  return repo.applyStatus(db, v.out_refund_no, {
    state: STATE[v.status],
    refundId: v.refund_id || null,
    acceptedAt,
    acceptedDay: acceptedAt ? chinaToday(acceptedAt) : null,
    successAt: v.success_time ? new Date(v.success_time) : null,
  });
}

/** Vendor errors worth another try with the same number: its side failed, or it asked us to slow down. */
const retryable = (e: WechatpayApiError) => e.status >= 500 || e.code === 'SYSTEM_ERROR' || e.code === 'FREQUENCY_LIMITED';

export async function checkRefund(db: Db, gateway: PayGateway, id: number): Promise<RefundCheck> {
  const refund = await repo.refundById(db, id);
  if (!refund || (refund.state !== 'sending' && refund.state !== 'processing')) return 'skip';
  const order = await repo.orderOfRefund(db, refund.orderId);
  if (!order) return 'skip';
  try {
    const v =
      refund.state === 'sending'
        ? await gateway.client.refund({
            out_trade_no: order.outTradeNo,
            out_refund_no: refund.outRefundNo,
            reason: refund.reason,
            notify_url: gateway.notifyUrl,
            amount: { refund: yuanToFen(dec(refund.amount).toFixed(2)), total: yuanToFen(dec(order.amount).toFixed(2)), currency: 'CNY' },
          })
        : await gateway.client.queryRefund(refund.outRefundNo);
    await applyVendorRefund(db, v);
    return STATE[v.status];
  } catch (error) {
    if (refund.state === 'sending' && error instanceof WechatpayApiError && !retryable(error)) {
      await repo.markClosedByVendor(db, id, `微信支付拒绝退款：${error.message}（${error.code}）`);
      return 'closed';
    }
    await repo.noteTried(db, id, vendorWords(error));
    return 'error';
  }
}

/** Every refund due a send or a query now (the sweep, and at once after an approval). */
export async function checkRefunds(db: Db, gateway: PayGateway, paceSeconds: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const id of await repo.refundsToCheck(db, 100, paceSeconds)) {
    const outcome = await checkRefund(db, gateway, id);
    counts[`refund-${outcome}`] = (counts[`refund-${outcome}`] ?? 0) + 1;
  }
  return counts;
}

/** A REFUND.* notification: the status it carries, applied once (a repeat, or one for a refund not ours, changes nothing). */
export async function refundNotified(db: Db, resource: Record<string, unknown>) {
  const outRefundNo = typeof resource.out_refund_no === 'string' ? resource.out_refund_no : '';
  const status = resource.refund_status as RefundStatus | undefined;
  const known = outRefundNo ? await repo.refundByOutRefundNo(db, outRefundNo) : undefined;
  if (!known || !status || !(status in STATE)) return { result: 'unknown', refundId: null, companyId: null };
  const moved = await applyVendorRefund(db, {
    out_refund_no: outRefundNo,
    refund_id: typeof resource.refund_id === 'string' ? resource.refund_id : '',
    status,
    create_time: '',
    ...(typeof resource.success_time === 'string' ? { success_time: resource.success_time } : {}),
  });
  return { result: moved ? 'refund' : 'duplicate', refundId: known.id, companyId: known.companyId };
}
