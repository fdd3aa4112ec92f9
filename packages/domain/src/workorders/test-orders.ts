// Orders and people the work-order tests share (not a test file: imported by them).
import { createWorkOrder, DEFAULT_ORDER_SETTINGS } from './create-order';
import type { OrderAction, OrderEvent } from './order-actions';
import { nextState } from './next-state';
import type { OrderActor, OrderKind, OrderSettings, StaffActor, WorkOrder } from './order-types';

/** Friday 2026-03-06 09:00 China time. */
export const T0 = Date.parse('2026-03-06T09:00:00+08:00');
export const minutes = (n: number): Date => new Date(T0 + n * 60_000);

export const TEAM = 7;
export const dispatcher: StaffActor = { kind: 'staff', id: 1, roles: ['dispatcher'] };
export const manager: StaffActor = { kind: 'staff', id: 2, roles: ['manager'] };
export const leader: StaffActor = { kind: 'staff', id: 3, roles: ['technician'], teams: [TEAM], leads: [TEAM] };
export const tech: StaffActor = { kind: 'staff', id: 11, roles: ['technician'], teams: [TEAM], openOrders: 0 };
export const tech2: StaffActor = { kind: 'staff', id: 12, roles: ['technician'], teams: [TEAM], openOrders: 0 };
export const outsider: StaffActor = { kind: 'staff', id: 13, roles: ['technician'], teams: [8], openOrders: 0 };
export const owner: OrderActor = { kind: 'owner', id: 501 };
export const otherOwner: OrderActor = { kind: 'owner', id: 502 };
export const system: OrderActor = { kind: 'system' };

/** An owner's order created at T0 in the given state and shape (a factory: only what a test cares about). */
export function buildOrder(
  overrides: Partial<Omit<WorkOrder, 'settings'>> & { settings?: Partial<OrderSettings> } = {},
): WorkOrder {
  const kind: OrderKind = overrides.kind ?? 'repair';
  const { order } = createWorkOrder({ kind, priority: 'normal', ownerId: 501 }, dispatcher, minutes(0));
  return { ...order, ...overrides, settings: { ...DEFAULT_ORDER_SETTINGS[kind], ...overrides.settings } };
}

export type Step = [OrderAction, OrderActor, number];

/** Runs steps (action, actor, minutes after T0), failing loudly on a refusal; the order and every event. */
export function run(order: WorkOrder, steps: readonly Step[]): { order: WorkOrder; events: OrderEvent[] } {
  const events: OrderEvent[] = [];
  let current = order;
  for (const [action, actor, at] of steps) {
    const result = nextState(current, action, actor, minutes(at));
    if (!result.ok) throw new Error(`${action.type}: ${result.refusal.message}`);
    current = result.order;
    events.push(result.event);
  }
  return { order: current, events };
}
