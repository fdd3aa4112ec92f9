import type { z } from 'zod';
import type { OwnerPayInput, OwnerPayOrder, OwnerPayStarted, OwnerPrepayInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { dec } from '@pm/domain';
import type { OwnerSession } from '../../http/register-endpoint';
import { holdOrder, holdPrepayOrder, openH5Page, orderAnswer, payErrors, queryOrder, settingsOf, type PayGateway } from '../payments/index';
import { ownerHouse } from './owner-access';
import { ownerErrors } from './owner-portal.errors';
import * as repo from './owner-pay.repo';
import * as orders from './owner-orders.repo';

// 缴费 (业主端): the owner's chosen 收费 lines held by a WeChat Pay H5 order (tender 6 微信线上), made and settled by
// the counter's online paths: the notification or a query posts it once, with the receipt; an order past its time is
// closed and frees its lines. The payment's cashier is the company's (owner_pay.repo onlineCashierOf).

type Deps = { db: Db; gateway: PayGateway | undefined };
const RECHECK_MS = 3_000;

/**
 * Who holds an owner's order and until when: the company's online cashier, for the owner's portal account and IP,
 * payable for the company's 收款码 minutes.
 */
async function orderTerms(db: Db, owner: OwnerSession, companyId: number, ip: string) {
  const cashier = await repo.onlineCashierOf(db, companyId);
  if (!cashier) throw payErrors.off();
  const settings = await settingsOf(db, companyId);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + settings.orderMinutes * 60_000);
  return { now, holder: { createdBy: cashier, portalAccountId: owner.accountId, payerIp: ip, expiresAt } };
}

/** A held order started: its H5 page opened, answered with the order. */
async function started(db: Db, gateway: PayGateway, companyId: number, id: number, ip: string): Promise<z.output<typeof OwnerPayStarted>> {
  const h5Url = await openH5Page(db, gateway, id, ip);
  return { order: await ownerOrderAnswer(db, companyId, id), h5Url };
}

export async function ownerPay({ db, gateway }: Deps, owner: OwnerSession, input: z.output<typeof OwnerPayInput>, ip: string): Promise<z.output<typeof OwnerPayStarted>> {
  if (!gateway) throw payErrors.off();
  const house = await ownerHouse(db, owner, input.houseId);
  // 全部缴纳 while the owner's own order holds the lines: back to that order rather than "nothing to pay".
  if (!input.lineIds && (await repo.openOrderOf(db, owner.accountId, house.house_id)) !== null) throw ownerErrors.openOrder();
  const { now, holder } = await orderTerms(db, owner, house.company_id, ip);
  const id = await holdOrder(
    db,
    {
      companyId: house.company_id,
      houseId: house.house_id,
      settleType: '1',
      lineIds: input.lineIds,
      expectedDue: input.expectedDue,
      method: '6',
      tradeType: 'H5',
      ...holder,
    },
    now,
  );
  return started(db, gateway, house.company_id, id, ip);
}

/** 预交充值: an H5 order holding no line; its money goes to the house's 预交款 with a receipt. */
export async function ownerPrepay({ db, gateway }: Deps, owner: OwnerSession, input: z.output<typeof OwnerPrepayInput>, ip: string): Promise<z.output<typeof OwnerPayStarted>> {
  if (!gateway) throw payErrors.off();
  const house = await ownerHouse(db, owner, input.houseId);
  const { now, holder } = await orderTerms(db, owner, house.company_id, ip);
  const id = await holdPrepayOrder(
    db,
    {
      companyId: house.company_id,
      house: { id: house.house_id, estateId: house.estate_id, name: house.house_name },
      amount: input.amount,
      ...holder,
    },
    now,
  );
  return started(db, gateway, house.company_id, id, ip);
}

/** 继续支付: the same order's H5 page again (the vendor answers the same order for the same fields). */
export async function ownerResumePay({ db, gateway }: Deps, owner: OwnerSession, orderId: number): Promise<{ h5Url: string }> {
  if (!gateway) throw payErrors.off();
  const order = await ownedOrder(db, owner, orderId);
  if (order.state !== 'open') throw payErrors.notOpen(order.state);
  if (order.expiresAt.getTime() <= Date.now()) throw payErrors.notOpen('closed');
  return { h5Url: await openH5Page(db, gateway, order.id, order.payerIp ?? '127.0.0.1') };
}

/** 支付结果: the order; while open and back from the payer's page, the vendor is asked (at most every 3 s). */
export async function ownerPayOrder({ db, gateway }: Deps, owner: OwnerSession, orderId: number): Promise<z.output<typeof OwnerPayOrder>> {
  const order = await ownedOrder(db, owner, orderId);
  const stale = !order.queriedAt || Date.now() - order.queriedAt.getTime() > RECHECK_MS;
  if (gateway && order.state === 'open' && stale) await queryOrder(db, gateway, order);
  return ownerOrderAnswer(db, order.companyId, order.id);
}

/** An order the owner made, for a house the owner still reaches; otherwise 404. */
export async function ownedOrder(db: Db, owner: OwnerSession, orderId: number) {
  const found = await orders.ownOrder(db, owner.accountId, orderId);
  if (!found) throw ownerErrors.noOrder();
  await ownerHouse(db, owner, found.houseId);
  return found;
}

export async function ownerOrderAnswer(db: Db, companyId: number, id: number): Promise<z.output<typeof OwnerPayOrder>> {
  const full = await orderAnswer(db, companyId, id);
  if (!full) throw ownerErrors.noOrder();
  const receipt = full.paymentId === null ? undefined : await repo.receiptOfPayment(db, full.paymentId);
  return {
    id: full.id,
    houseId: full.houseId,
    houseName: full.houseName,
    description: full.description,
    amount: full.amount,
    principal: full.principal,
    lateFee: full.lateFee,
    lines: full.lines.map((l) => ({ itemName: l.itemName, period: l.period, amount: dec(l.principal).plus(l.lateFee).toFixed(2) })),
    state: full.state,
    expiresAt: full.expiresAt,
    paidAt: full.paidAt,
    receiptId: receipt?.id ?? null,
    receiptNo: receipt?.number ?? full.receiptNo,
  };
}
