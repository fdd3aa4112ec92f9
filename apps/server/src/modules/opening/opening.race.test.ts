import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OpeningCheck, OpeningImport, counterEndpoints as c } from '@pm/contracts';
import { chinaToday } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildBook } from '../../../test/factories/accounting-books';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { multipartFile, xlsxOf } from '../../../test/factories/records';
import type { Envelope } from '../../../test/user-calls';

// Actions racing on one import's state, on PostgreSQL (PGlite serves one connection, so requests would
// queue): an undo racing a counter payment of one of its lines ends with exactly one of them; two
// imports of overlapping rows committed at once end with one import of them in the ledger.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 6);
const today = chinaToday();
const HEADER = ['房屋编号', '收费项目', '所属期间', '期间止', '应缴日期', '金额', '备注'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function world() {
  const w = await buildChargingWorld(t.database.db, [{}]);
  await buildBook(t.database.db, w.companyId, { periods: [today.slice(0, 7)] });
  return w;
}

async function checked(w: ChargingWorld, amount: string): Promise<number> {
  const m = multipartFile('file', 'o.xlsx', await xlsxOf({ 期初欠费: [HEADER, [w.houses[0]!.code, 'WY', '2024-05', null, null, amount, null]] }));
  const res = await t.call<Envelope<OpeningCheck>>({ method: 'POST', url: '/api/opening/check', payload: m.payload, headers: { ...m.headers, ...(await t.as(w.clerk).headers()) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return OpeningCheck.parse(res.body.data).openingId!;
}

async function settled(w: ChargingWorld, id: number): Promise<OpeningImport> {
  for (let i = 0; i < 600; i++) {
    const row = OpeningImport.parse((await t.as(w.clerk).get(`/api/opening/${id}`)).body.data);
    if (row.state !== 'committing' && row.state !== 'undoing') return row;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error('opening job did not end');
}

const commit = (w: ChargingWorld, id: number) => t.as(w.clerk).post(`/api/opening/${id}/commit`, { asOf: today, counterSubjectCode: '310401' });

async function ledgerOf(w: ChargingWorld) {
  const [row] = [
    ...(await t.database.db.execute<{ lines: number; open: string; paid: string; owed: string | null }>(sql`
      select (select count(*)::int from bill_lines l where l.company_id = ${w.companyId} and l.reversal_of is null and not exists (select 1 from bill_lines r where r.reversal_of = l.id)) as lines,
             (select coalesce(sum(open), 0)::numeric(14, 2)::text from bill_line_open where company_id = ${w.companyId}) as open,
             (select coalesce(sum(principal), 0)::numeric(14, 2)::text from payment_allocations where company_id = ${w.companyId}) as paid,
             (select open::text from house_receivables where house_id = ${w.houses[0]!.id}) as owed`)),
  ];
  return row!;
}

describe.skipIf(!onPostgres)('期初导入 under races (PostgreSQL)', () => {
  it(`an undo racing a counter payment of its line: exactly one wins (${ROUNDS} rounds)`, async () => {
    const outcomes = { paid: 0, undone: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const w = await world();
      const id = await checked(w, '321.45');
      expect((await commit(w, id)).status).toBe(200);
      expect((await settled(w, id)).state).toBe('done');
      const [line] = [...(await t.database.db.execute<{ id: string }>(sql`select id from bill_lines where opening_id = ${id}`))];
      const [undo, pay] = await Promise.all([
        t.as(w.clerk).post(`/api/opening/${id}/undo`, { reason: '竞争' }),
        // The undo's task starts a moment after its request: the payment comes at varied moments around it.
        new Promise((resolve) => setTimeout(resolve, (round * 37) % 120)).then(() =>
          t.as(w.clerk).post(c.pay.path, { houseId: w.houses[0]!.id, settleType: '1', lineIds: [Number(line!.id)], total: '321.45', tenders: [{ method: '1', amount: '321.45' }] }),
        ),
      ]);
      const end = await settled(w, id);
      const ledger = await ledgerOf(w);
      expect(ledger.open).toBe('0.00');
      if (end.state === 'undone') {
        expect(pay.status).toBe(409);
        expect(ledger).toMatchObject({ lines: 0, paid: '0.00' });
        outcomes.undone++;
      } else {
        expect(end.state).toBe('done');
        expect(pay.status, JSON.stringify(pay.body)).toBe(200);
        expect([200, 409]).toContain(undo.status);
        if (undo.status === 200) expect(end.error).toContain('不能撤销整批导入');
        expect(ledger).toMatchObject({ lines: 1, paid: '321.45' });
        outcomes.paid++;
      }
    }
    expect(outcomes.paid + outcomes.undone).toBe(ROUNDS);
  });

  it(`two imports of the same fee committed at once: one reaches the ledger (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const w = await world();
      const [a, b] = [await checked(w, '100.00'), await checked(w, '100.00')];
      const answers = await Promise.all([commit(w, a), commit(w, b)]);
      const ends = [await settled(w, a), await settled(w, b)];
      expect(ends.filter((e) => e.state === 'done')).toHaveLength(1);
      const loser = ends.find((e) => e.state !== 'done')!;
      expect(loser.state).toBe('checked');
      const refusedAtRequest = answers.find((r) => r.status !== 200);
      if (refusedAtRequest) expect(refusedAtRequest.body.msg).toBe('另一批期初导入正在导入或撤销，请等它结束后再试');
      else expect(loser.error).toContain('不能重复导入');
      expect(await ledgerOf(w)).toMatchObject({ lines: 1, open: '100.00', owed: '100.00' });
    }
  });
});
