import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, PlatformFeeBillList, PlatformFeeRun } from '@pm/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';

// The billing run on the demo data: 安居集团 is the platform, its five companies below are tenants.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demoSeed: true });
});
afterAll(() => t.close());

type Tenant = {
  id: number;
  code: string;
  level: number;
  houses: number;
};

/** Tenants with their live houses counted from the houses themselves (not house_counts, which the run reads). */
const tenants = () =>
  t.database.db.execute<Tenant>(sql`
    select c.id::int as id, c.code, c.level,
           (select count(*)::int from houses h where h.company_id = c.id and h.deleted_at is null) as houses
    from companies c where c.parent_id is not null and not c.disabled order by c.id`);

const cents = (s: string) => BigInt(s.replace('.', ''));
/** The demo's terms in fen, written out here rather than read from the rule under test. */
const expectedCents = (x: Tenant) => (x.level === 2 ? 80000n : 30000n) + BigInt(x.houses) * 35n;

describe('服务器管理收费: the billing run on the demo companies', () => {
  it('bills each demo tenant flat fee by level + 0.35 per live house, as the seed’s own bills of the year', async () => {
    const all = [...(await tenants())];
    expect(all.map((x) => x.code).sort()).toEqual(['HZ', 'HZ-XH', 'SH', 'SH-CC', 'SH-PD']);
    expect(all.some((x) => x.houses > 0)).toBe(true);
    const res = await t.as('sa01').post('/api/platform-fees/runs', { period: '2025-12' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = envelopeOf(PlatformFeeRun).parse(res.body).data!;
    expect(result.created).toBe(all.length);
    expect(result.skipped).toBe(0);
    expect(cents(result.amount)).toBe(all.reduce((s, x) => s + expectedCents(x), 0n));

    const made = await t.database.db.execute<{ company_id: number; houses: number; amount: string; seeded_houses: number; seeded_amount: string }>(sql`
      select b.company_id::int as company_id, b.houses, b.amount::text as amount,
             s.houses as seeded_houses, s.amount::text as seeded_amount
      from platform_fee_bills b join platform_fee_bills s on s.company_id = b.company_id and s.period = '2026-11'
      where b.period = '2025-12' order by b.company_id`);
    expect(made.map((r) => r.company_id)).toEqual(all.map((x) => x.id));
    for (const [i, row] of made.entries()) {
      const x = all[i]!;
      expect(row.houses, x.code).toBe(x.houses);
      expect(cents(row.amount), x.code).toBe(expectedCents(x));
      // The seed made its bills by the same rule from the same houses.
      expect([row.houses, row.amount], x.code).toEqual([row.seeded_houses, row.seeded_amount]);
    }
  });

  it('skips every tenant on a rerun, also by super01', async () => {
    const res = await t.as('super01').post('/api/platform-fees/runs', { period: '2025-12' });
    expect(envelopeOf(PlatformFeeRun).parse(res.body).data).toEqual({ period: '2025-12', created: 0, skipped: 5, amount: '0.00' });
  });

  it('lets no tenant user run it (SH’s own sa included), and shows a tenant only its own new bill', async () => {
    for (const user of ['emp01', 'acc02']) {
      const res = await t.as(user).post('/api/platform-fees/runs', { period: '2025-11' });
      expect(res.status, user).toBe(403);
    }
    const [none] = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from platform_fee_bills where period = '2025-11'`);
    expect(none?.n).toBe(0);
    const list = envelopeOf(PlatformFeeBillList).parse((await t.as('emp01').get('/api/platform-fees/bills?year=2025')).body).data!;
    expect(list.bills).toHaveLength(1);
    expect(list.bills[0]).toMatchObject({ companyName: '上海安居物业管理有限公司', period: '2025-12', status: 'overdue' });
  });
});
