import type { z } from 'zod';
import type { PayLink } from '@pm/contracts';
import type { Db } from '@pm/db';
import { dec } from '@pm/domain';
import { queryOrder } from './check-order';
import { vendorOrder } from './create-pay-order';
import { payErrors } from './online-pay.errors';
import type { PayGateway } from './pay-gateway';
import { orderAnswer } from './pay-order-answer';
import * as repo from './pay-orders.repo';

// 收款链接 (method 10 企业微信): the owner opens the link a staff member sent, sees the house, the fees and the amount,
// and taps 去支付: the vendor's H5 order is made then (the same order number and fields each time, so a second tap
// gives the same order a fresh page). No session: the 32-character token is the key, and it shows nothing else.

const RECHECK_MS = 3_000;

async function linkedOrder(db: Db, token: string) {
  const order = await repo.findByLinkToken(db, token);
  if (!order) throw payErrors.linkNotFound();
  return order;
}

export async function getPayLink(deps: { db: Db; gateway: PayGateway | undefined }, token: string): Promise<z.output<typeof PayLink>> {
  let order = await linkedOrder(deps.db, token);
  // Back from the payer's page: ask the vendor rather than wait for the notification.
  const stale = !order.queriedAt || Date.now() - order.queriedAt.getTime() > RECHECK_MS;
  if (deps.gateway && order.state === 'open' && order.payerIp && stale) {
    await queryOrder(deps.db, deps.gateway, order);
    order = await linkedOrder(deps.db, token);
  }
  const full = (await orderAnswer(deps.db, order.companyId, order.id))!;
  return {
    estateName: await repo.estateNameOf(deps.db, order.estateId),
    houseName: full.houseName,
    description: full.description,
    amount: full.amount,
    lines: full.lines.map((l) => ({ itemName: l.itemName, period: l.period, amount: dec(l.principal).plus(l.lateFee).toFixed(2) })),
    state: full.state,
    expiresAt: full.expiresAt,
    paidAt: full.paidAt,
    receiptNo: full.receiptNo,
  };
}

export async function startPayLink(deps: { db: Db; gateway: PayGateway | undefined }, token: string, ip: string) {
  const { db, gateway } = deps;
  if (!gateway) throw payErrors.off();
  const order = await linkedOrder(db, token);
  if (order.state !== 'open') throw payErrors.notOpen(order.state);
  if (order.expiresAt.getTime() <= Date.now()) throw payErrors.linkExpired();
  const payerIp = await repo.fixPayerIp(db, order.id, ip);
  try {
    const { h5_url } = await gateway.client.createH5({ ...vendorOrder(gateway, order), scene_info: { payer_client_ip: payerIp, h5_info: { type: 'Wap' } } });
    return { h5Url: h5_url };
  } catch (error) {
    throw payErrors.vendor(error);
  }
}
