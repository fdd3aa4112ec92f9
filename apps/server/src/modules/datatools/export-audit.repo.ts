import { and, asc, eq, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { likePattern, newestFirst, pagedList } from '../records';

const a = schema.exportAudits;
const u = schema.users;

export interface ExportAuditScope {
  companyIds: number[];
  /** Inclusive lower bound of the export time. */
  from?: Date | undefined;
  /** Exclusive upper bound of the export time. */
  before?: Date | undefined;
  /** Part of the exporter's name or account. */
  user?: string | undefined;
  recordKey?: string | undefined;
  /** Part of the usage. */
  usage?: string | undefined;
}

function auditWhere(f: ExportAuditScope): SQL | undefined {
  const user = f.user ? likePattern(f.user) : undefined;
  return and(
    inArray(a.companyId, f.companyIds),
    f.from ? gte(a.at, f.from) : undefined,
    f.before ? lt(a.at, f.before) : undefined,
    f.recordKey ? eq(a.recordKey, f.recordKey) : undefined,
    f.usage ? ilike(a.usage, likePattern(f.usage)) : undefined,
    user
      ? sql`${a.userId} in (select ${u.id} from ${u} where ${or(ilike(u.name, user), ilike(u.username, user))})`
      : undefined,
  );
}

const columns = {
  id: a.id,
  at: a.at,
  userName: u.name,
  username: u.username,
  recordKey: a.recordKey,
  usage: a.usage,
  auditor: a.auditor,
  auditDate: a.auditDate,
  filters: a.filters,
  rows: a.rows,
};

/** One page of export audits, newest first, with the exporter's name, and the total. */
export async function exportAuditPage(db: DbOrTx, f: ExportAuditScope, page: number, size: number) {
  const { total, rows } = await pagedList(
    db,
    {
      table: a,
      where: auditWhere(f),
      ...newestFirst(a.at, a.id),
      columns: ['id', 'at', 'recordKey', 'usage', 'auditor', 'auditDate', 'filters', 'rows'],
      lookups: (onPage) => ({
        userName: sql<string | null>`(select ${u.name} from ${u} where ${u.id} = ${onPage(a.userId)})`,
        username: sql<string | null>`(select ${u.username} from ${u} where ${u.id} = ${onPage(a.userId)})`,
      }),
    },
    page,
    size,
  );
  return { rows, total };
}

/** The next batch of export audits after an id, in id order (the Excel export's keyset read). */
export function exportAuditsAfter(db: DbOrTx, f: ExportAuditScope, afterId: number, size: number) {
  return db
    .select(columns)
    .from(a)
    .leftJoin(u, eq(u.id, a.userId))
    .where(and(auditWhere(f), gt(a.id, afterId)))
    .orderBy(asc(a.id))
    .limit(size);
}
