import { readPatrolCode, type MacFunction } from './patrol-code';
import { PATROL_HC_CODES, scanTiming, type PatrolTask, type ScanTiming, type ScanTolerance } from './patrol-timing';
import { PATROL_MISSED_AFTER_DAYS } from './patrol-outcome';

const DAY_MS = 86_400_000;

/** What the phone sends for one scan: the code it read, when (its clock) and a fresh random nonce. */
export interface ScanSubmission {
  code: string;
  scannedAt: Date | string;
  nonce: string;
}

export interface ScanContext extends ScanTolerance {
  /** The server's clock when the submission arrived. */
  receivedAt: Date;
  mac: MacFunction;
  /** Whether this nonce was already used by the same person within the window (the caller's store answers). */
  nonceSeen: boolean;
  /** Largest difference allowed between the phone's and the server's clock, seconds (default 300, as sign-in). */
  maxSkewSeconds?: number;
}

export const PATROL_SCAN_MAX_SKEW_SECONDS = 300;

export const PATROL_SCAN_REFUSALS = {
  bad_nonce: '扫码记录缺少有效的随机串',
  replayed: '该扫码记录已提交过，请勿重复提交',
  clock_skew: '手机时间与服务器相差过大，请校准手机时间后重新扫码',
  bad_code: '二维码无效，请扫描巡检点上的二维码',
  other_company: '该二维码不属于本公司',
  not_in_task: '该点位不在当前巡检任务中',
  old_label: '该二维码已作废，请扫描新打印的二维码',
  already_scanned: '该点位已打卡，请勿重复扫描',
  task_closed: '巡检任务已结束，不能再打卡',
} as const;
export type PatrolScanRefusal = keyof typeof PATROL_SCAN_REFUSALS;

export type PatrolScanResult =
  | {
      ok: true;
      pointId: string;
      seq: number;
      at: string;
      timing: ScanTiming;
      hcCode: string;
      /** Scanned while an earlier point of an ordered route was still open, or after a later one. */
      outOfOrder: boolean;
      /** Earlier points of an ordered route passed over by this scan. */
      skipped: string[];
    }
  | { ok: false; reason: PatrolScanRefusal; message: string };

const NONCE = /^[A-Za-z0-9_-]{6,64}$/;
const no = (reason: PatrolScanRefusal): PatrolScanResult => ({
  ok: false,
  reason,
  message: PATROL_SCAN_REFUSALS[reason],
});

/**
 * One patrol check-in (notes §3, proposed verification): the submission is fresh (clock within the window, nonce
 * not seen), the code's MAC verifies and it is this company's current label of a point of the task, not scanned
 * before; the scan is then timed (早到/准时/迟到) and flagged when it leaves the route's order. A refusal is meant to
 * be stored as a rejected scan, not dropped.
 */
export function checkInPatrolPoint(task: PatrolTask, scan: ScanSubmission, ctx: ScanContext): PatrolScanResult {
  if (!NONCE.test(scan.nonce)) return no('bad_nonce');
  if (ctx.nonceSeen) return no('replayed');
  const at = new Date(scan.scannedAt).getTime();
  const skew = (ctx.maxSkewSeconds ?? PATROL_SCAN_MAX_SKEW_SECONDS) * 1000;
  if (!Number.isFinite(at) || Math.abs(ctx.receivedAt.getTime() - at) > skew) return no('clock_skew');
  const code = readPatrolCode(scan.code, ctx.mac);
  if (!code.ok) return no('bad_code');
  if (code.companyId !== task.companyId) return no('other_company');
  const point = task.points.find((p) => p.pointId === code.pointId);
  if (!point) return no('not_in_task');
  if (code.version !== point.version) return no('old_label');
  if (at >= new Date(task.endsAt).getTime() + PATROL_MISSED_AFTER_DAYS * DAY_MS) return no('task_closed');
  const scanned = new Set(task.scans.map((s) => s.pointId));
  if (scanned.has(point.pointId)) return no('already_scanned');

  const seqOf = new Map(task.points.map((p) => [p.pointId, p.seq]));
  const skipped = task.ordered
    ? task.points.filter((p) => p.seq < point.seq && !scanned.has(p.pointId)).map((p) => p.pointId)
    : [];
  const afterLater = task.ordered && task.scans.some((s) => (seqOf.get(s.pointId) ?? 0) > point.seq);
  const timing = scanTiming(task, point, new Date(at), ctx);
  return {
    ok: true,
    pointId: point.pointId,
    seq: point.seq,
    at: new Date(at).toISOString(),
    timing,
    hcCode: PATROL_HC_CODES[timing],
    outOfOrder: skipped.length > 0 || afterLater,
    skipped,
  };
}

/** Until when the caller keeps a used nonce: after it the same submission fails the clock check anyway. */
export function patrolNonceKeepUntil(scan: ScanSubmission, maxSkewSeconds = PATROL_SCAN_MAX_SKEW_SECONDS): Date {
  return new Date(new Date(scan.scannedAt).getTime() + maxSkewSeconds * 1000);
}
