import type { OrderActionType } from './order-actions';
import type { OrderState, WorkOrder } from './order-types';

/**
 * Where an action leads, by the state it starts from (notes §6). Besides a state: `resume_to` (the state before
 * 挂起), `after_finish` (待支付 with a charge, else as after_service), `after_service` (rating, visit or closed),
 * `after_rating`, `after_auto_rate`, `same` (催单 records an event and moves nothing).
 * A state missing from an action's row refuses the action.
 */
export type FlowTarget =
  OrderState | 'resume_to' | 'after_finish' | 'after_service' | 'after_rating' | 'after_auto_rate' | 'same';

const HELD: readonly OrderState[] = ['accepted', 'arrived', 'working'];
const OPEN: readonly OrderState[] = ['pending', 'assigned', 'accepted', 'arrived', 'working', 'paused'];
const row = (states: readonly OrderState[], to: FlowTarget): Partial<Record<OrderState, FlowTarget>> =>
  Object.fromEntries(states.map((s) => [s, to]));

export const ORDER_FLOW: Readonly<Record<OrderActionType, Readonly<Partial<Record<OrderState, FlowTarget>>>>> = {
  assign: { pending: 'assigned' },
  grab: { pending: 'accepted' },
  accept: { assigned: 'accepted' },
  arrive: { accepted: 'arrived' },
  start: { arrived: 'working' },
  pause: row(HELD, 'paused'),
  resume: { paused: 'resume_to' },
  transfer: row(['assigned', ...HELD], 'assigned'),
  return: { assigned: 'pending', accepted: 'pending', awaiting_payment: 'accepted' },
  finish: row(['arrived', 'working'], 'after_finish'),
  pay: { awaiting_payment: 'after_service' },
  rate: { awaiting_rating: 'after_rating' },
  auto_rate: { awaiting_rating: 'after_auto_rate' },
  visit: { awaiting_visit: 'closed' },
  cancel: row(['pending', 'assigned', 'accepted', 'paused'], 'cancelled'),
  urge: row(OPEN, 'same'),
};

/** The flow's target for the action from the order's state, or undefined when the state refuses it. */
export function flowTarget(order: WorkOrder, action: OrderActionType): FlowTarget | undefined {
  if (action === 'finish' && order.state === 'accepted' && !order.settings.requiresArrival) return 'after_finish';
  return ORDER_FLOW[action][order.state];
}

/** After 完工 without a charge, or after 支付: the owner rates; without one the visit policy decides. Tasks close. */
export function afterService(order: WorkOrder): OrderState {
  if (order.kind === 'patrol' || order.kind === 'maintenance') return 'closed';
  if (order.ownerId !== null) return 'awaiting_rating';
  return order.settings.visit === 'none' ? 'closed' : 'awaiting_visit';
}

/** The owner rated: 都回访 still visits; 已评价不回访 and 都不回访 close. */
export function afterRating(order: WorkOrder): OrderState {
  return order.settings.visit === 'always' ? 'awaiting_visit' : 'closed';
}

/** No rating came in time: only 都不回访 closes; otherwise someone calls the owner. */
export function afterAutoRate(order: WorkOrder): OrderState {
  return order.settings.visit === 'none' ? 'closed' : 'awaiting_visit';
}
