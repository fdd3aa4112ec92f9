import { describe, expect, it } from 'vitest';
import { createWorkOrder } from './create-order';
import { ORDER_ACTION_TYPES, type OrderAction, type OrderActionType } from './order-actions';
import { nextState } from './next-state';
import { ORDER_STATES, type OrderActor, type OrderState } from './order-types';
import {
  buildOrder,
  dispatcher,
  leader,
  minutes,
  owner,
  run,
  system,
  TEAM,
  tech,
  tech2,
  type Step,
} from './test-orders';

const lines = [
  {
    name: '水龙头',
    kind: 'material' as const,
    unitPrice: '45.5',
    quantity: '1',
    priceRange: { low: '30', high: '60' },
  },
  { name: '维修人工', kind: 'labour' as const, unitPrice: '30', quantity: '1.5' },
];

describe('every step of the flow (notes §6), in business words', () => {
  it('an owner’s repair: assigned, accepted, on site, paused and resumed, finished with photos, rated, closed', () => {
    const { order: start } = createWorkOrder({ kind: 'repair', priority: 'normal', ownerId: 501 }, owner, minutes(0));
    const steps: Step[] = [
      [{ type: 'assign', to: { staff: 11, team: TEAM } }, dispatcher, 5],
      [{ type: 'accept' }, tech, 10],
      [{ type: 'arrive' }, tech, 40],
      [{ type: 'start' }, tech, 45],
      [{ type: 'pause', reason: 'awaiting_parts' }, tech, 60],
      [{ type: 'resume' }, tech, 180],
      [{ type: 'finish', photos: 2, note: '更换阀芯' }, tech, 200],
      [{ type: 'rate', score: 5, comment: '很及时' }, owner, 300],
    ];
    const { order, events } = run(start, steps);
    expect(events.map((e) => `${e.from}→${e.to}`)).toEqual([
      'pending→assigned',
      'assigned→accepted',
      'accepted→arrived',
      'arrived→working',
      'working→paused',
      'paused→working',
      'working→awaiting_rating',
      'awaiting_rating→closed',
    ]);
    expect(order).toMatchObject({ state: 'closed', handler: 11, team: TEAM, resumeTo: null, charge: null });
    expect(order.pauses).toEqual([
      { from: minutes(60).toISOString(), to: minutes(180).toISOString(), reason: 'awaiting_parts', note: null },
    ]);
    expect([order.acceptedAt, order.arrivedAt, order.finishedAt, order.closedAt]).toEqual(
      [10, 40, 200, 300].map((m) => minutes(m).toISOString()),
    );
    expect(order.rating).toEqual({ score: 5, comment: '很及时', auto: false });
  });

  it('a pooled repair: grabbed, finished, rated by the system after 48 hours, visited, closed', () => {
    const { order, events } = run(buildOrder({ settings: { dispatch: 'grab' } }), [
      [{ type: 'grab' }, tech, 1],
      [{ type: 'arrive' }, tech, 20],
      [{ type: 'finish', photos: 1 }, tech, 60],
      [{ type: 'auto_rate' }, system, 60 + 48 * 60],
      [{ type: 'visit', satisfied: true, note: '业主满意' }, dispatcher, 60 + 49 * 60],
    ]);
    expect(events.map((e) => e.to)).toEqual(['accepted', 'arrived', 'awaiting_rating', 'awaiting_visit', 'closed']);
    expect(order.handler).toBe(11);
    expect(order.rating).toEqual({ score: null, comment: null, auto: true });
    expect(events[4]!.detail).toEqual({ satisfied: true, note: '业主满意' });
  });

  it('a paid service waits for payment, then rating and the visit its type always makes', () => {
    const start = buildOrder({ kind: 'paid_service', settings: { visit: 'always', quoteTotal: '100.00' } });
    const { order, events } = run(start, [
      [{ type: 'assign', to: { staff: 11 } }, dispatcher, 1],
      [{ type: 'accept' }, tech, 2],
      [{ type: 'arrive' }, tech, 30],
      [{ type: 'finish', photos: 1, lines }, tech, 90],
      [{ type: 'pay', reference: 'WX4200001' }, system, 100],
      [{ type: 'rate', score: 4 }, owner, 120],
      [{ type: 'visit', satisfied: true }, dispatcher, 600],
    ]);
    expect(events.map((e) => e.to)).toEqual([
      'assigned',
      'accepted',
      'arrived',
      'awaiting_payment',
      'awaiting_rating',
      'awaiting_visit',
      'closed',
    ]);
    expect(order.charge?.total).toBe('90.50');
    expect(events[3]!.detail.charge?.lines.map((l) => l.amount)).toEqual(['45.50', '45.00']);
    expect(events[4]!.detail).toEqual({ reference: 'WX4200001' });
    expect(order.paidAt).toBe(minutes(100).toISOString());
  });

  it('a free repair records the materials used without billing them; one marked 有偿 waits for payment', () => {
    const onSite = buildOrder({ state: 'arrived', handler: 11, arrivedAt: minutes(2).toISOString() });
    const free = nextState(onSite, { type: 'finish', photos: 1, lines }, tech, minutes(30));
    expect(
      free.ok && [free.order.state, free.order.charge, free.event.detail.billed, free.event.detail.charge?.total],
    ).toEqual(['awaiting_rating', null, false, '90.50']);
    const paid = nextState(onSite, { type: 'finish', photos: 1, lines, chargeOwner: true }, tech, minutes(30));
    expect(paid.ok && [paid.order.state, paid.order.charge?.total, paid.event.detail.billed]).toEqual([
      'awaiting_payment',
      '90.50',
      true,
    ]);
  });

  it('a complaint needs no arrival or photos: finished from 已接单', () => {
    const { order } = run(buildOrder({ kind: 'complaint' }), [
      [{ type: 'assign', to: { staff: 11 } }, dispatcher, 1],
      [{ type: 'accept' }, tech, 2],
      [{ type: 'finish', photos: 0, note: '已向业主解释并整改' }, tech, 300],
      [{ type: 'rate', score: 3 }, owner, 400],
    ]);
    expect(order.state).toBe('closed');
  });

  it.each([
    ['always', 'awaiting_visit'],
    ['unless_rated', 'awaiting_visit'],
    ['none', 'closed'],
  ] as const)('a staff-made repair (no owner to rate) with visit policy %s goes to %s', (visit, to) => {
    const { order } = run(buildOrder({ ownerId: null, settings: { visit } }), [
      [{ type: 'assign', to: { staff: 11 } }, dispatcher, 1],
      [{ type: 'accept' }, tech, 2],
      [{ type: 'arrive' }, tech, 3],
      [{ type: 'finish', photos: 1 }, tech, 4],
    ]);
    expect(order.state).toBe(to);
  });

  it.each([
    ['always', 'awaiting_visit', 'awaiting_visit'],
    ['unless_rated', 'closed', 'awaiting_visit'],
    ['none', 'closed', 'closed'],
  ] as const)('visit policy %s: after the owner’s rating %s, after the system’s %s', (visit, rated, autoRated) => {
    const waiting = buildOrder({ state: 'awaiting_rating', handler: 11, settings: { visit } });
    const byOwner = nextState(waiting, { type: 'rate', score: 5 }, owner, minutes(10));
    const bySystem = nextState(waiting, { type: 'auto_rate' }, system, minutes(48 * 60));
    expect(byOwner.ok && byOwner.order.state).toBe(rated);
    expect(bySystem.ok && bySystem.order.state).toBe(autoRated);
  });

  it('generated tasks close at 完工: a patrol task from 已接单, a maintenance task after 到场', () => {
    const patrol = createWorkOrder({ kind: 'patrol', priority: 'normal', assignTo: { staff: 11 } }, system, minutes(0));
    expect(patrol.order.state).toBe('assigned');
    expect(patrol.event).toMatchObject({
      action: 'create',
      from: null,
      to: 'assigned',
      actor: { kind: 'system', id: null },
    });
    expect(
      run(patrol.order, [
        [{ type: 'accept' }, tech, 1],
        [{ type: 'finish', photos: 0 }, tech, 30],
      ]).order.state,
    ).toBe('closed');
    const maintenance = createWorkOrder(
      { kind: 'maintenance', priority: 'normal', assignTo: { team: TEAM } },
      system,
      minutes(0),
    );
    expect(
      run(maintenance.order, [
        [{ type: 'accept' }, tech2, 1],
        [{ type: 'arrive' }, tech2, 20],
        [{ type: 'finish', photos: 1 }, tech2, 80],
      ]).order,
    ).toMatchObject({ state: 'closed', handler: 12, team: TEAM });
  });

  it('派单 to a team: a member accepts and becomes the handler', () => {
    const { order, events } = run(buildOrder(), [
      [{ type: 'assign', to: { team: TEAM } }, dispatcher, 1],
      [{ type: 'accept' }, tech2, 5],
    ]);
    expect(order).toMatchObject({ state: 'accepted', handler: 12, team: TEAM });
    expect(events[1]).toMatchObject({ as: 'team_member', handler: { before: null, after: 12 } });
  });

  it('转派 with a reason hands the order to another technician, who accepts it; the response time stays the first', () => {
    const { order, events } = run(buildOrder(), [
      [{ type: 'assign', to: { staff: 11 } }, dispatcher, 1],
      [{ type: 'accept' }, tech, 2],
      [{ type: 'transfer', to: { staff: 12 }, reason: '需要电工' }, tech, 10],
      [{ type: 'accept' }, tech2, 15],
    ]);
    expect(events[2]).toMatchObject({
      from: 'accepted',
      to: 'assigned',
      as: 'handler',
      reason: '需要电工',
      handler: { before: 11, after: 12 },
    });
    expect(order).toMatchObject({ state: 'accepted', handler: 12, acceptedAt: minutes(2).toISOString() });
  });

  it('退单 of a pooled order returns it to the pool without a handler', () => {
    const { order, events } = run(buildOrder({ settings: { dispatch: 'grab' } }), [
      [{ type: 'grab' }, tech, 1],
      [{ type: 'return', reason: '不在服务范围' }, tech, 5],
    ]);
    expect(order).toMatchObject({ state: 'pending', handler: null });
    expect(events[1]!.reason).toBe('不在服务范围');
  });

  it('退单 from 待支付 voids the unpaid charge and goes back to 已接单', () => {
    const { order, events } = run(buildOrder({ kind: 'paid_service' }), [
      [{ type: 'assign', to: { staff: 11 } }, dispatcher, 1],
      [{ type: 'accept' }, tech, 2],
      [{ type: 'arrive' }, tech, 3],
      [{ type: 'finish', photos: 1, lines }, tech, 4],
      [{ type: 'return', reason: '业主对费用有异议' }, tech, 10],
    ]);
    expect(order).toMatchObject({
      state: 'accepted',
      charge: null,
      finishedAt: null,
      arrivedAt: minutes(3).toISOString(),
    });
    expect(events[4]!.detail.voidedCharge?.total).toBe('90.50');
  });

  it('取消 of a paused order closes its pause', () => {
    const { order } = run(buildOrder(), [
      [{ type: 'assign', to: { staff: 11 } }, dispatcher, 1],
      [{ type: 'accept' }, tech, 2],
      [{ type: 'pause', reason: 'rescheduled' }, tech, 3],
      [{ type: 'cancel', reason: '业主已自行修好' }, dispatcher, 50],
    ]);
    expect(order).toMatchObject({ state: 'cancelled', closedAt: minutes(50).toISOString(), resumeTo: null });
    expect(order.pauses[0]!.to).toBe(minutes(50).toISOString());
  });

  it('催单 records the owner’s urge without moving the order', () => {
    const result = nextState(buildOrder(), { type: 'urge', note: '水一直在漏' }, owner, minutes(30));
    expect(result.ok && result.order.state).toBe('pending');
    expect(result.ok && result.order.stateSince).toBe(minutes(0).toISOString());
    expect(result.ok && result.event).toMatchObject({ action: 'urge', from: 'pending', to: 'pending', as: 'owner' });
  });
});

