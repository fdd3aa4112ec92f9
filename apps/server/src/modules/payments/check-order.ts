import type { Db } from '@pm/db';
import { logOperation } from '../records/index';
import { PAY_ORDER_LOG_KEY } from './create-pay-order';
import { vendorWords } from './online-pay.errors';
import type { PayGateway } from './pay-gateway';
import * as repo from './pay-orders.repo';
import { recordPaid, type PaidResult } from './record-paid';
import { WechatpayApiError } from './wechatpay-client';

// Asking the vendor about an open order: a query (a lost notification is found this way), or a close (the order's
// time is up, or a person cancels it). Close first, then free the lines: a close the vendor answers ORDER_PAID means
// the payer paid in the last moment — the order is settled as paid and its lines stay settled (payments note P5).

export type CheckOutcome = PaidResult | 'open' | 'closed' | 'error';

/** Queries the order at the vendor; SUCCESS is recorded as any notification would be. */
export async function queryOrder(db: Db, gateway: PayGateway, order: repo.OrderRow): Promise<CheckOutcome> {
  try {
    const t = await gateway.client.queryByOutTradeNo(order.outTradeNo);
    await repo.noteQueried(db, order.id, null);
    if (t.trade_state === 'SUCCESS' || t.trade_state === 'REFUND') return (await recordPaid(db, t)).result;
    // Closed at the vendor (its 7-day close, or by hand in the merchant platform): nothing can be paid any more.
    if (t.trade_state === 'CLOSED') return closeHere(db, order.id, 'expired', null);
    return 'open';
  } catch (error) {
    // A 收款链接 the owner has not opened yet has no vendor order: nothing to find.
    if (error instanceof WechatpayApiError && error.code === 'ORDER_NOT_EXIST') {
      await repo.noteQueried(db, order.id, null);
      return 'open';
    }
    await repo.noteQueried(db, order.id, `查询失败：${vendorWords(error)}`);
    return 'error';
  }
}

/**
 * Closes the order: at the vendor first (so nothing more can be paid), then here, freeing its lines. ORDER_PAID: the
 * payer was faster — queried and recorded as paid. A vendor that does not answer leaves the order open (the sweep
 * tries again); nothing is freed while the payer might still pay.
 */
export async function closeOrder(db: Db, gateway: PayGateway, order: repo.OrderRow, reason: 'expired' | 'cancelled', by: number | null): Promise<CheckOutcome> {
  try {
    await gateway.client.close(order.outTradeNo);
  } catch (error) {
    if (error instanceof WechatpayApiError && error.code === 'ORDER_PAID') return queryOrder(db, gateway, order);
    if (!(error instanceof WechatpayApiError && error.code === 'ORDER_NOT_EXIST')) {
      await repo.noteQueried(db, order.id, `关单失败：${vendorWords(error)}`);
      return 'error';
    }
  }
  return closeHere(db, order.id, reason, by);
}

async function closeHere(db: Db, id: number, reason: 'expired' | 'cancelled', by: number | null): Promise<CheckOutcome> {
  return db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order || order.state !== 'open') return order?.state === 'paid' ? 'duplicate' : 'closed';
    await repo.markClosed(tx, id, { reason, by, error: null });
    await repo.releaseLines(tx, id);
    await logOperation(tx, { companyId: order.companyId, userId: by ?? order.createdBy }, { recordKey: PAY_ORDER_LOG_KEY, recordId: id, action: reason === 'expired' ? 'expire' : 'cancel' });
    return 'closed';
  });
}
