import { describe, expect, it } from 'vitest';
import { createWorkOrder } from './create-order';
import { nextState } from './next-state';
import { orderSlaDue } from './sla-due';
import { dispatcher, tech, TEAM } from './test-orders';

const at = (s: string) => new Date(s);

describe('orderSlaDue', () => {
  // Golden case S1: 紧急 created Fri 2026-03-06 23:50 China time, 24×7: response 5 min, arrival 30 min.
  const { order } = createWorkOrder({ kind: 'repair', priority: 'urgent', team: TEAM }, dispatcher, '2026-03-06T23:50:00+08:00');

  it('keeps each limit and the earliest running one, and wakes at the first warning', () => {
    const due = orderSlaDue(order, {}, order.createdAt);
    expect(due.responseDueAt).toEqual(at('2026-03-06T23:55:00+08:00'));
    expect(due.arrivalDueAt).toEqual(at('2026-03-07T00:20:00+08:00'));
    expect(due.dueAt).toEqual(due.responseDueAt);
    expect(due.warnAt).toEqual(at('2026-03-06T23:54:00+08:00'));
    expect(due.nextAt).toEqual(due.warnAt);
  });

  it('drops a stopped clock from the running limits but keeps its limit; nothing runs once cancelled', () => {
    const assigned = nextState(order, { type: 'assign', to: { staff: tech.id } }, dispatcher, '2026-03-06T23:51:00+08:00');
    if (!assigned.ok) throw new Error('assign refused');
    const accepted = nextState(assigned.order, { type: 'accept' }, tech, '2026-03-06T23:52:00+08:00');
    if (!accepted.ok) throw new Error('accept refused');
    const due = orderSlaDue(accepted.order, {}, '2026-03-06T23:52:00+08:00');
    expect(due.responseDueAt).toEqual(at('2026-03-06T23:55:00+08:00'));
    expect(due.dueAt).toEqual(at('2026-03-07T00:20:00+08:00'));
    const cancelled = nextState(accepted.order, { type: 'cancel', reason: '误报' }, dispatcher, '2026-03-06T23:53:00+08:00');
    if (!cancelled.ok) throw new Error('cancel refused');
    expect(orderSlaDue(cancelled.order, {}, '2026-03-06T23:53:00+08:00')).toMatchObject({ dueAt: null, warnAt: null, nextAt: null });
  });

  it('has no due time and schedules nothing while 挂起', () => {
    const assigned = nextState(order, { type: 'assign', to: { staff: tech.id } }, dispatcher, '2026-03-06T23:51:00+08:00');
    if (!assigned.ok) throw new Error('assign refused');
    const accepted = nextState(assigned.order, { type: 'accept' }, tech, '2026-03-06T23:52:00+08:00');
    if (!accepted.ok) throw new Error('accept refused');
    const paused = nextState(accepted.order, { type: 'pause', reason: 'awaiting_parts' }, tech, '2026-03-06T23:53:00+08:00');
    if (!paused.ok) throw new Error('pause refused');
    expect(orderSlaDue(paused.order, {}, '2026-03-06T23:53:00+08:00')).toMatchObject({ dueAt: null, nextAt: null });
  });
});
