import type { PatrolRoundPoint, PatrolRoundRow, PatrolRoundsPage, PatrolRoute, PatrolScanResult } from '@pm/contracts';
import {
  chinaToday,
  isAccepted,
  parsePatrolCode,
  patrolPoints,
  pointState,
  roundComplete,
  roundResult,
  scanVerdict,
  type RefusedVerdict,
  type ScanVerdict,
} from '@pm/domain';
import type { Db } from '@pm/db';
import { rejected } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { pointSigner } from './patrol-code';
import * as repo from './patrol-checkin.repo';

// 巡查签到 (issue 34): a scan is decided by the domain's scanVerdict; refused scans are stored before the refusal
// is answered, so the supervisor sees every attempt (docs/decisions.md, 巡查签到).

/** HTTP status and dotted code of each refusal. */
const REFUSALS: Record<RefusedVerdict, { status: number; errorCode: string }> = {
  二维码无效: { status: 400, errorCode: 'patrol.scan_invalid_code' },
  非本人计划: { status: 403, errorCode: 'patrol.scan_not_your_plan' },
  不在计划期: { status: 409, errorCode: 'patrol.scan_outside_plan' },
  重复签到: { status: 409, errorCode: 'patrol.scan_repeated' },
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

type Plan = repo.ScanPlanRow;
type Round = { id: number; state: string } | undefined;
type Scan = { roundId: number | null; seq: number | null; verdict: string; scannedAt: Date };

function routeOf(plan: Plan, day: string, round: Round, scans: Scan[]): PatrolRoute {
  const bySeq = new Map(scans.filter((s) => round && s.roundId === round.id).map((s) => [s.seq, s]));
  const points: PatrolRoundPoint[] = patrolPoints(plan.id, plan.checkpoints, plan.route).map((p) => {
    const s = bySeq.get(p.seq);
    return { seq: p.seq, name: p.name, state: pointState(s?.verdict), scannedAt: s ? iso(s.scannedAt) : null };
  });
  return {
    planId: plan.id,
    planName: plan.planName,
    route: plan.route,
    day,
    roundId: round?.id ?? null,
    state: round ? (round.state === '已完成' ? '已完成' : '巡检中') : '未开始',
    points,
  };
}

/** POST /api/patrol/scans: checks in at a point of the caller's plan, or stores the refused attempt and refuses. */
export async function scanPoint({ db }: { db: Db }, session: Session, text: string): Promise<PatrolScanResult> {
  const now = new Date();
  const today = chinaToday(now);
  const { companyId, userId } = session;
  const parsed = parsePatrolCode(text);
  const staffId = await repo.staffIdOf(db, companyId, userId);
  const plan = parsed ? await repo.planOf(db, companyId, parsed.planId) : undefined;
  const points = plan ? patrolPoints(plan.id, plan.checkpoints, plan.route) : [];
  const point = parsed ? points[parsed.seq - 1] : undefined;
  const signer = await pointSigner(db);
  const macValid = !!(parsed && plan && point && signer.verifies(companyId, plan.id, point.seq, point.name, parsed.mac));
  const facts = {
    plan: plan ? { inspectorId: plan.inspectorId, status: plan.status, startDate: plan.startDate, endDate: plan.endDate, pointCount: points.length } : null,
    seq: parsed?.seq ?? 0,
    macValid,
    callerStaffId: staffId,
    today,
  };
  const scan = { companyId, userId, code: text.slice(0, 200), scannedAt: now };
  const refuse = async (verdict: ScanVerdict, reason: string | null, roundId: number | null = null): Promise<never> => {
    await repo.insertScan(db, { ...scan, roundId, planId: macValid ? (plan?.id ?? null) : null, seq: macValid ? (parsed?.seq ?? null) : null, verdict, reason });
    const r = REFUSALS[verdict as RefusedVerdict];
    throw rejected(r.status, r.errorCode, reason ?? verdict);
  };

  const before = scanVerdict({ ...facts, checkedSeqs: [] });
  if (!before.accepted || !plan || !point) return refuse(before.verdict, before.reason);

  const outcome = await db.transaction(async (tx) => {
    const round = await repo.lockRound(tx, { companyId, planId: plan.id, inspectorId: plan.inspectorId, day: today, pointCount: points.length, startedAt: now });
    const done = await repo.acceptedScans(tx, [round.id]);
    const v = scanVerdict({ ...facts, checkedSeqs: done.map((s) => s.seq ?? 0) });
    await repo.insertScan(tx, { ...scan, roundId: round.id, planId: plan.id, seq: point.seq, verdict: v.verdict, reason: v.reason });
    if (!v.accepted) return { v, round, scans: done };
    const scans = [...done, { roundId: round.id, seq: point.seq, verdict: v.verdict, scannedAt: now }];
    if (roundComplete(points.length, scans.map((s) => s.seq ?? 0)) && round.state !== '已完成') {
      await repo.finishRound(tx, round.id, now);
      return { v, round: { ...round, state: '已完成' }, scans };
    }
    return { v, round, scans };
  });
  // a refusal found under the round's lock (a point scanned twice at once): stored in its own row above
  if (!outcome.v.accepted) {
    const r = REFUSALS[outcome.v.verdict as RefusedVerdict];
    throw rejected(r.status, r.errorCode, outcome.v.reason ?? outcome.v.verdict);
  }
  return {
    verdict: outcome.v.verdict === '顺序不符' ? '顺序不符' : '准时',
    reason: outcome.v.reason,
    seq: point.seq,
    pointName: point.name,
    scannedAt: iso(now),
    route: routeOf(plan, today, outcome.round, outcome.scans),
  };
}

/** GET /api/patrol/rounds/mine: today's running plans of the caller (as inspector), each point's state. */
export async function myRounds({ db }: { db: Db }, session: Session): Promise<PatrolRoute[]> {
  const today = chinaToday(Date.now());
  const staffId = await repo.staffIdOf(db, session.companyId, session.userId);
  if (staffId === null) return [];
  const plans = await repo.runningPlansOf(db, session.companyId, staffId, today);
  const rounds = await repo.roundsOfPlans(db, session.companyId, plans.map((p) => p.id), today);
  const scans = await repo.acceptedScans(db, rounds.map((r) => r.id));
  return plans.map((p) => routeOf(p, today, rounds.find((r) => r.planId === p.id), scans));
}

/** The instant a China day begins, as ISO text (China keeps UTC+8 all year). */
const dayStart = (day: string) => `${day}T00:00:00+08:00`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** GET /api/patrol/rounds: the supervisor's rounds of a day with their flags, and the day's refused scans. */
export async function listRounds({ db }: { db: Db }, session: Session, day: string, planId: number | undefined): Promise<PatrolRoundsPage> {
  const rows = await repo.roundsOn(db, session.companyId, day, planId);
  const scans = await repo.acceptedScans(db, rows.map((r) => r.round.id));
  const rounds: PatrolRoundRow[] = rows.map(({ round, planName, route, inspectorName }) => {
    const verdicts = scans.filter((s) => s.roundId === round.id).map((s) => s.verdict);
    return {
      roundId: round.id,
      planId: round.planId,
      planName,
      route,
      inspectorName,
      day: round.day,
      state: round.state === '已完成' ? '已完成' : '巡检中',
      startedAt: iso(round.startedAt),
      finishedAt: round.finishedAt ? iso(round.finishedAt) : null,
      pointCount: round.pointCount,
      checkedCount: verdicts.length,
      outOfOrderCount: verdicts.filter((v) => v === '顺序不符').length,
      result: roundResult(verdicts),
    };
  });
  const refused = await repo.refusedScansBetween(db, session.companyId, dayStart(day), dayStart(nextDay(day)), planId);
  return {
    rounds,
    refused: refused
      .filter((s) => !isAccepted(s.verdict))
      .map((s) => ({
        scanId: s.id,
        planId: s.planId,
        seq: s.seq,
        userName: s.userName,
        scannedAt: iso(s.scannedAt),
        verdict: s.verdict as RefusedVerdict,
        reason: s.reason,
      })),
  };
}
