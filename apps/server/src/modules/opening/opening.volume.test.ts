import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OpeningCheck, OpeningImport } from '@pm/contracts';
import { chinaToday } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildBook } from '../../../test/factories/accounting-books';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { multipartFile, xlsxOf } from '../../../test/factories/records';
import type { Envelope } from '../../../test/user-calls';

// A go-live file of 50,000 open fees (2,500 houses × 20 months) checked and committed in one job each, on
// both databases: the ledger's recount (lines, open amounts, the houses' receivables) equals the file's totals,
// to the cent, and the voucher's tie is zero. Amounts vary by house and month so a lost or doubled row shows.
const HOUSES = 2_500;
const MONTHS = 20;
const today = chinaToday();

let t: TestApp;
let w: ChargingWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, [{}]);
  await buildBook(t.database.db, w.companyId, { periods: [today.slice(0, 7)] });
  await t.database.db.execute(sql`
    insert into houses (company_id, estate_id, building_id, code, name, use_state, use_type, build_area)
    select h.company_id, h.estate_id, h.building_id, 'V' || lpad(n::text, 5, '0'), 'V' || n, '4', '1', 88
    from houses h, generate_series(1, ${HOUSES}) n where h.id = ${w.houses[0]!.id}`);
});
afterAll(() => t.close());

const month = (i: number) => `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
/** 物业费 of house n in month m: 100.00 + n cents + m yuan, so every row differs. */
const amountOf = (n: number, m: number) => (10_000 + n + m * 100) / 100;

it(`imports ${HOUSES * MONTHS} open fees in one job, equal to a recount`, async () => {
  const rows: (string | number | null)[][] = [['房屋编号', '收费项目', '所属期间', '应缴日期', '金额']];
  let cents = 0;
  for (let n = 1; n <= HOUSES; n++)
    for (let m = 0; m < MONTHS; m++) {
      rows.push([`V${String(n).padStart(5, '0')}`, 'WY', month(m), null, amountOf(n, m).toFixed(2)]);
      cents += 10_000 + n + m * 100;
    }
  const file = multipartFile('file', 'go-live.xlsx', await xlsxOf({ 期初欠费: rows }));
  const checked = await t.call<Envelope<OpeningCheck>>({ method: 'POST', url: '/api/opening/check', payload: file.payload, headers: { ...file.headers, ...(await t.as(w.clerk).headers()) } });
  expect(checked.status, JSON.stringify(checked.body).slice(0, 500)).toBe(200);
  const id = OpeningCheck.parse(checked.body.data).openingId!;
  const total = (cents / 100).toFixed(2);
  expect((await t.as(w.clerk).get(`/api/opening/${id}`)).body.data).toMatchObject({ arrearsRows: HOUSES * MONTHS, arrears: total });

  expect((await t.as(w.clerk).post(`/api/opening/${id}/commit`, { asOf: today, counterSubjectCode: '310401' })).status).toBe(200);
  let done: OpeningImport | undefined;
  for (let i = 0; i < 3000 && !done; i++) {
    const row = OpeningImport.parse((await t.as(w.clerk).get(`/api/opening/${id}`)).body.data);
    if (row.state !== 'committing') done = row;
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(done).toMatchObject({ state: 'done', error: null });
  expect(done!.tie!.difference).toBe('0.00');
  const [recount] = [
    ...(await t.database.db.execute<{ lines: number; net: string; open: string; owed: string; houses: number }>(sql`
      select (select count(*)::int from bill_lines where opening_id = ${id}) as lines,
             (select sum(net)::text from bill_lines where opening_id = ${id}) as net,
             (select sum(open)::text from bill_line_open where company_id = ${w.companyId}) as open,
             (select sum(open)::text from house_receivables where company_id = ${w.companyId}) as owed,
             (select count(*)::int from house_receivables where company_id = ${w.companyId} and open > 0) as houses`)),
  ];
  expect(recount).toEqual({ lines: HOUSES * MONTHS, net: total, open: total, owed: total, houses: HOUSES });
}, 600_000);
