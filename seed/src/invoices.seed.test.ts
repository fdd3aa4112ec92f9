import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { buyerProblems, dec, isCreditCode, isInvoiceNumber, taxFromGross } from '@pm/domain';
import { runDemoSeed } from './index';
import { seedContext } from './seed-context';
import { DEMO_SEED } from './testing';

// 电子发票 demo data after the whole demo seed: the sellers the fake platform knows, the items' tax setup, and
// requests in every state that hold together as the server would have left them.
let database: Database;
const companies: Record<'SH' | 'HZ', number> = { SH: 0, HZ: 0 };

beforeAll(async () => {
  database = await openTestDatabase({ prepared: DEMO_SEED });
  await runDemoSeed(database.db);
  const ctx = seedContext(database.db);
  companies.SH = await ctx.company('SH');
  companies.HZ = await ctx.company('HZ');
}, 600_000);
afterAll(() => database?.close());

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => [...(await database.db.execute<T>(query))];

describe('电子发票 demo seed', { timeout: 60_000 }, () => {
  it('makes each regional company a seller under the credit code the fake platform registered', async () => {
    const sellers = await rows<{ company_id: number; seller_tax_id: string; merge_mode: string }>(sql`select company_id, seller_tax_id, merge_mode from invoice_settings order by company_id`);
    const byCompany = new Map(sellers.map((s) => [Number(s.company_id), s]));
    expect(byCompany.get(companies.SH)?.seller_tax_id).toBe('91310115MA1K4PM3XC');
    expect(byCompany.get(companies.HZ)?.seller_tax_id).toBe('91330106MA2CFH7E53');
    expect(sellers.every((s) => isCreditCode(s.seller_tax_id))).toBe(true);
  });

  it('sets up the charge items at their rates (物业 6 %, 水费 9 % / 3 % 简易征收, 停车 9 %), not 代收代付 or deposits', async () => {
    const items = await rows<{ company_id: number; code: string; tax_code: string; rate: string; policy_flag: string | null; pass_through: boolean }>(sql`
      select t.company_id, ci.code, t.tax_code, t.rate::text as rate, t.policy_flag, ci.pass_through
      from invoice_tax_items t join charge_items ci on ci.id = t.item_id`);
    const of = (company: number, code: string) => items.find((i) => Number(i.company_id) === company && i.code === code);
    expect(of(companies.SH, 'WY01')).toMatchObject({ tax_code: '3040801010000000000', rate: '0.0600' });
    expect(of(companies.SH, 'SF01')).toMatchObject({ tax_code: '1100301010000000000', rate: '0.0900', policy_flag: null });
    expect(of(companies.HZ, 'SF01')).toMatchObject({ rate: '0.0300', policy_flag: '01' });
    expect(of(companies.SH, 'TC01')).toMatchObject({ tax_code: '3040502020200000000', rate: '0.0900' });
    for (const code of ['RQ01', 'YJ01', 'YS01']) expect(of(companies.SH, code)).toBeUndefined();
    expect(items.every((i) => !i.pass_through && /^\d{19}$/.test(i.tax_code))).toBe(true);
  });

  it('leaves requests of recent receipts in each state, the failed one with the platform’s words', async () => {
    const requests = await rows<{ id: number; direction: string; state: string; fail_reason: string; gross: string; net: string; tax: string; blue_request_id: number | null }>(sql`
      select id, direction, state, fail_reason, gross::text, net::text, tax::text, blue_request_id from invoice_requests where company_id = ${companies.SH} order by id`);
    expect(new Set(requests.map((r) => `${r.direction}:${r.state}`))).toEqual(new Set(['blue:issued', 'blue:reversed', 'blue:issuing', 'blue:failed', 'blue:pending', 'red:issued']));
    expect(requests.find((r) => r.state === 'failed')?.fail_reason).toBe('购方税号有误');
    // Every buyer is one the server would have accepted (a company's tax id with a right check character).
    const buyers = await rows<{ buyer_type: string; buyer_name: string; buyer_tax_id: string }>(sql`select buyer_type, buyer_name, buyer_tax_id from invoice_requests`);
    expect(buyers.filter((b) => buyerProblems({ kind: b.buyer_type === 'company' ? 'company' : 'person', name: b.buyer_name, taxId: b.buyer_tax_id }).length > 0)).toEqual([]);
    const red = requests.find((r) => r.direction === 'red')!;
    const blue = requests.find((r) => Number(r.id) === Number(red.blue_request_id))!;
    expect(blue.state).toBe('reversed');
    expect(dec(red.gross).neg().toFixed(2)).toBe(blue.gross);
    const [letter] = await rows<{ state: string; partial: boolean; reason: string }>(sql`select state, partial, reason from invoice_red_letters where request_id = ${red.id}`);
    expect(letter).toEqual({ state: '01', partial: false, reason: '2' });
    const hz = await rows<{ n: number }>(sql`select count(*)::int as n from invoice_requests where company_id = ${companies.HZ}`);
    expect(Number(hz[0]?.n)).toBeGreaterThan(0);
  });

  it('holds together: lines split by the domain and summed into their request, invoices for the issued ones, nothing invoiced beyond what was paid', async () => {
    const lines = await rows<{ request_id: number; gross: string; net: string; tax: string; rate: string; covered: string }>(sql`
      select l.request_id, l.gross::text as gross, l.net::text as net, l.tax::text as tax, l.rate::text as rate, l.covered::text as covered from invoice_lines l`);
    for (const l of lines) {
      const split = taxFromGross(dec(l.gross).abs().toFixed(2), l.rate);
      expect(dec(l.net).abs().toFixed(2)).toBe(split.net);
      expect(dec(l.tax).abs().toFixed(2)).toBe(split.tax);
      expect(l.covered).toBe(l.gross);
    }
    const mismatched = await rows(sql`
      select r.id from invoice_requests r join invoice_lines l on l.request_id = r.id
      group by r.id having sum(l.gross) <> max(r.gross) or sum(l.net) <> max(r.net) or sum(l.tax) <> max(r.tax)`);
    expect(mismatched).toEqual([]);
    const invoices = await rows<{ number: string; state: string; gross: string; req_gross: string }>(sql`
      select i.number, r.state, i.gross::text as gross, r.gross::text as req_gross from invoices i join invoice_requests r on r.id = i.request_id`);
    expect(invoices.length).toBeGreaterThanOrEqual(4);
    expect(invoices.every((i) => isInvoiceNumber(i.number) && i.gross === i.req_gross && ['issued', 'reversed'].includes(i.state))).toBe(true);
    const without = await rows(sql`select r.id from invoice_requests r left join invoices i on i.request_id = r.id where r.state in ('issued', 'reversed') and i.id is null`);
    expect(without).toEqual([]);
    // The running totals: what stands invoiced per receipt line (a failed request gave its lines back; blue + red = 0).
    const totals = await rows<{ allocation_id: number; invoiced: string; expected: string; paid: string }>(sql`
      select t.allocation_id, t.invoiced::text as invoiced, a.principal + a.late_fee as paid,
        coalesce((select sum(l.covered) from invoice_lines l join invoice_requests r on r.id = l.request_id
          where l.allocation_id = t.allocation_id and r.state not in ('failed', 'cancelled')), 0)::text as expected
      from invoice_allocation_totals t join payment_allocations a on a.id = t.allocation_id`);
    expect(totals.length).toBeGreaterThan(0);
    for (const t of totals) {
      expect(dec(t.invoiced).equals(dec(t.expected))).toBe(true);
      expect(dec(t.invoiced).lte(dec(String(t.paid)))).toBe(true);
    }
  });
});
