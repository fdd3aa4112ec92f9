import { dec } from '../money/decimal';
import { slaStatusAt, type SlaClock } from './sla-status';
import type { SlaTargetName } from './sla-policy';

// 工单时效报表 (issue 34 item 2): per team, the orders finished in a range in and out of time and the orders still open
// already past a limit. In and out of time judge the response and resolution clocks (接单, 完工) as the order's clocks
// stand (orderSlaClocks); an order without an SLA (巡检, 维保 tasks) has no clocks and is left out by the caller.

export interface SlaReportOrder {
  team: number | null;
  /** Finished (完工) inside the range; false: still open. */
  finished: boolean;
  clocks: readonly { target: SlaTargetName; clock: SlaClock }[];
}

export interface SlaTeamTally {
  team: number | null;
  finished: number;
  inTime: number;
  outOfTime: number;
  /** In time of finished, percent with one decimal (half up); null when none finished. */
  inTimeShare: string | null;
  open: number;
  overdue: number;
}

const JUDGED: readonly SlaTargetName[] = ['response', 'resolution'];

/** Past its limit: stopped after it, or still running at `now` at or beyond it. */
function late(clock: SlaClock, now: Date | string): boolean {
  const status = slaStatusAt(clock, now);
  return status.stopped ? status.met === false : status.phase === 'overdue' || status.phase === 'escalated';
}

/** A finished order is in time when neither its response nor its resolution clock went past its limit. */
export function finishedInTime(clocks: SlaReportOrder['clocks'], now: Date | string): boolean {
  return !clocks.some((c) => JUDGED.includes(c.target) && late(c.clock, now));
}

/** An open order is overdue when any of its running clocks is past its limit at `now` (the board's 超时). */
export function openOverdue(clocks: SlaReportOrder['clocks'], now: Date | string): boolean {
  return clocks.some((c) => c.clock.stoppedAt === null && late(c.clock, now));
}

export function inTimeShare(inTime: number, finished: number): string | null {
  return finished === 0 ? null : dec(String(inTime)).times(100).dividedBy(finished).toFixed(1);
}

/** The tallies per team, in the order the teams first appear; `total` adds them up. */
export function slaTeamTallies(
  orders: readonly SlaReportOrder[],
  now: Date | string,
): { teams: SlaTeamTally[]; total: Omit<SlaTeamTally, 'team'> } {
  const byTeam = new Map<number | null, SlaTeamTally>();
  for (const o of orders) {
    let t = byTeam.get(o.team);
    if (!t)
      byTeam.set(
        o.team,
        (t = { team: o.team, finished: 0, inTime: 0, outOfTime: 0, inTimeShare: null, open: 0, overdue: 0 }),
      );
    if (o.finished) {
      t.finished += 1;
      if (finishedInTime(o.clocks, now)) t.inTime += 1;
      else t.outOfTime += 1;
    } else {
      t.open += 1;
      if (openOverdue(o.clocks, now)) t.overdue += 1;
    }
  }
  const teams = [...byTeam.values()].map((t) => ({ ...t, inTimeShare: inTimeShare(t.inTime, t.finished) }));
  const sum = (k: 'finished' | 'inTime' | 'outOfTime' | 'open' | 'overdue') => teams.reduce((n, t) => n + t[k], 0);
  const total = {
    finished: sum('finished'),
    inTime: sum('inTime'),
    outOfTime: sum('outOfTime'),
    inTimeShare: null as string | null,
    open: sum('open'),
    overdue: sum('overdue'),
  };
  total.inTimeShare = inTimeShare(total.inTime, total.finished);
  return { teams, total };
}
