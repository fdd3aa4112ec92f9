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

/** What a new order is made of; `createdBy` is the payment's cashier (the staff member, or the company's for an owner). */
export interface NewOrder {
  companyId: number;
  houseId: number;
  settleType: '1' | '4' | '5' | '6';
  lineIds?: readonly number[] | undefined;
  expectedDue?: string | undefined;
  method: '6' | '10';
  tradeType: 'NATIVE' | 'H5';
  createdBy: number;
  portalAccountId?: number;
  payerIp?: string;
  linkToken?: string;
  expiresAt: Date;
}

/**
 * The chosen lines locked and priced as of today and held by the new order, in one transaction (a counter payment of
 * the same lines waits and then finds them held). Answers the order's id.
 */
export async function holdOrder(db: Db, n: NewOrder, now = new Date()): Promise<number> {
  const asOf = chinaToday(now);
  return db.transaction(async (tx) => {
    const quote = await quoteOnlineLines(tx, n.companyId, { houseId: n.houseId, settleType: n.settleType, lineIds: n.lineIds, asOf });
    if (n.expectedDue !== undefined && !dec(n.expectedDue).eq(quote.amount)) throw payErrors.dueChanged(quote.amount);
    const id = await repo.insertOrder(tx, {
      companyId: n.companyId,
      estateId: quote.house.estateId,
      houseId: quote.house.id,
      settleType: n.settleType,
      method: n.method,
      tradeType: n.tradeType,
      outTradeNo: merchantNumber('PM', now),
      description: orderDescription(quote.house.name, quote.lines.map((l) => l.itemName)),
      amount: quote.amount,
      principal: quote.principal,
      lateFee: quote.lateFee,
      asOf,
      linkToken: n.linkToken ?? null,
      payerIp: n.payerIp ?? null,
      portalAccountId: n.portalAccountId ?? null,
      expiresAt: n.expiresAt,
      createdBy: n.createdBy,
    });
    await repo.insertOrderLines(
      tx,
      quote.lines.map((l) => ({ orderId: id, lineId: l.lineId, companyId: n.companyId, principal: l.principal, lateFee: l.lateFee })),
    );
    const detail = { houseId: quote.house.id, method: n.method, amount: quote.amount, ...(n.portalAccountId ? { portalAccountId: n.portalAccountId } : {}) };
    await logOperation(tx, { companyId: n.companyId, userId: n.createdBy }, { recordKey: PAY_ORDER_LOG_KEY, recordId: id, action: 'create', detail });
    return id;
  });
}

/**
 * 预交充值 (业主端): an order for money into the house's 预交款, holding no line. Its payment is written as the
 * counter's 预交 (settle type 2): `recordPaid` finds no line to settle and puts every fen in the prepay account.
 */
export async function holdPrepayOrder(
  db: Db,
  n: Pick<NewOrder, 'companyId' | 'createdBy' | 'portalAccountId' | 'payerIp' | 'expiresAt'> & { house: { id: number; estateId: number; name: string }; amount: string },
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await repo.insertOrder(tx, {
      companyId: n.companyId,
      estateId: n.house.estateId,
      houseId: n.house.id,
      settleType: '1',
      method: '6',
      tradeType: 'H5',
      outTradeNo: merchantNumber('PM', now),
      description: orderDescription(n.house.name, ['预交款']),
      amount: dec(n.amount).toFixed(2),
      principal: dec(n.amount).toFixed(2),
      lateFee: '0.00',
      asOf: chinaToday(now),
      linkToken: null,
      payerIp: n.payerIp ?? null,
      portalAccountId: n.portalAccountId ?? null,
      expiresAt: n.expiresAt,
      createdBy: n.createdBy,
    });
    await logOperation(tx, { companyId: n.companyId, userId: n.createdBy }, { recordKey: PAY_ORDER_LOG_KEY, recordId: id, action: 'create', detail: { houseId: n.house.id, method: '6', amount: dec(n.amount).toFixed(2), prepay: true, portalAccountId: n.portalAccountId } });
    return id;
  });
}

/**
 * 线上收款: the chosen lines held by a new order; then, outside the transaction, the vendor is asked for the QR code
 * (method 6). A refusal closes the order at once and frees its lines. Method 10 makes a link for the owner: the
 * vendor's H5 order is made when the owner opens it and taps 去支付.
 */
export async function createPayOrder({ db, gateway }: Deps, s: Session, input: z.output<typeof CreatePayOrderInput>) {
  if (!gateway) throw payErrors.off();
  const settings = await settingsOf(db, s.companyId);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + (input.method === '6' ? settings.orderMinutes * 60_000 : settings.linkHours * 3_600_000));
  const id = await holdOrder(
    db,
    {
      companyId: s.companyId,
      houseId: input.houseId,
      settleType: input.settleType,
      lineIds: input.lineIds,
      expectedDue: input.expectedDue,
      method: input.method,
      tradeType: input.method === '6' ? 'NATIVE' : 'H5',
      createdBy: s.userId,
      ...(input.method === '10' ? { linkToken: randomBytes(24).toString('base64url') } : {}),
      expiresAt,
    },
    now,
  );
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
    throw await closeFailed(db, id, error);
  }
}

/**
 * 业主端: asks the vendor for the H5 order's page (the payer's address is the scene); as for the QR code, a refusal or
 * no answer closes the order and frees its lines. Asked again for the same order, the vendor answers the same order.
 */
export async function openH5Page(db: Db, gateway: PayGateway, id: number, payerIp: string): Promise<string> {
  const order = (await repo.orderById(db, id))!;
  try {
    const { h5_url } = await gateway.client.createH5({ ...vendorOrder(gateway, order), scene_info: { payer_client_ip: payerIp, h5_info: { type: 'Wap' } } });
    return h5_url;
  } catch (error) {
    throw await closeFailed(db, id, error);
  }
}

async function closeFailed(db: Db, id: number, error: unknown) {
  const refusal = payErrors.vendor(error);
  await db.transaction(async (tx) => {
    await repo.markClosed(tx, id, { reason: 'failed', by: null, error: refusal.message });
    await repo.releaseLines(tx, id);
  });
  return refusal;
}