// The notes' table (§6), written out again on purpose rather than read from ORDER_FLOW, plus 催单 (ours).
const ALLOWED: Record<OrderState, readonly OrderActionType[]> = {
  pending: ['assign', 'grab', 'cancel', 'urge'],
  assigned: ['accept', 'transfer', 'return', 'cancel', 'urge'],
  accepted: ['arrive', 'pause', 'transfer', 'return', 'cancel', 'urge'],
  arrived: ['start', 'pause', 'transfer', 'finish', 'urge'],
  working: ['pause', 'transfer', 'finish', 'urge'],
  paused: ['resume', 'cancel', 'urge'],
  awaiting_payment: ['return', 'pay'],
  awaiting_rating: ['rate', 'auto_rate'],
  awaiting_visit: ['visit'],
  closed: [],
  cancelled: [],
};

const EXPECTED_TO: Partial<Record<`${OrderState}:${OrderActionType}`, OrderState>> = {
  'pending:assign': 'assigned',
  'pending:grab': 'accepted',
  'assigned:accept': 'accepted',
  'assigned:transfer': 'assigned',
  'assigned:return': 'pending',
  'accepted:arrive': 'arrived',
  'accepted:pause': 'paused',
  'accepted:transfer': 'assigned',
  'accepted:return': 'pending',
  'arrived:start': 'working',
  'arrived:pause': 'paused',
  'arrived:transfer': 'assigned',
  'arrived:finish': 'awaiting_rating',
  'working:pause': 'paused',
  'working:transfer': 'assigned',
  'working:finish': 'awaiting_rating',
  'paused:resume': 'arrived',
  'awaiting_payment:return': 'accepted',
  'awaiting_payment:pay': 'awaiting_rating',
  'awaiting_rating:rate': 'closed',
  'awaiting_rating:auto_rate': 'awaiting_visit',
  'awaiting_visit:visit': 'closed',
};

