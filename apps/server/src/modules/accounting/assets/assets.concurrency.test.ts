import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { assetEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildCompany } from '../../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../../test/factories/users';
import { buildBook } from '../../../../test/factories/assets-book';

// Two accountants run one period's depreciation at the same moment (on PostgreSQL two
// connections): exactly one writes the rows and the voucher, the other is refused (A16).

let t: TestApp;
let a: TestUser;
let b: TestUser;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db);
  companyId = company.id;
  await buildBook(t.database.db, companyId, { startPeriod: '2026-01', periods: ['2026-01', '2026-02'] });
  a = await buildUser(t.database.db, { companyId, role: 'emp' });
  b = await buildUser(t.database.db, { companyId, role: 'emp' });
  await t.database.db.insert(schema.acctAssets).values(
    Array.from({ length: 20 }, (_, i) => ({
      companyId,
      code: `C${String(i).padStart(3, '0')}`,
      name: `设备${i}`,
      acquiredOn: '2025-12-10',
      cost: `${1000 + i * 37}.50`,
      residualRate: '0.05',
      lifeMonths: 36 + i,
      method: 1,
      expenseSubjectId: null,
    })),
  );
});
afterAll(() => t.close());

describe('two runs of one period at once', () => {
  it('exactly one writes; the other is refused with the period named', async () => {
    for (let round = 0; round < 2; round++) {
      const period = ['2026-01', '2026-02'][round]!;
      const answers = await Promise.all([t.as(a).post(e.runDepreciation.path, { period }), t.as(b).post(e.runDepreciation.path, { period })]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.status === 409)!.body.msg).toMatch(/已计提折旧，不能重复计提/);
      const [rows] = await t.database.db
        .select({ n: sql<number>`count(*)::int`, vouchers: sql<number>`count(distinct ${schema.acctDepreciations.voucherId})::int` })
        .from(schema.acctDepreciations)
        .where(and(eq(schema.acctDepreciations.companyId, companyId), eq(schema.acctDepreciations.period, period)));
      expect(rows).toEqual({ n: 20, vouchers: 1 });
      const vouchers = await t.database.db
        .select({ id: schema.acctVouchers.id })
        .from(schema.acctVouchers)
        .where(and(eq(schema.acctVouchers.companyId, companyId), eq(schema.acctVouchers.period, period)));
      expect(vouchers).toHaveLength(1);
    }
  });
});
