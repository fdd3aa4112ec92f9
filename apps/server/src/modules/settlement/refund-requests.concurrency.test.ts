import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { buildUser, type TestUser } from '../../../test/factories/users';

// 退款审批 at the same time needs a real server with several connections: PostgreSQL only (PGlite serves one
// connection, so it would only run the calls one after another). Each request ends with one outcome and at most one
// payment, whoever decides it at once; requests entered at once never promise more than the balance.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let w: ChargingWorld;
/** A second approver beside w.auditor (w.clerk enters the requests). */
let approver: TestUser;
const ROUNDS = 10;

const cash = (amount: string) => [{ method: '1', amount }];

async function prepaid(houseId: number, total: string) {
  const res = await t.as(w.clerk).post('/api/settle/prepay', { houseId, total, tenders: cash(total) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
async function requests(houseId: number, n: number, amount: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await t.as(w.clerk).post<{ id: number }>('/api/settle/refund', { houseId, settleType: '8', amount, tenders: cash(amount), reason: `退款${i}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(res.body.data.id);
  }
  return ids;
}
const approve = (id: number, by: TestUser) => t.as(by).post('/api/settle/refund-requests/approve', { id });
const reject = (id: number, by: TestUser) => t.as(by).post('/api/settle/refund-requests/reject', { id, reason: '驳回' });
async function prepayBalance(houseId: number) {
  const [account] = await t.database.db
    .select({ balance: sql<string>`${schema.settleAccounts.balance}::text` })
    .from(schema.settleAccounts)
    .where(and(eq(schema.settleAccounts.houseId, houseId), eq(schema.settleAccounts.kind, 'prepay')));
  return account!.balance;
}
async function refundPayments(houseId: number) {
  return t.database.db
    .select({ id: schema.payments.id })
    .from(schema.payments)
    .where(and(eq(schema.payments.houseId, houseId), eq(schema.payments.settleType, '8')));
}
const rows = (ids: number[]) => t.database.db.select().from(schema.refundRequests).where(inArray(schema.refundRequests.id, ids));

describe.skipIf(!onPostgres)('退款审批 under concurrent decisions (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildChargingWorld(t.database.db, Array.from({ length: 3 }, () => ({})));
    approver = await buildUser(t.database.db, { companyId: w.companyId, role: 'emp', name: `复核员${w.companyId}` });
  });
  afterAll(() => t.close());

  it('two approvers of one request at once: one pays, the other is told it is approved; one payment each', async () => {
    const houseId = w.houses[0]!.id;
    await prepaid(houseId, '1000.00');
    const ids = await requests(houseId, ROUNDS, '10.00');
    const answers = await Promise.all(ids.map((id) => Promise.all([approve(id, w.auditor), approve(id, approver)])));
    for (const pair of answers) {
      expect(pair.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(pair.find((a) => a.status === 409)!.body.msg).toBe('该退款申请已审批');
    }
    const decided = await rows(ids);
    expect(decided.every((r) => r.state === 'approved' && r.paymentId !== null)).toBe(true);
    const payments = await refundPayments(houseId);
    expect(payments.map((p) => p.id).sort()).toEqual(decided.map((r) => r.paymentId!).sort());
    expect(await prepayBalance(houseId)).toBe('900.00');
  });

  it('an approval racing a rejection: one outcome; money moves only for the approved', async () => {
    const houseId = w.houses[1]!.id;
    await prepaid(houseId, '1000.00');
    const ids = await requests(houseId, ROUNDS, '10.00');
    const answers = await Promise.all(ids.map((id) => Promise.all([approve(id, w.auditor), reject(id, approver)])));
    for (const pair of answers) {
      expect(pair.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(pair.find((a) => a.status === 409)!.body.msg).toMatch(/^该退款申请已(审批|驳回)$/);
    }
    const decided = await rows(ids);
    const approved = decided.filter((r) => r.state === 'approved');
    expect(decided.filter((r) => r.state === 'rejected').every((r) => r.paymentId === null && r.rejectReason === '驳回')).toBe(true);
    expect(approved.every((r) => r.paymentId !== null)).toBe(true);
    expect((await refundPayments(houseId)).map((p) => p.id).sort()).toEqual(approved.map((r) => r.paymentId!).sort());
    expect(await prepayBalance(houseId)).toBe((1000 - 10 * approved.length).toFixed(2));
  });

  it('requests entered at once never promise more than the balance; their approvals at once never overdraw it', async () => {
    const houseId = w.houses[2]!.id;
    await prepaid(houseId, '100.00');
    const entered = await Promise.all(
      Array.from({ length: ROUNDS }, (_, i) => t.as(w.clerk).post<{ id: number }>('/api/settle/refund', { houseId, settleType: '8', amount: '30.00', tenders: cash('30.00'), reason: `退款${i}` })),
    );
    const ok = entered.filter((a) => a.status === 200);
    expect(ok).toHaveLength(3);
    for (const a of entered.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.msg).toMatch(/^退款金额超过可退金额10\.00元/);
    }
    const approvals = await Promise.all(ok.map((a) => approve(a.body.data.id, w.auditor)));
    expect(approvals.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await prepayBalance(houseId)).toBe('10.00');
  });
});
