import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connect';
import { openTestDatabase } from './testing/index';

// The ageing tables (packages/db/sql/settlement_receivables_ageing.sql): house_due_open and
// arrears_due_pairs follow every release, payment, partial payment and reversal of open lines,
// and always equal what receivables_ageing_rebuild() builds from bill_line_open.
let database: Database;
const company = 9301;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

let key = 0;
async function release(house: number, due: string, net: string): Promise<number> {
  key++;
  const [row] = await database.sql<{ id: number }[]>`insert into bill_lines ${database.sql({
    company_id: company,
    estate_id: 7,
    house_id: house,
    item_id: 1,
    target_type: 'house',
    period: due.slice(0, 7),
    period_from: `${due.slice(0, 7)}-01`,
    period_to: `${due.slice(0, 7)}-28`,
    bill_key: `ageing-${key}`,
    gross: net,
    net,
    due_date: due,
    status: 'released',
    released_at: new Date().toISOString(),
  })} returning id`;
  return Number(row!.id);
}

/** One payment of `principal` per line (negative: a reversal), balanced by one cash tender. */
async function pay(house: number, parts: [line: number, principal: string][]) {
  const total = parts.reduce((s, [, p]) => s + Math.round(Number(p) * 100), 0) / 100;
  await database.sql.begin(async (tx) => {
    const [payment] = await tx<{ id: number }[]>`insert into payments ${tx({
      company_id: company, estate_id: 7, house_id: house, settle_type: total < 0 ? '14' : '1', total: total.toFixed(2),
      principal: total.toFixed(2), late_fee: '0', business_date: '2026-02-01',
    })} returning id`;
    const id = Number(payment!.id);
    await tx`insert into payment_tenders ${tx({ payment_id: id, seq: 1, company_id: company, method: '1', amount: total.toFixed(2) })}`;
    await tx`insert into payment_allocations ${tx(parts.map(([line, principal]) => ({ company_id: company, payment_id: id, line_id: line, house_id: house, item_id: 1, principal })))}`;
  });
}

type Pair = { due_date: string; prev_due: string; houses: number; lines: number; open: string };
const pairs = () => database.sql<Pair[]>`
  select due_date::text, prev_due::text, houses, lines, open::text from arrears_due_pairs
  where company_id = ${company} and (houses <> 0 or lines <> 0 or open <> 0) order by due_date, prev_due`;
const perHouse = () => database.sql`select house_id, due_date::text, lines, open::text from house_due_open where company_id = ${company} order by 1, 2`;

/** What the triggers kept equals a rebuild from bill_line_open (the rebuild replaces both tables). */
async function expectConsistent() {
  const kept = { pairs: [...(await pairs())], perHouse: [...(await perHouse())] };
  await database.sql`select receivables_ageing_rebuild()`;
  expect({ pairs: [...(await pairs())], perHouse: [...(await perHouse())] }).toEqual(kept);
  return kept.pairs;
}

describe('receivables ageing', () => {
  it('keeps per house and due date the open lines, and per consecutive due dates the houses', async () => {
    const a1 = await release(1, '2026-01-16', '100.00');
    const a2 = await release(1, '2026-01-16', '20.00');
    await release(1, '2026-03-16', '50.00');
    const b1 = await release(2, '2026-03-16', '70.00');
    expect(await expectConsistent()).toEqual([
      { due_date: '2026-01-16', prev_due: '-infinity', houses: 1, lines: 2, open: '120.00' },
      { due_date: '2026-03-16', prev_due: '-infinity', houses: 1, lines: 1, open: '70.00' },
      { due_date: '2026-03-16', prev_due: '2026-01-16', houses: 1, lines: 1, open: '50.00' },
    ]);
    // A month between: house 1's March line now follows February.
    await release(1, '2026-02-16', '30.00');
    expect(await expectConsistent()).toContainEqual({ due_date: '2026-03-16', prev_due: '2026-02-16', houses: 1, lines: 1, open: '50.00' });

    // A part payment moves the amount only; paying January off makes February house 1's oldest.
    await pay(1, [[a1, '40.00']]);
    expect(await expectConsistent()).toContainEqual({ due_date: '2026-01-16', prev_due: '-infinity', houses: 1, lines: 2, open: '80.00' });
    await pay(1, [[a1, '60.00'], [a2, '20.00']]);
    const afterJanuary = await expectConsistent();
    expect(afterJanuary.filter((p) => p.due_date === '2026-01-16')).toEqual([]);
    expect(afterJanuary).toContainEqual({ due_date: '2026-02-16', prev_due: '-infinity', houses: 1, lines: 1, open: '30.00' });

    // Paying everything of house 2 and reversing it puts it back.
    await pay(2, [[b1, '70.00']]);
    expect((await expectConsistent()).filter((p) => p.due_date === '2026-03-16' && p.prev_due === '-infinity')).toEqual([]);
    await pay(2, [[b1, '-70.00']]);
    expect(await expectConsistent()).toContainEqual({ due_date: '2026-03-16', prev_due: '-infinity', houses: 1, lines: 1, open: '70.00' });
    // Reopening house 1's January line (a reversal) puts its pairs back in order.
    await pay(1, [[a2, '-20.00']]);
    const reopened = await expectConsistent();
    expect(reopened).toContainEqual({ due_date: '2026-02-16', prev_due: '2026-01-16', houses: 1, lines: 1, open: '30.00' });
  });

  it('takes many houses in one statement', async () => {
    await database.sql`
      insert into bill_lines (company_id, estate_id, house_id, item_id, target_type, period, period_from, period_to, bill_key, gross, net, due_date, status, released_at)
      select ${company}, 7, 100 + h, i, 'house', '2025-' || lpad(m::text, 2, '0'), ('2025-' || lpad(m::text, 2, '0') || '-01')::date, ('2025-' || lpad(m::text, 2, '0') || '-28')::date,
             'bulk-' || h || '-' || i || '-' || m, 10.5, 10.5, ('2025-' || lpad(m::text, 2, '0') || '-16')::date, 'released', now()
      from generate_series(1, 40) h cross join generate_series(1, 2) i cross join generate_series(1, 6) m where (h + m) % 5 <> 0`;
    const kept = await expectConsistent();
    expect(kept.filter((p) => p.prev_due === '-infinity' && p.due_date < '2026-01-01').reduce((n, p) => n + p.houses, 0)).toBe(40);
  });
});
