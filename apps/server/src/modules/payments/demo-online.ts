import type { Db } from '@pm/db';
import { addDays, chinaToday } from '@pm/domain';
import type { Session } from '../../http/session';
import { createPayOrder } from './create-pay-order';
import * as demo from './demo-online.repo';
import type { PayGateway } from './pay-gateway';
import { recordPaid } from './record-paid';
import type { Transaction } from './wechatpay-client';

// The demo's online payments (`npm start` with the bundled fake WeChat Pay, once per database), so 线上收款 and 线上对账
// show real figures on first start: the demo cashier's QR codes paid two days ago on the fake's clock (their trade
// bill is ready), a collection link still waiting for its owner, and a QR code shown today and not paid. All of it
// goes through the product's own paths — the same orders, notifications, payments and receipts as a real day.

export interface DemoPayer {
  knobs: { moveClock(move: { to: string | number }): string };
  payer: { pay(link: string): Record<string, unknown> };
}

function sessionOf(user: { id: number; companyId: number }): Session {
  return { userId: user.id, companyId: user.companyId, role: 'emp', username: 'emp01', jti: 'demo-online', exp: 0, mustChangePassword: false, menuStamp: 0 };
}

/** Paid days ago: what the daily reconciliation of that day will match. */
export async function seedDemoOnline(db: Db, gateway: PayGateway, vendor: DemoPayer, now = new Date()): Promise<number> {
  if (await demo.demoOnlineDone(db)) return 0;
  const { cashier } = await demo.demoStaff(db);
  if (!cashier) return 0;
  const s = sessionOf(cashier);
  const houses = await demo.housesOwing(db, cashier.companyId, 8);
  let made = 0;
  // Two days ago at 10:00 China time on the fake's clock: the payments' business day and the bill's.
  const paidDay = Date.parse(`${addDays(chinaToday(now), -2)}T10:00:00+08:00`);
  vendor.knobs.moveClock({ to: paidDay });
  try {
    for (const [i, houseId] of houses.slice(0, 6).entries()) {
      vendor.knobs.moveClock({ to: paidDay + i * 37 * 60_000 });
      const order = await createPayOrder({ db, gateway }, s, { houseId, method: '6', settleType: '1' });
      const paid = vendor.payer.pay(order.codeUrl!) as unknown as Transaction;
      // Recorded at once (its notification comes too, and is a repeat).
      await recordPaid(db, paid);
      made++;
    }
  } finally {
    vendor.knobs.moveClock({ to: now.getTime() });
  }
  if (houses[6]) made += Number(Boolean(await createPayOrder({ db, gateway }, s, { houseId: houses[6], method: '10', settleType: '1' })));
  if (houses[7]) made += Number(Boolean(await createPayOrder({ db, gateway }, s, { houseId: houses[7], method: '6', settleType: '1' })));
  await demo.markDemoOnline(db);
  return made;
}
