import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { CreatePayOrderInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chinaDateTime, chinaToday, dec } from '@pm/domain';
import type { Session } from '../../http/session';
import { logOperation } from '../records/index';
import { merchantNumber, quoteOnlineLines } from '../settlement/index';
import { yuanToFen } from './fen';
import { payErrors } from './online-pay.errors';
import type { PayGateway } from './pay-gateway';
import { getPayOrder } from './pay-order-answer';
import * as repo from './pay-orders.repo';
import { settingsOf } from './pay-settings';

/** The 系统日志 subject of orders (create, close, paid). */
export const PAY_ORDER_LOG_KEY = 'pay-order';

type Deps = { db: Db; gateway: PayGateway | undefined };

/** RFC 3339 on China's clock, as the vendor's time_expire reads. */
export function rfc3339China(at: Date): string {
  return `${chinaDateTime(at, { seconds: true }).replace(' ', 'T')}+08:00`;
}

/** ≤ 127 characters: the house and what it pays for. */
export function orderDescription(houseName: string, itemNames: readonly string[]): string {
  const text = `${houseName} ${[...new Set(itemNames)].join('、')}`;
  const chars = Array.from(text);
  return chars.length <= 127 ? text : `${chars.slice(0, 126).join('')}…`;
}

/** The fields the vendor's order is created with, the same at every re-entry (the vendor refuses a change). */
export function vendorOrder(gateway: PayGateway, order: repo.OrderRow) {
  return {
    description: order.description,
    out_trade_no: order.outTradeNo,
    time_expire: rfc3339China(order.expiresAt),
    attach: `c${order.companyId}`,
    notify_url: gateway.notifyUrl,
    amount: { total: yuanToFen(dec(order.amount).toFixed(2)), currency: 'CNY' as const },
  };
}

/**
 * 线上收款: the chosen lines are locked and priced as of today, held by the new order (one transaction, so a counter
 * payment of the same lines waits and then finds them held); then, outside it, the vendor is asked for the QR code
 * (method 6). A refusal closes the order at once and frees its lines. Method 10 makes a link for the owner: the
 * vendor's H5 order is made when the owner opens it and taps 去支付.
 */
export async function createPayOrder({ db, gateway }: Deps, s: Session, input: z.output<typeof CreatePayOrderInput>) {
  if (!gateway) throw payErrors.off();
  const settings = await settingsOf(db, s.companyId);
  const now = new Date();
  const asOf = chinaToday(now);
  const expiresAt = new Date(now.getTime() + (input.method === '6' ? settings.orderMinutes * 60_000 : settings.linkHours * 3_600_000));
  const id = await db.transaction(async (tx) => {
    const quote = await quoteOnlineLines(tx, s.companyId, { houseId: input.houseId, settleType: input.settleType, lineIds: input.lineIds, asOf });
    if (input.expectedDue !== undefined && !dec(input.expectedDue).eq(quote.amount)) throw payErrors.dueChanged(quote.amount);
    const id = await repo.insertOrder(tx, {
      companyId: s.companyId,
      estateId: quote.house.estateId,
      houseId: quote.house.id,
      settleType: input.settleType,
      method: input.method,
      tradeType: input.method === '6' ? 'NATIVE' : 'H5',
      outTradeNo: merchantNumber('PM', now),
      description: orderDescription(quote.house.name, quote.lines.map((l) => l.itemName)),
      amount: quote.amount,
      principal: quote.principal,
      lateFee: quote.lateFee,
      asOf,
      linkToken: input.method === '10' ? randomBytes(24).toString('base64url') : null,
      expiresAt,
      createdBy: s.userId,
    });
    await repo.insertOrderLines(
      tx,
      quote.lines.map((l) => ({ orderId: id, lineId: l.lineId, companyId: s.companyId, principal: l.principal, lateFee: l.lateFee })),
    );
    await logOperation(tx, s, { recordKey: PAY_ORDER_LOG_KEY, recordId: id, action: 'create', detail: { houseId: quote.house.id, method: input.method, amount: quote.amount } });
    return id;
  });
  if (input.method === '6') await showQrCode(db, gateway, id);
  return getPayOrder({ db }, s, { id });
}

/** Asks the vendor for the Native order's code_url; a refusal or no answer closes the order (its lines are free). */
async function showQrCode(db: Db, gateway: PayGateway, id: number) {
  const order = (await repo.orderById(db, id))!;
  try {
    const { code_url } = await gateway.client.createNative(vendorOrder(gateway, order));
    await repo.setCodeUrl(db, id, code_url);
  } catch (error) {
    await db.transaction(async (tx) => {
      await repo.markClosed(tx, id, { reason: 'failed', by: null, error: payErrors.vendor(error).message });
      await repo.releaseLines(tx, id);
    });
    throw payErrors.vendor(error);
  }
}
