import type { Db } from '@pm/db';
import type { PayGateway } from './pay-gateway';
import { insertNotification, type NotificationInsert } from './pay-notifications.repo';
import { recordPaid } from './record-paid';
import type { NotifiedOrders } from './settle-notified-orders';
import type { Transaction } from './wechatpay-client';
import { openNotification, WechatpayDecryptError, WechatpaySignatureError, type NotificationEnvelope } from './wechatpay-sign';

// notify_url (payments note §3): verify the signature over the raw body, decrypt the resource, process it through the
// same idempotent path as a query, keep the delivery in the inbox, then answer — 204 when done (a repeat too), 4XX
// for what does not verify (the vendor sends it again, correctly signed), 5XX when our side failed (it retries).

export interface NotifyAnswer {
  status: number;
  body?: { code: string; message: string };
}

/** The refund side of a notification: given by the refunds module; absent, refund notices are kept and answered. */
export type RefundNotified = (db: Db, resource: Record<string, unknown>, eventType: string) => Promise<{ result: string; refundId: number | null; companyId: number | null }>;

const MAX_KEPT_BODY = 16_000;

export async function handleNotification(
  deps: { db: Db; gateway: PayGateway; onRefund?: RefundNotified | undefined; notified?: NotifiedOrders | undefined },
  message: { headers: Record<string, string | string[] | undefined>; body: string },
): Promise<NotifyAnswer> {
  const { db, gateway } = deps;
  const kept: NotificationInsert = { body: message.body.slice(0, MAX_KEPT_BODY), result: 'refused' };
  let opened: { envelope: NotificationEnvelope; resource: Record<string, unknown>; keyId: string };
  try {
    opened = openNotification<Record<string, unknown>>({ platformKeys: gateway.config.platformKeys, apiV3Key: gateway.config.apiV3Key }, message);
  } catch (error) {
    if (!(error instanceof WechatpaySignatureError || error instanceof WechatpayDecryptError)) throw error;
    const refusal = error instanceof WechatpaySignatureError ? error.reason : 'decrypt';
    await insertNotification(db, { ...kept, refusal, serial: error instanceof WechatpaySignatureError ? (error.serial ?? null) : null, error: error.message });
    return { status: error instanceof WechatpaySignatureError ? 401 : 400, body: { code: 'FAIL', message: error.message } };
  }
  const { envelope, resource, keyId } = opened;
  const head = { ...kept, eventId: envelope.id?.slice(0, 64) ?? null, eventType: envelope.event_type?.slice(0, 40) ?? null, serial: keyId };
  try {
    if (envelope.event_type?.startsWith('REFUND.')) {
      const done = deps.onRefund ? await deps.onRefund(db, resource, envelope.event_type) : { result: 'refund', refundId: null, companyId: null };
      await insertNotification(db, {
        ...head,
        outTradeNo: str(resource.out_trade_no, 32),
        outRefundNo: str(resource.out_refund_no, 64),
        transactionId: str(resource.transaction_id, 32),
        refundId: done.refundId,
        companyId: done.companyId,
        result: done.result,
      });
      return { status: 204 };
    }
    const t = resource as unknown as Transaction;
    const inbox = { eventId: head.eventId, eventType: head.eventType, serial: head.serial, body: head.body };
    const kept = { ...head, outTradeNo: str(t.out_trade_no, 32), transactionId: str(t.transaction_id, 32) };
    const outcome = deps.notified && typeof t.out_trade_no === 'string' ? await deps.notified.settle(t, inbox, kept) : await recordPaid(db, t, inbox);
    if (!outcome.kept) await insertNotification(db, { ...kept, orderId: outcome.orderId, companyId: outcome.companyId, result: outcome.result });
    return { status: 204 };
  } catch (error) {
    await insertNotification(db, { ...head, result: 'failed', error: error instanceof Error ? error.message.slice(0, 2000) : String(error) }).catch(() => undefined);
    return { status: 500, body: { code: 'FAIL', message: '处理失败' } };
  }
}

const str = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : null);
