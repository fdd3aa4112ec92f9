import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@pm/db';
import { CHART_TEMPLATES, parentCode, TEMPLATE_CODE_SCHEME, type ChartTemplateKey } from '@pm/domain';

// Accounting test data written straight into the tables, the way the triggers require: a book with
// a chart template's subjects, open periods, opening balances, and vouchers inserted as 待修改, given
// lines, then moved to their status (已登账 posts into the period totals).

export interface Book {
  companyId: number;
  chart: ChartTemplateKey;
  subjects: Map<string, number>;
}

export async function buildBook(
  db: Db,
  companyId: number,
  options: { chart?: ChartTemplateKey; periods?: string[]; renumberOnClose?: boolean; wordMode?: 'single' | 'split' } = {},
): Promise<Book> {
  const chart = options.chart ?? 'small';
  const periods = options.periods ?? ['2026-01'];
  await db.insert(schema.acctBooks).values({
    companyId,
    chart,
    startPeriod: periods[0] ?? '2026-01',
    renumberOnClose: options.renumberOnClose ?? true,
    wordMode: options.wordMode ?? 'single',
  });
  const subjects = new Map<string, number>();
  for (const s of CHART_TEMPLATES[chart]) {
    const parent = parentCode(s.code, TEMPLATE_CODE_SCHEME);
    const [row] = await db
      .insert(schema.acctSubjects)
      .values({
        companyId,
        code: s.code,
        name: s.name,
        category: s.category,
        direction: s.direction === 'credit' ? 'C' : 'D',
        parentId: parent ? (subjects.get(parent) ?? null) : null,
        level: s.code.length === 4 ? 1 : s.code.length === 6 ? 2 : 3,
      })
      .returning({ id: schema.acctSubjects.id });
    subjects.set(s.code, row!.id);
  }
  for (const period of periods) await db.insert(schema.acctPeriods).values({ companyId, period });
  return { companyId, chart, subjects };
}

/** Opening balances: code → debit-positive amount. */
export async function setOpenings(db: Db, book: Book, amounts: Record<string, string>) {
  for (const [code, amount] of Object.entries(amounts))
    await db.insert(schema.acctOpeningBalances).values({ companyId: book.companyId, subjectId: book.subjects.get(code)!, amount });
}

export interface LineSpec { code: string; debit?: string; credit?: string; summary?: string }

let numbers = 0;
/** A voucher of the period with the lines, moved to `status` (default 4 已登账). Returns its id. */
export async function buildVoucher(
  db: Db,
  book: Book,
  period: string,
  lines: LineSpec[],
  options: { status?: 1 | 2 | 3 | 4; number?: number; word?: string; day?: string } = {},
): Promise<number> {
  numbers += 1;
  const [v] = await db
    .insert(schema.acctVouchers)
    .values({
      companyId: book.companyId,
      period,
      word: options.word ?? '记',
      number: options.number ?? 1000 + numbers,
      voucherDate: `${period}-${options.day ?? '15'}`,
    })
    .returning({ id: schema.acctVouchers.id });
  await db.insert(schema.acctVoucherLines).values(
    lines.map((l, i) => ({
      companyId: book.companyId,
      voucherId: v!.id,
      seq: i + 1,
      summary: l.summary ?? '测试',
      subjectId: book.subjects.get(l.code)!,
      debit: l.debit ?? '0',
      credit: l.credit ?? '0',
    })),
  );
  const status = options.status ?? 4;
  if (status > 1) await db.update(schema.acctVouchers).set({ status }).where(eq(schema.acctVouchers.id, v!.id));
  return v!.id;
}

/** Period totals of a company as code → [debit, credit] (what the trigger added). */
export async function totalsOf(db: Db, book: Book, period: string) {
  const rows = await db.execute<{ code: string; debit: string; credit: string }>(sql`
    select s.code, t.debit::text, t.credit::text from acct_subject_totals t join acct_subjects s on s.id = t.subject_id
    where t.company_id = ${book.companyId} and t.period = ${period} order by s.code`);
  return Object.fromEntries([...rows].map((r) => [r.code, [r.debit, r.credit]]));
}