/** A staff member who holds every staff capacity on the matrix's orders. */
const everyone: OrderActor = {
  kind: 'staff',
  id: 11,
  roles: ['dispatcher', 'technician', 'manager'],
  teams: [TEAM],
  leads: [TEAM],
  openOrders: 0,
};

const sample: Record<OrderActionType, [OrderAction, OrderActor]> = {
  assign: [{ type: 'assign', to: { staff: 12 } }, everyone],
  grab: [{ type: 'grab' }, everyone],
  accept: [{ type: 'accept' }, everyone],
  arrive: [{ type: 'arrive' }, everyone],
  start: [{ type: 'start' }, everyone],
  pause: [{ type: 'pause', reason: 'owner_absent' }, everyone],
  resume: [{ type: 'resume' }, everyone],
  transfer: [{ type: 'transfer', to: { staff: 12 }, reason: '换人' }, everyone],
  return: [{ type: 'return', reason: '退回' }, everyone],
  finish: [{ type: 'finish', photos: 1 }, everyone],
  pay: [{ type: 'pay', reference: 'P1' }, system],
  rate: [{ type: 'rate', score: 5 }, owner],
  auto_rate: [{ type: 'auto_rate' }, system],
  visit: [{ type: 'visit', satisfied: true }, everyone],
  cancel: [{ type: 'cancel', reason: '重复登记' }, everyone],
  urge: [{ type: 'urge' }, owner],
};

