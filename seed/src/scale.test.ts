import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addMonths, dec, lineAmount } from '@pm/domain';
import type { Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { seedCompanies } from './companies.seed';
import { seedScale } from './scale';

// The scale generator at a small size: houses only by default, charging data when asked.
let database: Database;
let companyId = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  const ids = await seedCompanies(database.db);
  companyId = ids.get('SH') ?? 0;
});
afterAll(() => database?.close());

const rows = <T>(query: ReturnType<typeof sql>) => database.db.execute(query) as unknown as Promise<T[]>;
const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: string }>(query))[0]?.n ?? 0);

describe('seedScale', () => {
  it('adds houses only unless charging is asked for', async () => {
    const result = await seedScale(database.db, { houses: 120, perEstate: 100, companyId });
    expect(result.houses).toBe(120);
    expect(result.charging).toBeUndefined();
    expect(await count(sql`select count(*) n from charge_bindings`)).toBe(0);
    expect(await count(sql`select count(*) n from bill_lines`)).toBe(0);
  });

  it('adds items, standards, bindings and released months of lines for the generated houses', async () => {
    const today = '2026-03-10';
    const result = await seedScale(database.db, {
      houses: 400,
      perEstate: 200,
      companyId,
      charging: { billMonths: 3, today },
    });
    expect(result.charging).toMatchObject({ standards: 6, bindings: 1200, runs: 6, lines: 3600 });
    // The first call's 120 houses got nothing.
    expect(await count(sql`select count(distinct house_id) n from charge_bindings`)).toBe(400);
    expect(await count(sql`select count(*) n from charge_items where company_id = ${companyId}`)).toBe(3);
    const periods = await rows<{ period: string; n: string }>(
      sql`select period, count(*)::text n from bill_lines group by 1 order by 1`,
    );
    expect(periods).toEqual([-3, -2, -1].map((m) => ({ period: addMonths('2026-03', m), n: '1200' })));
    expect(
      await count(
        sql`select count(*) n from bill_lines where status <> 'released' or released_at is null or due_date <> (period || '-16')::date`,
      ),
    ).toBe(0);
    // Runs carry their counts and amounts; what each house owes is the sum of its lines.
    expect(
      await count(sql`
      select count(*) n from bill_runs r where r.total <> 600
         or r.amount <> (select sum(net) from bill_lines l where l.run_id = r.id)`),
    ).toBe(0);
    expect(
      await count(sql`
      select count(*) n from (select house_id, sum(net) net from bill_lines group by 1) x
      left join house_receivables h on h.house_id = x.house_id where h.open is distinct from x.net`),
    ).toBe(0);
    // Every amount is lineAmount of the stored quantity and price (area × price, rounded once).
    const lines = await rows<{
      quantity: string;
      unit_price: string;
      net: string;
      area: string;
      price_method: string;
    }>(sql`
      select l.quantity::text, l.unit_price::text, l.net::text, h.build_area::text area, s.price_method
      from bill_lines l join houses h on h.id = l.house_id join charge_standards s on s.id = l.standard_id`);
    for (const line of lines) {
      expect(line.quantity).toBe(line.price_method === '2' ? '1.0000' : dec(line.area).toFixed(4));
      expect(line.net).toBe(lineAmount({ quantity: line.quantity, unitPrice: line.unit_price }));
    }
    // Bindings reuse the company's items, and a second run adds without clashing.
    const again = await seedScale(database.db, {
      houses: 200,
      perEstate: 200,
      companyId,
      charging: { billMonths: 1, today },
    });
    expect(again.charging).toMatchObject({ bindings: 600, lines: 600 });
    expect(await count(sql`select count(*) n from charge_items where company_id = ${companyId}`)).toBe(3);
  });
});
