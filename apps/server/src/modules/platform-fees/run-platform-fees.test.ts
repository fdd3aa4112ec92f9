import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, PlatformFeeBillList, PlatformFeeRun } from '@pm/contracts';
import { schema, type Db } from '@pm/db';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';
import { chinaToday } from '@pm/domain';

let t: TestApp;
const u: Record<'platformSa' | 'platformSuper' | 'platformEmp' | 'saA' | 'staffA', TestUser> = {} as never;
/** Regional (level 2) with 1203 houses, project office (level 3) with 7 houses, a stopped company with 3. */
const co = { root: 0, a: 0, b: 0, stopped: 0 };
const houseIds: Record<number, number[]> = {};

let estateSeq = 0;
/** An estate, a building and `n` live houses of the company, inserted as a seed would (the triggers count them). */
async function addHouses(db: Db, companyId: number, n: number) {
  estateSeq += 1;
  const [estate] = await db.insert(schema.estates).values({ companyId, code: `PF${companyId}-${estateSeq}`, name: `平台费花园${estateSeq}`, chargeArea: '1' }).returning();
  const [building] = await db.insert(schema.buildings).values({ companyId, estateId: estate!.id, code: `PB${estateSeq}`, name: '1栋', type: '4' }).returning();
  const rows = await db
    .insert(schema.houses)
    .values(Array.from({ length: n }, (_, i) => ({
      companyId, estateId: estate!.id, buildingId: building!.id, code: `H${estateSeq}-${i + 1}`, name: `1栋${i + 1}`,
      floor: 1, useState: '4', useType: '1', buildArea: 90,
    })))
    .returning({ id: schema.houses.id });
  (houseIds[companyId] ??= []).push(...rows.map((r) => r.id));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  co.root = (await buildCompany(db, { level: 1, type: 'AB' })).id;
  co.a = (await buildCompany(db, { parentId: co.root, level: 2 })).id;
  co.b = (await buildCompany(db, { parentId: co.a, level: 3 })).id;
  co.stopped = (await buildCompany(db, { parentId: co.root, level: 3, disabled: true })).id;
  await addHouses(db, co.a, 1000);
  await addHouses(db, co.a, 203);
  await addHouses(db, co.b, 7);
  await addHouses(db, co.stopped, 3);
  u.platformSa = await buildUser(db, { companyId: co.root, role: 'sa' });
  u.platformSuper = await buildUser(db, { companyId: co.root, role: 'super' });
  u.platformEmp = await buildUser(db, { companyId: co.root, role: 'emp' });
  u.saA = await buildUser(db, { companyId: co.a, role: 'sa' });
  u.staffA = await buildUser(db, { companyId: co.a, role: 'emp' });
});
afterAll(() => t.close());

