import { chinaDayOf, chinaInstant, minutesOfDay } from './working-hours';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A route point: its place on the route, its label version now in use and an optional window of its own. */
export interface PatrolRoutePoint {
  pointId: string;
  seq: number;
  version: number;
  /** 'HH:MM' China time (HC point_start_time / point_end_time); absent: the task's window. */
  window?: { start: string; end: string } | null;
}

/** One patrol task: its window, whether its points must go in route order, the points and the scans accepted. */
export interface PatrolTask {
  companyId: number;
  startsAt: Date | string;
  endsAt: Date | string;
  ordered: boolean;
  points: readonly PatrolRoutePoint[];
  scans: readonly { pointId: string; at: Date | string }[];
}

export type ScanTiming = 'early' | 'on_time' | 'late';

/** HC inspection_task_detail states (notes §3, golden case S9). */
export const PATROL_HC_CODES = { early: '40000', late: '50000', on_time: '60000', missed: '70000' } as const;

export const SCAN_TIMING_LABELS: Readonly<Record<ScanTiming | 'missed', string>> = {
  early: '早到',
  on_time: '准时',
  late: '迟到',
  missed: '未到',
};

/** The first instant at or after `fromMs` that is 'HH:MM' China time. */
function nextClock(fromMs: number, hhmm: string): number {
  const sameDay = chinaInstant(chinaDayOf(fromMs), hhmm);
  return sameDay >= fromMs ? sameDay : sameDay + DAY_MS;
}

/**
 * A point's window as instants: its own 'HH:MM' window taken at its first occurrence from the task's start (so a
 * night round's 01:00 point falls on the next day), else the task's window.
 */
export function pointWindow(task: PatrolTask, point: PatrolRoutePoint): [number, number] {
  const taskStart = new Date(task.startsAt).getTime();
  if (!point.window) return [taskStart, new Date(task.endsAt).getTime()];
  const start = nextClock(taskStart, point.window.start);
  const span = (minutesOfDay(point.window.end) - minutesOfDay(point.window.start) + 1440) % 1440;
  return [start, start + span * MINUTE_MS];
}

/** Tolerances around a point's window, minutes (default 0: HC's strict window). */
export interface ScanTolerance {
  earlyMinutes?: number;
  lateMinutes?: number;
}

/** 早到 before the window (less the tolerance), 迟到 after it, 准时 inside, both ends included. */
export function scanTiming(
  task: PatrolTask,
  point: PatrolRoutePoint,
  at: Date | string,
  tolerance: ScanTolerance = {},
): ScanTiming {
  const [start, end] = pointWindow(task, point);
  const t = new Date(at).getTime();
  if (t < start - (tolerance.earlyMinutes ?? 0) * MINUTE_MS) return 'early';
  if (t > end + (tolerance.lateMinutes ?? 0) * MINUTE_MS) return 'late';
  return 'on_time';
}
