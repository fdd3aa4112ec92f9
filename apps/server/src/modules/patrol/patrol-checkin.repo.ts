import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { ACCEPTED_VERDICTS, PATROL_PLAN_RUNNING } from '@pm/domain';

// 巡查签到's tables: rounds (one per plan and China day) and the append-only scans.

const plans = schema.patrolPlans;
const rounds = schema.patrolRounds;
const scans = schema.patrolScans;
const staff = schema.staffProfiles;

/** The caller's staff record (员工档案) in their company, if any. */
export async function staffIdOf(db: DbOrTx, companyId: number, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.userId, userId), isNull(staff.deletedAt)));
  return row?.id ?? null;
}

const planColumns = {
  id: plans.id,
  planName: plans.planName,
  route: plans.route,
  checkpoints: plans.checkpoints,
  inspectorId: plans.inspectorId,
  status: plans.status,
  startDate: plans.startDate,
  endDate: plans.endDate,
};

/** A live plan of the company. */
export async function planOf(db: DbOrTx, companyId: number, planId: number) {
  const [row] = await db
    .select(planColumns)
    .from(plans)
    .where(and(eq(plans.companyId, companyId), eq(plans.id, planId), isNull(plans.deletedAt)));
  return row;
}
export type ScanPlanRow = NonNullable<Awaited<ReturnType<typeof planOf>>>;

/** The inspector's 执行中 plans whose dates hold the day, oldest first. */
export async function runningPlansOf(db: DbOrTx, companyId: number, inspectorId: number, day: string) {
  return db
    .select(planColumns)
    .from(plans)
    .where(
      and(
        eq(plans.companyId, companyId),
        eq(plans.inspectorId, inspectorId),
        eq(plans.status, PATROL_PLAN_RUNNING),
        lte(plans.startDate, day),
        gte(plans.endDate, day),
        isNull(plans.deletedAt),
      ),
    )
    .orderBy(asc(plans.startDate), asc(plans.id));
}

export interface NewRound {
  companyId: number;
  planId: number;
  inspectorId: number;
  day: string;
  pointCount: number;
  startedAt: Date;
}

/**
 * The plan's round of the day, made if none, locked for the rest of the transaction: two first scans at once make
 * one round (the unique plan × day), and the scans of one round are decided one after the other.
 */
export async function lockRound(tx: DbOrTx, r: NewRound) {
  await tx
    .insert(rounds)
    .values({ ...r, state: '巡检中' })
    .onConflictDoNothing({ target: [rounds.planId, rounds.day] });
  const [row] = await tx
    .select()
    .from(rounds)
    .where(and(eq(rounds.planId, r.planId), eq(rounds.day, r.day)))
    .for('update');
  if (!row) throw new Error(`patrol round of plan ${r.planId} on ${r.day} missing after insert`);
  return row;
}

/** The rounds of these plans on the day. */
export async function roundsOfPlans(db: DbOrTx, companyId: number, planIds: number[], day: string) {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(rounds)
    .where(and(eq(rounds.companyId, companyId), inArray(rounds.planId, planIds), eq(rounds.day, day)));
}

/** The accepted scans of the rounds (one per point), in scan order. */
export async function acceptedScans(db: DbOrTx, roundIds: number[]) {
  if (roundIds.length === 0) return [];
  return db
    .select({ roundId: scans.roundId, seq: scans.seq, verdict: scans.verdict, scannedAt: scans.scannedAt })
    .from(scans)
    .where(and(inArray(scans.roundId, roundIds), inArray(scans.verdict, [...ACCEPTED_VERDICTS])))
    .orderBy(asc(scans.scannedAt), asc(scans.id));
}

export type NewScan = typeof scans.$inferInsert;

export async function insertScan(tx: DbOrTx, scan: NewScan): Promise<number> {
  const [row] = await tx.insert(scans).values(scan).returning({ id: scans.id });
  return row!.id;
}

export async function finishRound(tx: DbOrTx, roundId: number, finishedAt: Date): Promise<void> {
  await tx.update(rounds).set({ state: '已完成', finishedAt }).where(eq(rounds.id, roundId));
}

/** The company's rounds of a day (optionally one plan's), with the plan and the inspector's name. */
export async function roundsOn(db: DbOrTx, companyId: number, day: string, planId: number | undefined) {
  return db
    .select({
      round: rounds,
      planName: plans.planName,
      route: plans.route,
      inspectorName: staff.name,
    })
    .from(rounds)
    .innerJoin(plans, eq(plans.id, rounds.planId))
    .leftJoin(staff, eq(staff.id, rounds.inspectorId))
    .where(and(eq(rounds.companyId, companyId), eq(rounds.day, day), planId === undefined ? undefined : eq(rounds.planId, planId)))
    .orderBy(asc(rounds.startedAt), asc(rounds.id));
}

/** The refused scans of the company within [from, to) (optionally one plan's), with who scanned. */
export async function refusedScansBetween(db: DbOrTx, companyId: number, from: string, to: string, planId: number | undefined) {
  return db
    .select({
      id: scans.id,
      planId: scans.planId,
      seq: scans.seq,
      verdict: scans.verdict,
      reason: scans.reason,
      scannedAt: scans.scannedAt,
      userName: schema.users.name,
    })
    .from(scans)
    .leftJoin(schema.users, eq(schema.users.id, scans.userId))
    .where(
      and(
        eq(scans.companyId, companyId),
        gte(scans.scannedAt, sql`${from}::timestamptz`),
        lt(scans.scannedAt, sql`${to}::timestamptz`),
        sql`${scans.verdict} not in ('准时', '顺序不符')`,
        planId === undefined ? undefined : eq(scans.planId, planId),
      ),
    )
    .orderBy(asc(scans.scannedAt), asc(scans.id));
}
