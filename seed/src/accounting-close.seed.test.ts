import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { CHART_TEMPLATES, parentCode, TEMPLATE_CODE_SCHEME } from '@pm/domain';
import { seedAccountingClose } from './accounting-close.seed';
import { seedContext } from './seed-context';

// The closing step over a book of its own (the accounting step's data comes from another branch):
// periods close in order with their 结转损益 vouchers, and closing stops at a voucher not 已登账.

let database: Database;
let companyId = 0;
const ids = new Map<string, number>();

async function voucher(period: string, number: number, lines: [string, string, string][], status = 4) {
  const db = database.db;
  const [v] = await db.insert(schema.acctVouchers).values({ companyId, period, word: '记', number, voucherDate: `${period}-10` }).returning({ id: schema.acctVouchers.id });
  await db.insert(schema.acctVoucherLines).values(lines.map(([code, debit, credit], i) => ({ companyId, voucherId: v!.id, seq: i + 1, summary: '测试', subjectId: ids.get(code)!, debit, credit })));
  await db.update(schema.acctVouchers).set({ status }).where(eq(schema.acctVouchers.id, v!.id));
}

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const [c] = await db.insert(schema.companies).values({ code: 'ACCT-CLOSE', name: '结账测试物业', nick: '结账', level: 2, type: 'A', phone: '021-55550000', address: '上海' }).returning();
  companyId = c!.id;
  await db.insert(schema.acctBooks).values({ companyId, chart: 'small', startPeriod: '2026-01' });
  for (const s of CHART_TEMPLATES.small) {
    const parent = parentCode(s.code, TEMPLATE_CODE_SCHEME);
    const [row] = await db.insert(schema.acctSubjects).values({ companyId, code: s.code, name: s.name, category: s.category, direction: s.direction === 'credit' ? 'C' : 'D', parentId: parent ? ids.get(parent) : null, level: s.code.length / 2 - 1 }).returning();
    ids.set(s.code, row!.id);
  }
  for (const p of ['2026-01', '2026-02', '2026-03', '2026-04']) await db.insert(schema.acctPeriods).values({ companyId, period: p });
  await voucher('2026-01', 1, [['1002', '1000.00', '0'], ['500101', '0', '1000.00']]);
  await voucher('2026-01', 2, [['560201', '250.50', '0'], ['1002', '0', '250.50']]);
  await voucher('2026-02', 1, [['1002', '300.00', '0'], ['500101', '0', '300.00']]);
  await voucher('2026-03', 1, [['1002', '1.00', '0'], ['500101', '0', '1.00']], 3);
  await seedAccountingClose(seedContext(db), ['2026-01', '2026-02', '2026-03', '2026-04']);
});
afterAll(() => database.close());

describe('accounting-close seed step', () => {
  it('closes the periods in order and stops at the one with a voucher not 已登账', async () => {
    const rows = await database.db.select().from(schema.acctPeriods).where(eq(schema.acctPeriods.companyId, companyId)).orderBy(schema.acctPeriods.period);
    expect(rows.map((r) => [r.period, r.status])).toEqual([['2026-01', 'closed'], ['2026-02', 'closed'], ['2026-03', 'open'], ['2026-04', 'open']]);
  });

  it('posts each month\'s 结转损益: 损益 subjects at zero, 本年利润 holding the profit', async () => {
    const balances = await database.db.execute<{ code: string; net: string }>(sql`
      select s.code, sum(t.credit - t.debit)::text as net from acct_subject_totals t join acct_subjects s on s.id = t.subject_id
      where t.company_id = ${companyId} and t.period <= '2026-02' group by s.code order by s.code`);
    const net = Object.fromEntries([...balances].map((b) => [b.code, b.net]));
    expect(net).toMatchObject({ '500101': '0.00', '560201': '0.00', '3103': '1049.50' });
    const closing = await database.db.select().from(schema.acctVouchers).where(eq(schema.acctVouchers.source, 'closing'));
    expect(closing.map((v) => [v.period, v.number, v.sourceRef, v.status, v.totalDebit])).toEqual([
      ['2026-01', 3, 'closing:2026-01:1', 4, '1250.50'],
      ['2026-02', 2, 'closing:2026-02:1', 4, '300.00'],
    ]);
  });
});