const RUNS = '/api/platform-fees/runs';
const run = async (user: TestUser, body: object) => {
  const res = await t.as(user).post(RUNS, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelopeOf(PlatformFeeRun).parse(res.body).data!;
};
const billsOf = (period: string) =>
  t.database.db
    .select({ companyId: schema.platformFeeBills.companyId, houses: schema.platformFeeBills.houses, flatFee: schema.platformFeeBills.flatFee, perHouseFee: schema.platformFeeBills.perHouseFee, amount: schema.platformFeeBills.amount, dueDate: schema.platformFeeBills.dueDate })
    .from(schema.platformFeeBills)
    .where(eq(schema.platformFeeBills.period, period))
    .orderBy(schema.platformFeeBills.companyId);
/** The month after `period` (YYYY-MM). */
const nextMonth = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

describe('服务器管理收费: the platform billing run', () => {
  it('answers 401 without a session, 403 for a role outside sa/super and for a tenant company’s sa', async () => {
    expect((await t.call({ method: 'POST', url: RUNS, payload: { period: '2026-01' } })).status).toBe(401);
    expect((await t.as(u.platformEmp).post(RUNS, { period: '2026-01' })).status).toBe(403);
    expect((await t.as(u.staffA).post(RUNS, { period: '2026-01' })).status).toBe(403);
    const tenantSa = await t.as(u.saA).post(RUNS, { period: '2026-01' });
    expect(tenantSa.status).toBe(403);
    expect(tenantSa.body).toMatchObject({ errorCode: 'platform_fees.platform_only', msg: '只有平台管理员可以生成服务器管理费账单' });
    expect(await billsOf('2026-01')).toEqual([]);
  });

  it('answers 400 naming the period for a malformed month and for a month that has not begun', async () => {
    for (const period of ['2026-13', '2026-1', '202601', '2026-00', '', 202601]) {
      const res = await t.as(u.platformSa).post(RUNS, { period });
      expect(res.status, String(period)).toBe(400);
      expect(res.body.details?.[0]?.path).toBe('period');
    }
    expect((await t.as(u.platformSa).post(RUNS, {})).status).toBe(400);
    expect((await t.as(u.platformSa).post(RUNS, { period: '2026-01', companyId: 'x' })).body.details?.[0]?.path).toBe('companyId');
    const future = nextMonth(chinaToday().slice(0, 7));
    const res = await t.as(u.platformSa).post(RUNS, { period: future });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'platform_fees.future_period', msg: `不能生成未来月份的账单，最晚为本月（${chinaToday().slice(0, 7)}）` });
    expect(res.body.details?.[0]?.path).toBe('period');
    expect(await billsOf(future)).toEqual([]);
  });

  it('answers 404 for an unknown company or the platform itself, 409 for a stopped company', async () => {
    const unknown = await t.as(u.platformSa).post(RUNS, { period: '2026-01', companyId: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'platform_fees.company_not_found', msg: '未找到该公司！' });
    expect((await t.as(u.platformSa).post(RUNS, { period: '2026-01', companyId: co.root })).status).toBe(404);
    const stopped = await t.as(u.platformSa).post(RUNS, { period: '2026-01', companyId: co.stopped });
    expect(stopped.status).toBe(409);
    expect(stopped.body).toMatchObject({ errorCode: 'platform_fees.company_disabled', msg: '该公司已停用，不能生成账单' });
    expect(await billsOf('2026-01')).toEqual([]);
  });

  it('bills every active tenant: flat fee by level + 0.35 per live house, due on the 15th, exact to the fen', async () => {
    const result = await run(u.platformSa, { period: '2026-01' });
    // A: 800.00 + 1203 × 0.35 = 1221.05; B: 300.00 + 7 × 0.35 = 302.45; the stopped company is not billed.
    expect(result).toEqual({ period: '2026-01', created: 2, skipped: 0, amount: '1523.50' });
    expect(await billsOf('2026-01')).toEqual([
      { companyId: co.a, houses: 1203, flatFee: '800.00', perHouseFee: '0.35', amount: '1221.05', dueDate: '2026-01-15' },
      { companyId: co.b, houses: 7, flatFee: '300.00', perHouseFee: '0.35', amount: '302.45', dueDate: '2026-01-15' },
    ]);
    const [log] = await t.database.db
      .select({ userId: schema.operationLogs.userId, detail: schema.operationLogs.detail })
      .from(schema.operationLogs)
      .where(and(eq(schema.operationLogs.recordKey, 'platform-fee-run'), eq(schema.operationLogs.action, 'run')));
    expect(log).toMatchObject({ userId: u.platformSa.id, detail: result });
  });

  it('skips a company already billed for the month when run again, and writes nothing twice', async () => {
    expect(await run(u.platformSuper, { period: '2026-01' })).toEqual({ period: '2026-01', created: 0, skipped: 2, amount: '0.00' });
    expect(await run(u.platformSa, { period: '2026-01', companyId: co.b })).toEqual({ period: '2026-01', created: 0, skipped: 1, amount: '0.00' });
    expect(await billsOf('2026-01')).toHaveLength(2);
  });

  it('bills one chosen company, then the rest of the month, counting the houses live at run time', async () => {
    // A house of A is deleted and one added to B: the next month counts what is live now.
    await t.database.db.update(schema.houses).set({ deletedAt: new Date() }).where(eq(schema.houses.id, houseIds[co.a]![0]!));
    await addHouses(t.database.db, co.b, 1);
    expect(await run(u.platformSa, { period: '2026-02', companyId: co.b })).toEqual({ period: '2026-02', created: 1, skipped: 0, amount: '302.80' });
    expect(await run(u.platformSa, { period: '2026-02' })).toEqual({ period: '2026-02', created: 1, skipped: 1, amount: '1220.70' });
    expect((await billsOf('2026-02')).map((b) => [b.houses, b.amount])).toEqual([[1202, '1220.70'], [8, '302.80']]);
    // January's bills keep what they were made with.
    expect((await billsOf('2026-01')).map((b) => b.amount)).toEqual(['1221.05', '302.45']);
  });

  it('bills the current month (China time)', async () => {
    const current = chinaToday().slice(0, 7);
    expect(await run(u.platformSa, { period: current, companyId: co.b })).toMatchObject({ created: 1, skipped: 0 });
  });

  it('keeps tenants apart: a tenant sees only its own run bills and no company list, never another’s', async () => {
    const own = envelopeOf(PlatformFeeBillList).parse((await t.as(u.staffA).get('/api/platform-fees/bills')).body).data!;
    expect(own.platform).toBe(false);
    expect(own.companies).toEqual([]);
    expect(own.bills.map((b) => b.period).sort()).toEqual(['2026-01', '2026-02']);
    expect(own.bills.every((b) => b.companyId === co.a)).toBe(true);
    expect((await t.as(u.staffA).get(`/api/platform-fees/bills?companyId=${co.b}`)).status).toBe(404);
    expect((await t.as(u.saA).post(RUNS, { period: '2026-03', companyId: co.b })).status).toBe(403);
    expect(await billsOf('2026-03')).toEqual([]);
    const platform = envelopeOf(PlatformFeeBillList).parse((await t.as(u.platformSa).get('/api/platform-fees/bills')).body).data!;
    expect(platform.companies.map((c) => [c.id, c.disabled])).toEqual(
      expect.arrayContaining([[co.a, false], [co.b, false], [co.stopped, true]]),
    );
    expect(platform.companies.some((c) => c.id === co.root)).toBe(false);
  });

  it('writes each bill once when runs of the same month arrive together', async () => {
    for (const period of ['2025-10', '2025-11', '2025-12']) {
      const answers = await Promise.all([
        t.as(u.platformSa).post(RUNS, { period }),
        t.as(u.platformSuper).post(RUNS, { period }),
        t.as(u.platformSa).post(RUNS, { period, companyId: co.a }),
        t.as(u.platformSuper).post(RUNS, { period }),
      ]);
      const runs = answers.map((a) => {
        expect(a.status, JSON.stringify(a.body)).toBe(200);
        return envelopeOf(PlatformFeeRun).parse(a.body).data!;
      });
      expect(runs.reduce((n, r) => n + r.created, 0)).toBe(2);
      expect(runs.map((r) => r.created + r.skipped)).toEqual([2, 2, 1, 2]);
      const cents = (s: string) => BigInt(s.replace('.', ''));
      const rows = await billsOf(period);
      expect(rows.map((b) => b.companyId)).toEqual([co.a, co.b]);
      expect(runs.reduce((s, r) => s + cents(r.amount), 0n)).toBe(rows.reduce((s, b) => s + cents(b.amount), 0n));
    }
  });

  it('refuses a second bill of a company for a month in the database, and keeps bills append-only', async () => {
    const bill = { companyId: co.a, period: '2026-01', houses: 1, flatFee: '0.00', perHouseFee: '0.00', amount: '0.00', dueDate: '2026-01-15' };
    await expect(t.database.db.insert(schema.platformFeeBills).values(bill)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update platform_fee_bills set amount = 0 where period = '2026-01'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from platform_fee_bills where period = '2026-01'`)).rejects.toThrow();
  });
});
