import {
  DEFAULT_SLA_POLICIES,
  orderSlaClocks,
  orderSlaDue,
  slaClassOf,
  type BusinessHours,
  type OrderPause,
  type OrderRating,
  type OrderSettings,
  type ServiceCharge,
  type SlaClass,
  type SlaRule,
  type WorkOrder,
} from '@pm/domain';
import type { NewOrderRow, OrderRow } from './workorders.repo';

// The stored row and the domain's WorkOrder, both ways, and the SLA columns the board filters on.

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());
const date = (s: string | null): Date | null => (s === null ? null : new Date(s));

export function toWorkOrder(r: OrderRow): WorkOrder {
  return {
    kind: r.kind as WorkOrder['kind'],
    state: r.state as WorkOrder['state'],
    priority: r.priority as WorkOrder['priority'],
    settings: r.settings as OrderSettings,
    ownerId: r.ownerAccountId,
    handler: r.handlerId,
    team: r.teamId,
    resumeTo: r.resumeTo as WorkOrder['resumeTo'],
    pauses: r.pauses as OrderPause[],
    createdAt: r.createdAt.toISOString(),
    stateSince: r.stateSince.toISOString(),
    appointmentAt: iso(r.appointmentAt),
    acceptedAt: iso(r.acceptedAt),
    arrivedAt: iso(r.arrivedAt),
    finishedAt: iso(r.finishedAt),
    paidAt: iso(r.paidAt),
    ratedAt: iso(r.ratedAt),
    closedAt: iso(r.closedAt),
    charge: r.charge as ServiceCharge | null,
    rating: r.rating as OrderRating | null,
  };
}

/** The columns a step changes (everything nextState may move). */
export function orderColumns(w: WorkOrder): Partial<NewOrderRow> {
  return {
    state: w.state,
    handlerId: w.handler,
    teamId: w.team,
    resumeTo: w.resumeTo,
    pauses: w.pauses,
    stateSince: new Date(w.stateSince),
    acceptedAt: date(w.acceptedAt),
    arrivedAt: date(w.arrivedAt),
    finishedAt: date(w.finishedAt),
    paidAt: date(w.paidAt),
    ratedAt: date(w.ratedAt),
    closedAt: date(w.closedAt),
    charge: w.charge,
    rating: w.rating,
  };
}

/** The rules of the order's SLA class as they are now (the snapshot stored at creation). */
export function slaPolicyFor(w: WorkOrder): { slaClass: SlaClass | null; rules: readonly SlaRule[] } {
  const cls = slaClassOf(w);
  return { slaClass: cls, rules: cls === null ? [] : DEFAULT_SLA_POLICIES[cls] };
}

const EMPTY: Readonly<Record<SlaClass, readonly SlaRule[]>> = { urgent: [], normal: [], appointment: [], complaint: [] };

/** The order's clocks under its stored policy snapshot. */
export function clocksOf(w: WorkOrder, slaClass: string | null, rules: readonly SlaRule[], hours: BusinessHours) {
  if (slaClass === null) return [];
  return orderSlaClocks(w, { policies: { ...EMPTY, [slaClass]: rules }, hours });
}

/**
 * The SLA columns (the domain's orderSlaDue under the stored policy): each target's limit, `dueAt` / `warnAt` of the
 * clocks still running, `slaNextAt` the next instant after `now` anything changes (the sweep's wake-up).
 */
export function slaColumns(w: WorkOrder, slaClass: string | null, rules: readonly SlaRule[], hours: BusinessHours, now: Date) {
  const none = { responseDueAt: null, arrivalDueAt: null, resolutionDueAt: null, dueAt: null, warnAt: null, slaNextAt: null };
  if (slaClass === null) return none;
  const { nextAt, ...due } = orderSlaDue(w, { policies: { ...EMPTY, [slaClass]: rules }, hours }, now);
  return { ...due, slaNextAt: nextAt };
}

/** The board's word for the SLA columns at `now`. */
export function slaStateOf(r: Pick<OrderRow, 'dueAt' | 'warnAt'>, now: Date): 'normal' | 'warning' | 'overdue' | 'none' {
  if (r.dueAt === null) return 'none';
  if (r.dueAt <= now) return 'overdue';
  if (r.warnAt !== null && r.warnAt <= now) return 'warning';
  return 'normal';
}
