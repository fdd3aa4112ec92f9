import type { OrderEvent } from './order-actions';
import type { AssignTarget, OrderActor, OrderKind, OrderPriority, OrderSettings, WorkOrder } from './order-types';

const COMMON: OrderSettings = {
  dispatch: 'assign',
  visit: 'unless_rated',
  requiresArrival: true,
  finishPhotos: 1,
  maxOpenOrders: 10,
  autoRateHours: 48,
  quoteTotal: null,
};

/** Defaults per kind (HC's: 10 open orders, 48 h to rate); the company's settings per 报修类型 override them. */
export const DEFAULT_ORDER_SETTINGS: Readonly<Record<OrderKind, OrderSettings>> = {
  repair: COMMON,
  paid_service: COMMON,
  complaint: { ...COMMON, requiresArrival: false, finishPhotos: 0 },
  patrol: { ...COMMON, visit: 'none', requiresArrival: false, finishPhotos: 0 },
  maintenance: { ...COMMON, visit: 'none' },
};

export interface NewWorkOrder {
  kind: OrderKind;
  priority: OrderPriority;
  ownerId?: number | null;
  /** The team whose pool it enters (抢单) or whose members may take it. */
  team?: number | null;
  /** Assigned at once (a plan's task by its rule, a dispatcher typing it in): the order starts 已派单. */
  assignTo?: AssignTarget | null;
  appointmentAt?: Date | string | null;
  settings?: Partial<OrderSettings>;
}

/** A new order (待派单, or 已派单 when assigned at once) and its creation event. */
export function createWorkOrder(
  input: NewWorkOrder,
  actor: OrderActor,
  at: Date | string,
): { order: WorkOrder; event: OrderEvent } {
  const when = new Date(at).toISOString();
  const to = input.assignTo ?? null;
  const team = to && 'team' in to && to.team != null ? to.team : (input.team ?? null);
  const order: WorkOrder = {
    kind: input.kind,
    state: to ? 'assigned' : 'pending',
    priority: input.priority,
    settings: { ...DEFAULT_ORDER_SETTINGS[input.kind], ...input.settings },
    ownerId: input.ownerId ?? null,
    handler: to && 'staff' in to ? to.staff : null,
    team,
    resumeTo: null,
    pauses: [],
    createdAt: when,
    stateSince: when,
    appointmentAt: input.appointmentAt ? new Date(input.appointmentAt).toISOString() : null,
    acceptedAt: null,
    arrivedAt: null,
    finishedAt: null,
    paidAt: null,
    ratedAt: null,
    closedAt: null,
    charge: null,
    rating: null,
  };
  const event: OrderEvent = {
    action: 'create',
    from: null,
    to: order.state,
    at: when,
    actor: { kind: actor.kind, id: actor.kind === 'system' ? null : actor.id },
    as: actor.kind,
    handler: { before: null, after: order.handler },
    team: { before: null, after: order.team },
    reason: null,
    detail: {},
  };
  return { order, event };
}
