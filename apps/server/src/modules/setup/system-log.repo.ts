import { and, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { newestFirst, pagedList } from '../records';

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
    like
      ? sql`${logs.userId} in (select ${users.id} from ${users} where ${or(ilike(users.name, like), ilike(users.username, like))})`
      : undefined,
  );
  return pagedList(
    db,
    {
      table: logs,
      where,
      ...newestFirst(logs.at, logs.id),
      columns: ['id', 'at', 'userId', 'recordKey', 'recordId', 'action', 'detail'],
      lookups: (onPage) => ({
        userName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${onPage(logs.userId)})`,
      }),
    },
    f.page,
    f.size,
  );
}
