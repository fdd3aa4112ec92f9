import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderAction } from './order-actions';
import { flowTarget } from './order-flow';
import { nextState } from './next-state';
import { FINAL_ORDER_STATES, ORDER_KINDS, ORDER_STATES, type OrderActor, type WorkOrder } from './order-types';
import {
  buildOrder,
  dispatcher,
  leader,
  manager,
  minutes,
  outsider,
  owner,
  system,
  TEAM,
  tech,
  tech2,
} from './test-orders';

const actors: OrderActor[] = [dispatcher, manager, leader, tech, tech2, outsider, owner, system];

const action: fc.Arbitrary<OrderAction> = fc.oneof(
  fc.constantFrom<OrderAction>(
    { type: 'grab' },
    { type: 'accept' },
    { type: 'arrive' },
    { type: 'start' },
    { type: 'resume' },
    { type: 'auto_rate' },
    { type: 'urge' },
    { type: 'pay', reference: 'P1' },
    { type: 'visit', satisfied: true },
    { type: 'cancel', reason: '取消' },
    { type: 'return', reason: '退回' },
    { type: 'pause', reason: 'awaiting_parts' },
  ),
  fc.constantFrom(11, 12, 13).map((staff): OrderAction => ({ type: 'assign', to: { staff, team: TEAM } })),
  fc.constantFrom(11, 12).map((staff): OrderAction => ({ type: 'transfer', to: { staff }, reason: '转派' })),
  fc.integer({ min: 0, max: 6 }).map((score): OrderAction => ({ type: 'rate', score })),
  fc.boolean().map((charged): OrderAction => ({
    type: 'finish',
    photos: 1,
    lines: charged ? [{ name: '人工', kind: 'labour', unitPrice: '50', quantity: '1' }] : [],
  })),
);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const scenario = fc.record({
  kind: fc.constantFrom(...ORDER_KINDS),
  dispatch: fc.constantFrom('grab' as const, 'assign' as const, 'round_robin' as const),
  visit: fc.constantFrom('none' as const, 'unless_rated' as const, 'always' as const),
  ownerId: fc.constantFrom(501, null),
  steps: fc.array(fc.tuple(action, fc.constantFrom(...actors), fc.integer({ min: 0, max: 3000 })), { maxLength: 40 }),
});

describe('the flow under any sequence of actions by anyone', () => {
  it('keeps its invariants: known states, the table’s moves only, one open pause exactly while 挂起, time forward', () => {
    fc.assert(
      fc.property(scenario, ({ kind, dispatch, visit, ownerId, steps }) => {
        let order: WorkOrder = deepFreeze(buildOrder({ kind, ownerId, settings: { dispatch, visit } }));
        let clock = 0;
        for (const [a, actor, gap] of steps) {
          clock += gap;
          const result = nextState(order, a, actor, minutes(clock));
          if (!result.ok) continue;
          const next = result.order;
          expect(FINAL_ORDER_STATES).not.toContain(order.state);
          expect(flowTarget(order, a.type)).toBeDefined();
          expect(ORDER_STATES).toContain(next.state);
          const open = next.pauses.filter((p) => p.to === null).length;
          expect(open).toBe(next.state === 'paused' ? 1 : 0);
          if (['accepted', 'arrived', 'working'].includes(next.state)) expect(next.handler).not.toBeNull();
          expect(Date.parse(next.stateSince)).toBeGreaterThanOrEqual(Date.parse(order.stateSince));
          expect(result.event).toMatchObject({ action: a.type, from: order.state, to: next.state });
          order = deepFreeze(next);
        }
      }),
      { numRuns: 300 },
    );
  });
});
