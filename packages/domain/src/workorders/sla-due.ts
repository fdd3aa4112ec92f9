import type { WorkOrder } from './order-types';
import { orderSlaClocks, type OrderSlaOptions } from './sla-order';
import { slaNextChange, slaTimes } from './sla-status';

/** What a store keeps of an order's clocks so a board can filter 预警 / 超时 by index and a job knows when to wake. */
export interface OrderSlaDue {
  responseDueAt: Date | null;
  arrivalDueAt: Date | null;
  resolutionDueAt: Date | null;
  /** The earliest limit of the clocks still running; null when none runs or an open pause leaves it unknown. */
  dueAt: Date | null;
  /** The earliest warning of the clocks still running. */
  warnAt: Date | null;
  /** The next instant after `now` at which any clock changes state (slaNextChange); null: nothing scheduled. */
  nextAt: Date | null;
}

const earliest = (a: Date | null, b: Date | null): Date | null => (a === null ? b : b === null ? a : a < b ? a : b);

/**
 * The order's due times at `now`: each target's limit, and over the clocks still running (not stopped by their
 * milestone) the earliest limit and warning; an order 已完成 or 已取消 has nothing running or scheduled.
 */
export function orderSlaDue(order: WorkOrder, options: OrderSlaOptions, now: Date | string): OrderSlaDue {
  const out: OrderSlaDue = { responseDueAt: null, arrivalDueAt: null, resolutionDueAt: null, dueAt: null, warnAt: null, nextAt: null };
  const final = order.state === 'closed' || order.state === 'cancelled';
  for (const { target, clock } of orderSlaClocks(order, options)) {
    const times = slaTimes(clock);
    out[`${target}DueAt`] = times.dueAt;
    if (final) continue;
    if (clock.stoppedAt === null) {
      out.dueAt = earliest(out.dueAt, times.dueAt);
      out.warnAt = earliest(out.warnAt, times.warnAt);
    }
    out.nextAt = earliest(out.nextAt, slaNextChange(clock, now));
  }
  return out;
}