describe('the whole state × action table: allowed moves lead where the notes say, every other one is refused', () => {
  const cells = ORDER_STATES.flatMap((state) => ORDER_ACTION_TYPES.map((action) => [state, action] as const));
  it.each(cells)('%s × %s', (state, action) => {
    const order = buildOrder({
      state,
      handler: 11,
      team: TEAM,
      resumeTo: state === 'paused' ? 'arrived' : null,
      pauses:
        state === 'paused' ? [{ from: minutes(0).toISOString(), to: null, reason: 'owner_absent', note: null }] : [],
      settings: { dispatch: 'grab' },
      charge: state === 'awaiting_payment' ? { lines: [], total: '10.00' } : null,
    });
    const [payload, actor] = sample[action];
    const result = nextState(order, payload, actor, minutes(48 * 60));
    if (!ALLOWED[state].includes(action)) {
      expect(result.ok ? result.order.state : result.refusal.code).toBe('workorders.wrong_state');
      return;
    }
    const to = EXPECTED_TO[`${state}:${action}`] ?? (action === 'cancel' ? 'cancelled' : state);
    expect(result.ok ? result.order.state : result.refusal.message).toBe(to);
  });

  it('a final order refuses with its state named', () => {
    const result = nextState(
      buildOrder({ state: 'closed' }),
      { type: 'assign', to: { staff: 11 } },
      dispatcher,
      minutes(1),
    );
    expect(result).toEqual({
      ok: false,
      refusal: { status: 409, code: 'workorders.wrong_state', message: '工单当前为「已完成」，不能派单' },
    });
  });

  it('a team leader may assign, pause and transfer orders of their team', () => {
    const order = buildOrder({ team: TEAM });
    const assigned = nextState(order, { type: 'assign', to: { staff: 11 } }, leader, minutes(1));
    expect(assigned.ok && assigned.event.as).toBe('team_leader');
  });
});
