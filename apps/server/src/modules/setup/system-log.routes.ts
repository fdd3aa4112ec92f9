import { and, count, desc, eq, gte, ilike, inArray, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findRecord, LOG_SUBJECTS, systemLogEndpoints } from '@pm/contracts';
import { schema, type Db } from '@pm/db';
import { registerEndpoint } from '../../http/register-endpoint';
import { visibleCompanyIds } from '../../http/company-scope';
import type { Session } from '../../http/session';

const logs = schema.operationLogs;
const users = schema.users;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The day after a YYYY-MM-DD, for an inclusive "to" filter on a timestamp. */
const nextDay = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/** Days are the company's (China, UTC+8): "from 2026-11-21" starts at 2026-11-21 00:00 +08:00. */
const chinaMidnight = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

async function companiesOf(db: Db, session: Session): Promise<number[]> {
  return session.role === 'emp' ? [session.companyId] : visibleCompanyIds(db, session.companyId);
}

export function systemLogRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, systemLogEndpoints.listSystemLog, async ({ input, session }) => {
    const like = input.user ? `%${escapeLike(input.user)}%` : undefined;
    const where = and(
      inArray(logs.companyId, await companiesOf(db, session)),
      input.from ? gte(logs.at, chinaMidnight(input.from)) : undefined,
      input.to ? lt(logs.at, chinaMidnight(nextDay(input.to))) : undefined,
      input.recordKey ? eq(logs.recordKey, input.recordKey) : undefined,
      input.action ? eq(logs.action, input.action) : undefined,
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
        .limit(input.size)
        .offset((input.page - 1) * input.size),
      db.select({ n: count() }).from(logs).leftJoin(users, eq(users.id, logs.userId)).where(where),
    ]);
    return {
      total: Number(total?.n ?? 0),
      page: input.page,
      size: input.size,
      rows: rows.map((r) => ({
        ...r,
        at: r.at.toISOString(),
        recordTitle: findRecord(r.recordKey)?.title.cn ?? LOG_SUBJECTS[r.recordKey]?.cn ?? r.recordKey,
        detail: r.detail ?? undefined,
      })),
    };
  });
}
