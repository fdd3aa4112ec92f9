import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillLineRow, counterEndpoints as ce, dashboardEndpoints as e, ReductionRow, ReverseResult } from '@pm/contracts';
import { addDays, addMonths, chinaToday } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { arrearsSetting } from '../../../test/factories/settlement';
import { keptPeriods, keptTenders, recountPeriods, recountTenders, totalsDrift } from '../../../test/factories/dashboard-totals';
import type { TestUser } from '../../../test/factories/users';

// 结算看板 reads totals the ledger triggers keep (packages/db/sql/settlement_totals.sql). After
// releases, a payment with late fee over two tenders, a partial payment and its 冲红, a pre-payment
// offsetting a line, a refund, a line's 冲销 with replacement and a reduction after release, all
// through the endpoints, the kept totals equal a recount from the lines and tenders, and the
// dashboard shows the figures worked out by hand below.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
const today = chinaToday();
const month = today.slice(0, 7);
const prev = addMonths(month, -1);

async function ok<T>(who: TestUser, url: string, body: Record<string, unknown>): Promise<T> {
  const res = await t.as(who).post(url, body);
  expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data as T;
}
const approveAndRelease = async (world: ChargingWorld, ids: number[]) => {
  await ok(world.auditor, '/api/charging/lines/transition', { ids, action: 'approve' });
  await ok(world.auditor, '/api/charging/lines/transition', { ids, action: 'release' });
};
/** A one-off line entered by the clerk, approved and released by the auditor; answers its id. */
async function released(world: ChargingWorld, house: number, period: string, amount: string, due: string): Promise<number> {
  const made = BillLineRow.parse(await ok(world.clerk, '/api/charging/lines/other', { houseId: world.houses[house]!.id, itemId: world.items.once, period, amount, dueDate: due }));
  await approveAndRelease(world, [made.id]);
  return made.id;
}
const dashboard = async (who: TestUser) => {
  const res = await t.as(who).get(`${e.settlementDashboard.path}?from=${prev}&to=${month}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return e.settlementDashboard.output.parse(res.body.data);
};

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, Array.from({ length: 5 }, () => ({})));
  other = await buildChargingWorld(t.database.db, [{}]);
  await arrearsSetting(t.database.db, w, { itemId: null, ratePerDay: 0.001 });
});
afterAll(() => t.close());

describe('结算看板 kept totals', () => {
  it('equal a recount from the lines and tenders after release, pay, late fee, offset, refund, 冲红, 冲销 and reduction', async () => {
    const house = (i: number) => w.houses[i]!.id;
    const a = await released(w, 0, prev, '617.34', addDays(today, -40));
    const b = await released(w, 1, prev, '205.78', addDays(today, -40));
    await released(w, 2, month, '300.00', addDays(today, -5));
    const d = await released(w, 3, month, '88.88', addDays(today, 10));
    const f = await released(w, 4, month, '120.00', addDays(today, -3));

    // One-off lines are paid by 其他 (settle type 6). House 0: its line with late fee, 10.00 over into the pre-payment, cash 100.00 and the rest by WeChat; then 5.00 of it refunded (entered by the clerk, approved by the auditor).
    const counter = ce.counterHouse.output.parse(await ok(w.clerk, '/api/settle/counter/house', { houseId: house(0) }));
    expect(Number(counter.totals.lateFee)).toBeGreaterThan(0);
    const total = (Number(counter.totals.due) + 10).toFixed(2);
    const wechat = (Number(total) - 100).toFixed(2);
    await ok(w.clerk, '/api/settle/pay', { houseId: house(0), settleType: '6', lineIds: [a], total, tenders: [{ method: '1', amount: '100.00' }, { method: '4', amount: wechat }] });
    const refund = await ok<{ id: number }>(w.clerk, '/api/settle/refund', { houseId: house(0), settleType: '8', amount: '5.00', tenders: [{ method: '1', amount: '5.00' }], reason: '退多收' });
    await ok(w.auditor, '/api/settle/refund-requests/approve', { id: refund.id });
    // House 1: 50.00 of its line, then the payment reversed (冲红): the line is open in full again.
    const partial = await ok<{ id: number }>(w.clerk, '/api/settle/pay', { houseId: house(1), settleType: '6', lineIds: [b], total: '50.00', tenders: [{ method: '2', amount: '50.00' }] });
    await ok(w.clerk, '/api/settle/reverse', { paymentId: partial.id, reason: '收错' });
    // House 2: a pre-payment of 400.00 offsets its 300.00 line and the line's late fee.
    await ok(w.clerk, '/api/settle/prepay', { houseId: house(2), total: '400.00', tenders: [{ method: '1', amount: '400.00' }], offset: true });
    // House 3: its 88.88 line reversed (冲销) and replaced by 80.00, both released.
    const corrected = ReverseResult.parse(await ok(w.clerk, '/api/charging/lines/reverse', { id: d, reason: '金额录错', amount: '80.00' }));
    await approveAndRelease(w, [corrected.reversal.id, corrected.replacement!.id]);
    // House 4: 20.00 off its released 120.00 line by an approved reduction (an adjustment line, released).
    const asked = ReductionRow.parse(await ok(w.clerk, '/api/charging/reductions', { lineId: f, kind: 'amount', value: '20.00', reason: '停水补偿' }));
    const decided = ReductionRow.parse(await ok(w.auditor, '/api/charging/reductions/decide', { id: asked.id, approve: true }));
    await approveAndRelease(w, [decided.adjustmentLineId!]);
    // Another company's line and payment on the same day.
    const theirs = await released(other, 0, month, '1000.00', addDays(today, -1));
    await ok(other.clerk, '/api/settle/pay', { houseId: other.houses[0]!.id, settleType: '6', lineIds: [theirs], total: '1.00', tenders: [{ method: '1', amount: '1.00' }] });

    const db = t.database.db;
    expect(await keptPeriods(db, w.companyId)).toEqual(await recountPeriods(db, w.companyId));
    expect(await keptTenders(db, w.companyId)).toEqual(await recountTenders(db, w.companyId));
    expect(await keptPeriods(db, other.companyId)).toEqual(await recountPeriods(db, other.companyId));
    expect(await totalsDrift(db)).toEqual({ periods: 0, tenders: 0 });

    const board = await dashboard(w.clerk);
    // prev: 617.34 paid + 205.78 open again after the 冲红. month: 300.00 offset, 88.88 − 88.88 + 80.00 open,
    // 120.00 − 20.00 open: receivable 480.00, open 180.00.
    expect(board.months).toEqual([
      { period: prev, receivable: '823.12', received: '617.34', open: '205.78', rate: '75.00' },
      { period: month, receivable: '480.00', received: '300.00', open: '180.00', rate: '62.50' },
    ]);
    expect(board.total).toEqual({ receivable: '1303.12', received: '917.34', open: '385.78', rate: '70.40' });
    expect(board.estates.map((r) => r.estateId)).toEqual([w.estateId]);
    // Cash: 100.00 − 5.00 refunded + 400.00; transfer 50.00 − 50.00; WeChat the rest of house 0's payment. Not the other company's 1.00.
    expect(board.receipts).toEqual([
      { day: today, method: '1', amount: '495.00' },
      { day: today, method: '2', amount: '0.00' },
      { day: today, method: '4', amount: wechat },
    ]);
    const theirBoard = await dashboard(other.clerk);
    expect(theirBoard.total).toEqual({ receivable: '1000.00', received: '1.00', open: '999.00', rate: '0.10' });
    expect(theirBoard.receipts).toEqual([{ day: today, method: '1', amount: '1.00' }]);
  });
});
