/**
 * 巡查签到 (issue 34): an inspector scans the QR label of a patrol point. The label holds a URL whose `c` is the signed
 * point code `<planId>.<seq>.<mac>`; the server makes and checks the mac (HMAC-SHA256 with a key kept in the
 * database), these are the pure parts: the code's text, what the mac signs, and the verdict of a scan
 * (docs/decisions.md, 巡查签到).
 */

/** Accepted scans: the point counts as checked in the round. */
export const ACCEPTED_VERDICTS = ['准时', '顺序不符'] as const;
/** Refused scans: answered 4xx and stored, so the supervisor sees the attempts. */
export const REFUSED_VERDICTS = ['二维码无效', '重复签到', '非本人计划', '不在计划期'] as const;
export type AcceptedVerdict = (typeof ACCEPTED_VERDICTS)[number];
export type RefusedVerdict = (typeof REFUSED_VERDICTS)[number];
export type ScanVerdict = AcceptedVerdict | RefusedVerdict;

export const ROUND_STATES = ['巡检中', '已完成'] as const;
export type RoundState = (typeof ROUND_STATES)[number];

/** A point's state on the inspector's route. */
export type PointState = '未签到' | '已签到' | '顺序不符';

/** 巡查计划 status 执行中 (dictionary item value; 已暂停 "2", 已结束 "3"). */
export const PATROL_PLAN_RUNNING = '1';

/** The page a label's URL opens; its `c` carries the code. */
export const PATROL_SCAN_PATH = '/m/patrol/scan';

/** What a point label's QR holds: the scan page of the site the label was printed from, with the code. */
export const patrolScanUrl = (origin: string, code: string): string => `${origin.replace(/\/+$/, '')}${PATROL_SCAN_PATH}?c=${encodeURIComponent(code)}`;

export interface PatrolCode {
  planId: number;
  seq: number;
  mac: string;
}

/** 16 bytes of the HMAC, base64url without padding. */
export const PATROL_MAC_LENGTH = 22;
const CODE = /^([1-9]\d{0,14})\.([1-9]\d{0,2})\.([A-Za-z0-9_-]{22})$/;

/**
 * The code in a scanned or typed text: the bare code, or a URL whose query has `c=<code>` (a camera app hands the
 * page the URL; 手动输入 may paste either). Surrounding blanks are ignored; anything else is null.
 */
export function parsePatrolCode(text: string): PatrolCode | null {
  let raw = text.trim();
  const query = /[?&]c=([^&#\s]*)/.exec(raw);
  if (query) {
    try {
      raw = decodeURIComponent(query[1] ?? '');
    } catch {
      return null;
    }
  }
  const m = CODE.exec(raw);
  if (!m) return null;
  const planId = Number(m[1]);
  if (!Number.isSafeInteger(planId)) return null;
  return { planId, seq: Number(m[2]), mac: m[3] as string };
}

/** The code's text for a plan, point and mac. */
export const patrolCodeText = (planId: number, seq: number, mac: string): string => `${planId}.${seq}.${mac}`;

/**
 * What the mac signs: the company, the plan, the point's place and its name. A label stays valid while its point
 * keeps its place and name in the plan; renaming or reordering the points re-issues their labels and the old ones
 * stop verifying (another company's label never verifies: its company differs).
 */
export function patrolCodeMessage(companyId: number, planId: number, seq: number, pointName: string): string {
  return `pm-patrol-point|v1|${companyId}|${planId}|${seq}|${pointName}`;
}

/** The plan as the verdict needs it. */
export interface ScanPlan {
  inspectorId: number;
  status: string;
  /** YYYY-MM-DD, China days, inclusive. */
  startDate: string;
  endDate: string;
  pointCount: number;
}

export interface ScanFacts {
  /** The plan the code names, in the caller's company; null when there is none (deleted, another company's). */
  plan: ScanPlan | null;
  seq: number;
  /** The mac verified against the point the plan has at that place. */
  macValid: boolean;
  /** The caller's staff record (员工档案), null when they have none. */
  callerStaffId: number | null;
  /** Today, China day YYYY-MM-DD. */
  today: string;
  /** The points already checked (accepted) in today's round of the plan. */
  checkedSeqs: readonly number[];
}

export interface Verdict {
  verdict: ScanVerdict;
  accepted: boolean;
  /** Chinese text for the inspector (the refusal's message, or what was flagged). */
  reason: string | null;
  /** For 顺序不符: the earlier points not checked yet. */
  skipped: number[];
}

export const SCAN_MESSAGES: Record<ScanVerdict, string> = {
  准时: '签到成功',
  顺序不符: '签到成功，但前面的巡检点尚未签到',
  二维码无效: '二维码无效，请扫描巡检点张贴的最新二维码',
  重复签到: '该巡检点本轮已签到，请勿重复签到',
  非本人计划: '该巡检点不在您的巡查计划中',
  不在计划期: '今天不在该巡查计划的执行期内，或计划未在执行中',
};

const refused = (verdict: RefusedVerdict): Verdict => ({ verdict, accepted: false, reason: SCAN_MESSAGES[verdict], skipped: [] });

/**
 * The verdict of one scan, the first rule that applies: 二维码无效 (no such plan or point, or the mac does not
 * verify) → 非本人计划 (the plan is someone else's) → 不在计划期 (the plan is not 执行中 or today is outside its dates)
 * → 重复签到 (the point is already checked in this round) → 顺序不符 (accepted, flagged: an earlier point is not
 * checked) → 准时.
 */
export function scanVerdict(f: ScanFacts): Verdict {
  if (!f.plan || !f.macValid || f.seq < 1 || f.seq > f.plan.pointCount) return refused('二维码无效');
  if (f.callerStaffId === null || f.plan.inspectorId !== f.callerStaffId) return refused('非本人计划');
  if (f.plan.status !== PATROL_PLAN_RUNNING || f.today < f.plan.startDate || f.today > f.plan.endDate) return refused('不在计划期');
  if (f.checkedSeqs.includes(f.seq)) return refused('重复签到');
  const skipped: number[] = [];
  for (let s = 1; s < f.seq; s += 1) if (!f.checkedSeqs.includes(s)) skipped.push(s);
  if (skipped.length > 0) return { verdict: '顺序不符', accepted: true, reason: SCAN_MESSAGES.顺序不符, skipped };
  return { verdict: '准时', accepted: true, reason: null, skipped: [] };
}

export const isAccepted = (verdict: string): verdict is AcceptedVerdict => (ACCEPTED_VERDICTS as readonly string[]).includes(verdict);

/** A round is 已完成 once every point has an accepted scan. */
export function roundComplete(pointCount: number, checkedSeqs: readonly number[]): boolean {
  for (let s = 1; s <= pointCount; s += 1) if (!checkedSeqs.includes(s)) return false;
  return pointCount > 0;
}

/** The 日常巡查 result of a finished round: 异常 when any scan was flagged 顺序不符, else 正常. */
export const roundResult = (verdicts: readonly string[]): '正常' | '异常' => (verdicts.includes('顺序不符') ? '异常' : '正常');

/** Each point's state from the round's accepted scans (seq → verdict): 未签到, 已签到 (准时) or 顺序不符. */
export function pointState(verdict: string | undefined): PointState {
  if (verdict === '准时') return '已签到';
  if (verdict === '顺序不符') return '顺序不符';
  return '未签到';
}
