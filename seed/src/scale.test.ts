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

  it('adds released lines per house, part of them paid, with the ledger tables as its triggers would keep them', async () => {
    const before = await count(sql`select count(*) n from bill_lines`);
    const result = await seedScale(database.db, { houses: 300, perEstate: 200, companyId, charging: { today: '2026-11-25' }, settlement: { linesPerHouse: 20 } });
    expect(result.settlement).toMatchObject({ lines: 6000 });
    expect(result.settlement!.payments).toBeGreaterThan(50);
    expect(await count(sql`select count(*) n from bill_lines`)).toBe(before + 6000);
    // 20 lines: the three items over months 2026-04 … 2026-10, the last month with two.
    const months = await rows<{ period: string; n: string }>(sql`
      select period, count(*)::text n from bill_lines where run_id is null group by 1 order by 1`);
    expect(months.map((m) => m.period)).toEqual(['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
    expect(months.at(-1)!.n).toBe('600');
    // Open parts are net − Σ allocations, per line, and house_receivables and the ageing tables agree with them.
    expect(await count(sql`
      select count(*) n from bill_lines l left join bill_line_open o on o.line_id = l.id
      where l.net - coalesce((select sum(principal) from payment_allocations a where a.line_id = l.id), 0) is distinct from coalesce(o.open, 0)`)).toBe(0);
    expect(await count(sql`select count(*) n from bill_line_open where open <= 0`)).toBe(0);
    expect(await count(sql`select count(*) n from bill_line_open o where exists (select 1 from payment_allocations a where a.line_id = o.line_id)`)).toBeGreaterThan(0);
    expect(await count(sql`
      select count(*) n from (select house_id, sum(open) open, count(*) lines from bill_line_open group by 1) x
      full join house_receivables h on h.house_id = x.house_id
      where coalesce(h.open, 0) <> coalesce(x.open, 0) or coalesce(h.open_lines, 0) <> coalesce(x.lines, 0)`)).toBe(0);
    const pairs = sql`select company_id, estate_id, due_date, prev_due, houses, lines, open from arrears_due_pairs where houses <> 0 or lines <> 0 order by 1, 2, 3, 4`;
    const kept = await rows(pairs);
    await database.db.execute(sql`select receivables_ageing_rebuild()`);
    expect(await rows(pairs)).toEqual(kept);
    // The dashboards' kept totals equal a recount from the lines and the tenders.
    expect(await count(sql`
      select count(*) n from (
        select l.company_id, l.estate_id, l.period, sum(l.net) receivable, coalesce(sum(o.open), 0) open
        from bill_lines l left join bill_line_open o on o.line_id = l.id where l.released_at is not null group by 1, 2, 3) x
      full join settlement_period_totals t using (company_id, estate_id, period)
      where t.receivable is distinct from x.receivable or t.open is distinct from x.open`)).toBe(0);
    expect(await count(sql`
      select count(*) n from (
        select p.company_id, p.business_date, p.estate_id, t.method, sum(t.amount) amount
        from payment_tenders t join payments p on p.id = t.payment_id group by 1, 2, 3, 4) x
      full join tender_day_totals d using (company_id, business_date, estate_id, method)
      where d.amount is distinct from x.amount`)).toBe(0);
    expect(await count(sql`select count(*) n from settlement_period_totals where company_id = ${companyId}`)).toBeGreaterThan(0);
    // 楼盘看板's kept house counts follow the bulk house inserts (their triggers stay on).
    expect(await count(sql`
      select count(*) n from (
        select company_id, estate_id, use_state, count(*)::int houses, coalesce(sum(build_area), 0) area
        from houses where deleted_at is null group by 1, 2, 3) x
      full join (select * from house_state_totals where houses <> 0) k using (company_id, estate_id, use_state)
      where k.houses is distinct from x.houses or k.area is distinct from x.area`)).toBe(0);
    // Every payment balances (tenders = total = Σ allocations) and its receipt numbers run 1…n per estate and year.
    expect(await count(sql`
      select count(*) n from payments p where p.total <> (select sum(amount) from payment_tenders t where t.payment_id = p.id)
         or p.principal <> (select sum(principal) from payment_allocations a where a.payment_id = p.id)`)).toBe(0);
    const gaps = sql`
      select count(*) n from (
        select c.next_serial, count(r.id) issued, count(distinct r.number) numbers, max(right(r.number, rr.serial_length)::int) top
        from receipt_counters c join receipt_rules rr on 'rule:' || rr.id = c.counter_key
        left join receipts r on r.rule_id = rr.id and substr(r.number, length(rr.prefix) + 1, 4) = c.period_key
        where rr.prefix like 'R%' group by c.counter_key, c.period_key, c.next_serial) x
      where x.next_serial <> x.issued + 1 or x.numbers <> x.issued or x.top <> x.issued`;
    expect(await count(sql`select count(*) n from receipt_counters c join receipt_rules rr on 'rule:' || rr.id = c.counter_key where rr.prefix like 'R%'`)).toBeGreaterThan(1);
    expect(await count(gaps)).toBe(0);
    // The triggers are on again: a payment of an open line moves it through them.
    expect(await count(sql`select count(*) n from pg_trigger where not tgisinternal and tgenabled <> 'O'`)).toBe(0);
  });
});
