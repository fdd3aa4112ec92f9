import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { likePattern, pagedList, type SortOrder } from '../../records';

// 凭证查询: the voucher list's filters, sorts and sums.

const v = schema.acctVouchers;
const l = schema.acctVoucherLines;
const s = schema.acctSubjects;
const u = schema.users;

export const VOUCHER_SORT_COLUMNS = {
  number: v.number,
  voucherDate: v.voucherDate,
  amount: v.totalDebit,
  createdAt: v.id,
} as const;

export interface VoucherFilter {
  period?: string | undefined;
  periodFrom?: string | undefined;
  periodTo?: string | undefined;
  word?: string | undefined;
  status?: number[] | undefined;
  numberFrom?: number | undefined;
  numberTo?: number | undefined;
  makerId?: number | undefined;
  /** The subject's code: lines on it or below it. */
  subjectCode?: string | undefined;
  keyword?: string | undefined;
  source?: string | undefined;
  reversed?: boolean | undefined;
}

function scope(companyId: number, f: VoucherFilter): SQL | undefined {
  const reversedBy = sql`exists (select 1 from ${v} r where r.reversal_of = ${v.id})`;
  return and(
    eq(v.companyId, companyId),
    f.period ? eq(v.period, f.period) : undefined,
    f.periodFrom ? gte(v.period, f.periodFrom) : undefined,
    f.periodTo ? lte(v.period, f.periodTo) : undefined,
    f.word ? eq(v.word, f.word) : undefined,
    f.status?.length ? inArray(v.status, f.status) : undefined,
    f.numberFrom ? gte(v.number, f.numberFrom) : undefined,
    f.numberTo ? lte(v.number, f.numberTo) : undefined,
    f.makerId ? eq(v.makerId, f.makerId) : undefined,
    f.source ? eq(v.source, f.source) : undefined,
    f.subjectCode
      ? sql`exists (select 1 from ${l} join ${s} on ${s.id} = ${l.subjectId} where ${l.voucherId} = ${v.id} and ${s.code} like ${`${f.subjectCode}%`})`
      : undefined,
    f.keyword
      ? sql`exists (select 1 from ${l} where ${l.voucherId} = ${v.id} and ${l.summary} ilike ${likePattern(f.keyword)})`
      : undefined,
    f.reversed === true ? reversedBy : f.reversed === false ? sql`not ${reversedBy}` : undefined,
  );
}

const userName = (id: unknown) => sql<string | null>`(select ${u.name} from ${u} where ${u.id} = ${id})`;

export function voucherPage(
  db: DbOrTx,
  companyId: number,
  f: VoucherFilter,
  sort: { field: keyof typeof VOUCHER_SORT_COLUMNS; order: SortOrder },
  page: number,
  size: number,
) {
  return pagedList(
    db,
    {
      table: v,
      where: scope(companyId, f),
      sort: { column: VOUCHER_SORT_COLUMNS[sort.field], order: sort.order },
      tiebreak: v.id,
      lookups: (onPage) => ({
        makerName: userName(onPage(v.makerId)),
        auditorName: userName(onPage(v.auditorId)),
        posterName: userName(onPage(v.posterId)),
        summary: sql<
          string | null
        >`(select ${l.summary} from ${l} where ${l.voucherId} = ${onPage(v.id)} order by ${l.seq} limit 1)`,
        lineCount: sql<number>`(select count(*)::int from ${l} where ${l.voucherId} = ${onPage(v.id)})`,
        reversedById: sql<number | null>`(select r.id from ${v} r where r.reversal_of = ${onPage(v.id)})`,
      }),
    },
    page,
    size,
  );
}

/** Σ debit and Σ credit of every voucher the filter keeps. */
export async function voucherSums(
  db: DbOrTx,
  companyId: number,
  f: VoucherFilter,
): Promise<{ debit: string; credit: string }> {
  const [row] = await db
    .select({
      debit: sql<string>`coalesce(sum(${v.totalDebit}), 0)::numeric(16, 2)::text`,
      credit: sql<string>`coalesce(sum(${v.totalCredit}), 0)::numeric(16, 2)::text`,
    })
    .from(v)
    .where(scope(companyId, f));
  return { debit: row?.debit ?? '0.00', credit: row?.credit ?? '0.00' };
}
