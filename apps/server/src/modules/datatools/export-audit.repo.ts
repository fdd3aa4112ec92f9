import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { likePattern } from '../records';

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
    user ? or(ilike(u.name, user), ilike(u.username, user)) : undefined,
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
  const where = auditWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(a)
      .leftJoin(u, eq(u.id, a.userId))
      .where(where)
      .orderBy(desc(a.at), desc(a.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(a).leftJoin(u, eq(u.id, a.userId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
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
