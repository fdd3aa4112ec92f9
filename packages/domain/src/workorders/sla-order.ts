import type { WorkOrder } from './order-types';
import { DEFAULT_SLA_POLICIES, type SlaClass, type SlaRule, type SlaTargetName } from './sla-policy';
import type { SlaClock } from './sla-status';
import type { BusinessHours } from './working-hours';

export interface OrderSlaOptions {
  policies?: Readonly<Record<SlaClass, readonly SlaRule[]>>;
  hours?: BusinessHours;
  /** HC's behaviour: 挂起 does not stop the clocks. */
  countPauses?: boolean;
}

/**
 * The policy class of an order: 投诉 its own; an order with an appointment (not 紧急) is timed from the appointment;
 * generated tasks (巡检, 维保) have none: their plan's window times them.
 */
export function slaClassOf(order: WorkOrder): SlaClass | null {
  if (order.kind === 'patrol' || order.kind === 'maintenance') return null;
  if (order.kind === 'complaint') return 'complaint';
  if (order.priority !== 'urgent' && order.appointmentAt !== null) return 'appointment';
  return order.priority;
}

const MILESTONE: Readonly<Record<SlaTargetName, (o: WorkOrder) => string | null>> = {
  response: (o) => o.acceptedAt,
  arrival: (o) => o.arrivedAt,
  resolution: (o) => o.finishedAt,
};

/**
 * The order's clocks: one per rule of its class, started at creation (or the appointment), paused by its 挂起 rows,
 * stopped at its milestone. A cancelled order has none.
 */
export function orderSlaClocks(
  order: WorkOrder,
  options: OrderSlaOptions = {},
): { target: SlaTargetName; clock: SlaClock }[] {
  const cls = slaClassOf(order);
  if (cls === null || order.state === 'cancelled') return [];
  const rules = (options.policies ?? DEFAULT_SLA_POLICIES)[cls];
  return rules
    .filter((r) => r.target !== 'arrival' || order.settings.requiresArrival)
    .map((r) => ({
      target: r.target,
      clock: {
        spec: {
          start: r.from === 'appointment' && order.appointmentAt !== null ? order.appointmentAt : order.createdAt,
          mode: r.clock,
          hours: options.hours,
          pauses: order.pauses,
          countPauses: options.countPauses,
        },
        minutes: r.minutes,
        warning: r.warning,
        escalations: r.escalations,
        stoppedAt: MILESTONE[r.target](order),
      },
    }));
}
