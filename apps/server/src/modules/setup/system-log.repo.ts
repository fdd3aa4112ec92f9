import { and, count, desc, eq, gte, ilike, inArray, lt, or } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const logs = schema.operationLogs;
const users = schema.users;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface SystemLogFilter {
  companyIds: number[];
  /** Inclusive lower bound of the log time. */
  from?: Date | undefined;
  /** Exclusive upper bound of the log time. */
  before?: Date | undefined;
  recordKey?: string | undefined;
  action?: string | undefined;
  /** Part of the acting user's name or username. */
  user?: string | undefined;
  page: number;
  size: number;
}

/** One page of operation logs (newest first) with the acting user's name, and the total. */
export async function findSystemLogs(db: DbOrTx, f: SystemLogFilter) {
  const like = f.user ? `%${escapeLike(f.user)}%` : undefined;
  const where = and(
    inArray(logs.companyId, f.companyIds),
    f.from ? gte(logs.at, f.from) : undefined,
    f.before ? lt(logs.at, f.before) : undefined,
    f.recordKey ? eq(logs.recordKey, f.recordKey) : undefined,
    f.action ? eq(logs.action, f.action) : undefined,
    like ? or(ilike(users.name, like), ilike(users.username, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: logs.id,
        at: logs.at,
        userId: logs.userId,
        userName: users.name,
        recordKey: logs.recordKey,
        recordId: logs.recordId,
        action: logs.action,
        detail: logs.detail,
      })
      .from(logs)
      .leftJoin(users, eq(users.id, logs.userId))
      .where(where)
      .orderBy(desc(logs.at), desc(logs.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db.select({ n: count() }).from(logs).leftJoin(users, eq(users.id, logs.userId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
