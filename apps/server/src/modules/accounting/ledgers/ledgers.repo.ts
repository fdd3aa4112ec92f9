import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// The ledgers' reads: subjects, opening balances and the period totals (acct_subject_totals, kept by
// the posting trigger), plus the posted lines of the detail ledger. Balances never sum voucher lines.

const s = schema.acctSubjects;
const t = schema.acctSubjectTotals;
const o = schema.acctOpeningBalances;
const v = schema.acctVouchers;
const l = schema.acctVoucherLines;

export const bookOf = async (db: DbOrTx, companyId: number) =>
  (await db.select().from(schema.acctBooks).where(eq(schema.acctBooks.companyId, companyId)))[0];

export const subjectsOf = (db: DbOrTx, companyId: number) =>
  db
    .select({ id: s.id, code: s.code, name: s.name, category: s.category, direction: s.direction, parentId: s.parentId, level: s.level })
    .from(s)
    .where(eq(s.companyId, companyId))
    .orderBy(asc(s.code));

/**
 * Per leaf subject with figures: `before` Σ(opening + debit − credit) before `from` (debit-positive),
 * the range's debit and credit, and the year's (`yearFrom` .. `to`). Numeric text, exact.
 */
export async function leafFigures(db: DbOrTx, companyId: number, from: string, to: string, yearFrom: string) {
  const rows = await db.execute<{ subject_id: string; before: string; debit: string; credit: string; year_debit: string; year_credit: string }>(sql`
    select x.subject_id,
      sum(x.before)::text as before, sum(x.debit)::text as debit, sum(x.credit)::text as credit,
      sum(x.year_debit)::text as year_debit, sum(x.year_credit)::text as year_credit
    from (
      select ${o.subjectId} as subject_id, ${o.amount} as before, 0::numeric as debit, 0::numeric as credit,
             0::numeric as year_debit, 0::numeric as year_credit
      from ${o} where ${o.companyId} = ${companyId}
      union all
      select ${t.subjectId},
        case when ${t.period} < ${from} then ${t.debit} - ${t.credit} else 0 end,
        case when ${t.period} >= ${from} then ${t.debit} else 0 end,
        case when ${t.period} >= ${from} then ${t.credit} else 0 end,
        case when ${t.period} >= ${yearFrom} then ${t.debit} else 0 end,
        case when ${t.period} >= ${yearFrom} then ${t.credit} else 0 end
      from ${t} where ${t.companyId} = ${companyId} and ${t.period} <= ${to}
    ) x group by x.subject_id`);
  return [...rows].map((r) => ({
    subjectId: Number(r.subject_id),
    before: r.before,
    debit: r.debit,
    credit: r.credit,
    yearDebit: r.year_debit,
    yearCredit: r.year_credit,
  }));
}

/** The period totals of a company between two periods (both included), per subject and period. */
export const totalsBetween = (db: DbOrTx, companyId: number, from: string, to: string) =>
  db
    .select({ subjectId: t.subjectId, period: t.period, debit: t.debit, credit: t.credit })
    .from(t)
    .where(and(eq(t.companyId, companyId), gte(t.period, from), lte(t.period, to)));

/** Posted lines of some subjects in a period range, in book order, with Σ(debit − credit) of the lines before each page. */
export async function postedLinesPage(db: DbOrTx, companyId: number, subjectIds: number[], from: string, to: string, offset: number, limit: number) {
  const where = and(eq(l.companyId, companyId), inArray(l.subjectId, subjectIds), eq(v.status, 4), gte(v.period, from), lte(v.period, to));
  const rows = await db
    .select({
      voucherId: v.id,
      voucherDate: v.voucherDate,
      period: v.period,
      word: v.word,
      number: v.number,
      summary: l.summary,
      subjectId: l.subjectId,
      debit: l.debit,
      credit: l.credit,
      before: sql<string>`(coalesce(sum(${l.debit} - ${l.credit}) over (order by ${v.period}, ${v.voucherDate}, ${v.word}, ${v.number}, ${l.seq} rows between unbounded preceding and 1 preceding), 0))::text`,
    })
    .from(l)
    .innerJoin(v, eq(v.id, l.voucherId))
    .where(where)
    .orderBy(asc(v.period), asc(v.voucherDate), asc(v.word), asc(v.number), asc(l.seq))
    .offset(offset)
    .limit(limit);
  const [sum] = await db
    .select({ count: sql<number>`count(*)::int`, debit: sql<string>`coalesce(sum(${l.debit}), 0)::text`, credit: sql<string>`coalesce(sum(${l.credit}), 0)::text` })
    .from(l)
    .innerJoin(v, eq(v.id, l.voucherId))
    .where(where);
  return { rows, total: sum?.count ?? 0, debit: sum?.debit ?? '0', credit: sum?.credit ?? '0' };
}
