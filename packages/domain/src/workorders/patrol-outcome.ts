import { PATROL_HC_CODES, scanTiming, type PatrolTask, type ScanTiming, type ScanTolerance } from './patrol-timing';

const DAY_MS = 86_400_000;

/** Days after a task's end at which unscanned points are 未到 and the task is closed (HC's job: 3). */
export const PATROL_MISSED_AFTER_DAYS = 3;

/** HC inspection_task states: 未开始, 巡检中, 完成, 已超时 (nothing scanned), 缺勤 (some points scanned). */
export type PatrolTaskState = 'not_started' | 'in_progress' | 'done' | 'timed_out' | 'absent';
export const PATROL_TASK_HC_CODES: Readonly<Record<PatrolTaskState, string>> = {
  not_started: '20200405',
  in_progress: '20200406',
  done: '20200407',
  timed_out: '20200408',
  absent: '20200409',
};

export interface PatrolPointOutcome {
  pointId: string;
  result: ScanTiming | 'missed' | 'pending';
  /** HC detail code; null while pending. */
  hcCode: string | null;
}

/** The task and each point at an instant: scanned points timed, the rest 未到 once the task has been over 3 days. */
export function patrolTaskOutcome(
  task: PatrolTask,
  at: Date | string,
  tolerance: ScanTolerance = {},
): { state: PatrolTaskState; points: PatrolPointOutcome[] } {
  const closed = new Date(at).getTime() >= new Date(task.endsAt).getTime() + PATROL_MISSED_AFTER_DAYS * DAY_MS;
  const scanAt = new Map(task.scans.map((s) => [s.pointId, s.at]));
  const points = task.points.map((p): PatrolPointOutcome => {
    const scanned = scanAt.get(p.pointId);
    if (scanned !== undefined) {
      const timing = scanTiming(task, p, scanned, tolerance);
      return { pointId: p.pointId, result: timing, hcCode: PATROL_HC_CODES[timing] };
    }
    return closed
      ? { pointId: p.pointId, result: 'missed', hcCode: PATROL_HC_CODES.missed }
      : { pointId: p.pointId, result: 'pending', hcCode: null };
  });
  const done = points.filter((p) => p.result !== 'pending' && p.result !== 'missed').length;
  const state: PatrolTaskState =
    done === points.length
      ? 'done'
      : closed
        ? done > 0
          ? 'absent'
          : 'timed_out'
        : done > 0
          ? 'in_progress'
          : 'not_started';
  return { state, points };
}
