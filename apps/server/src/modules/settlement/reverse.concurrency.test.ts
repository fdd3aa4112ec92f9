import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { releasedLines } from '../../../test/factories/settlement';

// 冲红 of a 预交 with offset racing a payment that spends the same pre-payment (issue 25 item 5).
// Several connections at once: PostgreSQL only (PGlite serves one connection at a time).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let w: ChargingWorld;
const ROUNDS = 5;
const cash = (amount: string) => [{ method: '1', amount }];

async function post(url: string, body: Record<string, unknown>) {
  return t.as(w.clerk).post<{ id: number }>(`/api/settle${url}`, body);
}

/** A 退预交款 entered by the clerk before the race (退款审批): the money moves when the auditor approves it. */
async function askRefund(houseId: number, amount: string): Promise<number> {
  const asked = await post('/refund', { houseId, settleType: '8', amount, tenders: cash(amount), reason: '退款' });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return asked.body.data.id;
}
const approveRefund = (id: number) => t.as(w.auditor).post<{ id: number }>('/api/settle/refund-requests/approve', { id });

/** The house's 预交款 balance and the sum of its entries: equal, whatever happened. */
async function prepayAccount(houseId: number) {
  const [row] = await t.database.db.execute<{ balance: string; entries: string }>(sql`
    select a.balance::text as balance, (select coalesce(sum(e.amount), 0)::text from settle_account_entries e where e.account_id = a.id) as entries
    from settle_accounts a where a.house_id = ${houseId} and a.kind = 'prepay'`);
  return { balance: row!.balance, entries: row!.entries };
}
const openOf = async (lineId: number) =>
  (await t.database.db.select({ open: sql<string>`${schema.billLineOpen.open}::text` }).from(schema.billLineOpen).where(eq(schema.billLineOpen.lineId, lineId)))[0]?.open ?? '0.00';

/** A house with a 65.43 line settled by 预交 100.00 with offset (balance 34.57 + the older balance); answers the 预交's id and the line. */
async function prepaidHouse(houseId: number, older?: string) {
  if (older) expect((await post('/prepay', { houseId, total: older, tenders: cash(older) })).status).toBe(200);
  const [line] = await releasedLines(t.database.db, w, houseId, [{ period: '2099-01', net: '65.43', due: '2099-01-15' }]);
  const prepaid = await post('/prepay', { houseId, total: '100.00', tenders: cash('100.00'), offset: true });
  expect(prepaid.status, JSON.stringify(prepaid.body)).toBe(200);
  return { prepayId: prepaid.body.data.id, line: line! };
}

function expectChineseRefusal(answer: { status: number; body: { msg?: string } }) {
  expect([400, 409]).toContain(answer.status);
  expect(answer.body.msg).toMatch(/^[\u4e00-\u9fa5，（）0-9.]+$/);
}

describe.skipIf(!onPostgres)('冲红 racing a payment from the same pre-payment (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildChargingWorld(t.database.db, Array.from({ length: ROUNDS * 3 }, () => ({})));
  });
  afterAll(() => t.close());

  it('reversal against the approval of a 退预交款 of the whole balance: exactly one wins, the balance ends at 0.00 and matches its entries', async () => {
    const houses = w.houses.slice(0, ROUNDS).map((h) => h.id);
    const set = await Promise.all(houses.map((h) => prepaidHouse(h)));
    const requests = await Promise.all(houses.map((h) => askRefund(h, '34.57')));
    const answers = await Promise.all(
      houses.flatMap((_, i) => [post('/reverse', { paymentId: set[i]!.prepayId, reason: '收错' }), approveRefund(requests[i]!)]),
    );
    for (const [i, houseId] of houses.entries()) {
      const [reversal, refund] = [answers[2 * i]!, answers[2 * i + 1]!];
      expect([reversal.status, refund.status].filter((s) => s === 200)).toHaveLength(1);
      expectChineseRefusal(reversal.status === 200 ? refund : reversal);
      expect(await prepayAccount(houseId)).toEqual({ balance: '0.00', entries: '0.00' });
      // The line is open again only when the reversal won.
      expect(await openOf(set[i]!.line)).toBe(reversal.status === 200 ? '65.43' : '0.00');
    }
  });

  it('reversal against a payment offsetting another line from the pre-payment: one wins, nothing goes below zero', async () => {
    const houses = w.houses.slice(ROUNDS, 2 * ROUNDS).map((h) => h.id);
    const set = await Promise.all(houses.map((h) => prepaidHouse(h)));
    const others = await Promise.all(houses.map((h) => releasedLines(t.database.db, w, h, [{ period: '2099-02', net: '20.00', due: '2099-02-15' }])));
    const answers = await Promise.all(
      houses.flatMap((houseId, i) => [
        post('/reverse', { paymentId: set[i]!.prepayId, reason: '收错' }),
        post('/pay', { houseId, settleType: '1', lineIds: others[i], total: '0', tenders: [], usePrepay: true }),
      ]),
    );
    for (const [i, houseId] of houses.entries()) {
      const [reversal, pay] = [answers[2 * i]!, answers[2 * i + 1]!];
      expect([reversal.status, pay.status].filter((s) => s === 200)).toHaveLength(1);
      expectChineseRefusal(reversal.status === 200 ? pay : reversal);
      const account = await prepayAccount(houseId);
      expect(account.balance).toBe(account.entries);
      expect(account.balance).toBe(reversal.status === 200 ? '0.00' : '14.57');
      expect(await openOf(others[i]![0]!)).toBe(reversal.status === 200 ? '20.00' : '0.00');
    }
  });

  it('reversal and a refund approval that both fit the balance both succeed, and no money is lost', async () => {
    const houses = w.houses.slice(2 * ROUNDS, 3 * ROUNDS).map((h) => h.id);
    // Older 50.00 + 100.00 − 65.43 offset = 84.57; the reversal takes 34.57 net, the refund 30.00.
    const set = await Promise.all(houses.map((h) => prepaidHouse(h, '50.00')));
    const requests = await Promise.all(houses.map((h) => askRefund(h, '30.00')));
    const answers = await Promise.all(
      houses.flatMap((_, i) => [post('/reverse', { paymentId: set[i]!.prepayId, reason: '收错' }), approveRefund(requests[i]!)]),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    for (const [i, houseId] of houses.entries()) {
      expect(await prepayAccount(houseId)).toEqual({ balance: '20.00', entries: '20.00' });
      expect(await openOf(set[i]!.line)).toBe('65.43');
    }
  });
});
