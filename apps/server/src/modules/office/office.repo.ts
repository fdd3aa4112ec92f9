import { and, eq, lt, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// 会务管理 and 业委会成员 beside the owners' votes: the votes a meeting holds, and the members whose
// term has passed (shown as 任期届满).

const v = schema.ownerVotes;
const m = schema.committeeMembers;

/** How many votes the meeting holds, and how many of them are still open. */
export async function meetingVoteCounts(db: DbOrTx, companyId: number, meetingId: number) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, open: sql<number>`count(*) filter (where ${v.status} = 'open')::int` })
    .from(v)
    .where(and(eq(v.companyId, companyId), eq(v.meetingId, meetingId)));
  return { total: row?.total ?? 0, open: row?.open ?? 0 };
}

/**
 * 在任 members of every company whose term ended before `today` (YYYY-MM-DD, China's date) become
 * 任期届满; answers how many rows changed. One UPDATE whose condition its own change makes false, so a
 * second run (or another instance's at the same moment, which waits on the row locks and re-reads
 * the condition) changes nothing.
 */
export async function markEndedTerms(db: DbOrTx, today: string): Promise<number> {
  const rows = await db
    .update(m)
    .set({ status: '3' })
    .where(and(eq(m.status, '1'), lt(m.termEnd, today)))
    .returning({ id: m.id });
  return rows.length;
}
