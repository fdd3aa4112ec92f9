import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// 工单时效报表: the company's orders with an SLA (plan tasks have none) finished inside the range, or still open and
// created by its end, with their team's name.

const o = schema.workOrders;
const tm = schema.workTeams;
const OPEN = ['pending', 'assigned', 'accepted', 'arrived', 'working', 'paused'];

export async function slaReportOrders(db: DbOrTx, companyId: number, range: { from: Date; to: Date; teamId?: number }) {
  return db
    .select({ order: o, teamName: tm.name })
    .from(o)
    .leftJoin(tm, eq(tm.id, o.teamId))
    .where(
      and(
        eq(o.companyId, companyId),
        isNotNull(o.slaClass),
        ne(o.state, 'cancelled'),
        range.teamId === undefined ? undefined : eq(o.teamId, range.teamId),
        or(
          and(gte(o.finishedAt, range.from), lt(o.finishedAt, range.to)),
          and(isNull(o.finishedAt), inArray(o.state, OPEN), lt(o.createdAt, range.to)),
        ),
      ),
    )
    .orderBy(asc(o.id));
}

/** The team's name when it is the company's (the filter's label). */
export async function teamName(db: DbOrTx, companyId: number, teamId: number) {
  const [row] = await db
    .select({ name: tm.name })
    .from(tm)
    .where(and(eq(tm.id, teamId), eq(tm.companyId, companyId)));
  return row?.name;
}
