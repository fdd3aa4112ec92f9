import { describe, expect, it } from 'vitest';
import { orderSlaClocks, slaClassOf } from './sla-order';
import { slaNextChange, slaStatusAt, slaTimes, type SlaClock } from './sla-status';
import { buildOrder } from './test-orders';

const cn = (text: string) => new Date(`${text}+08:00`);
const shown = (d: Date | null) =>
  d === null ? null : new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
const times = (clock: SlaClock) => {
  const t = slaTimes(clock);
  return { warn: shown(t.warnAt), due: shown(t.dueAt), escalate: t.escalateAt.map(shown) };
};

// Escalation golden cases (ours; computed by hand on Mon–Fri 09:00–18:00, 2026-03-06 a Friday).
describe('warning and escalation times', () => {
  it('E1 紧急 arrival 30 min from Fri 23:50: warn at 80 % (24 min), leader +10, manager +30', () => {
    const clock: SlaClock = {
      spec: { start: cn('2026-03-06T23:50'), mode: 'continuous' },
      minutes: 30,
      warning: { percent: 80 },
      escalations: [10, 30],
      stoppedAt: null,
    };
    expect(times(clock)).toEqual({
      warn: '2026-03-07T00:14',
      due: '2026-03-07T00:20',
      escalate: ['2026-03-07T00:30', '2026-03-07T00:50'],
    });
  });

  it('E2 一般 response 2 business hours from Fri 23:50: every time on Monday', () => {
    const clock: SlaClock = {
      spec: { start: cn('2026-03-06T23:50'), mode: 'business' },
      minutes: 120,
      warning: { percent: 80 },
      escalations: [60, 240],
      stoppedAt: null,
    };
    expect(times(clock)).toEqual({
      warn: '2026-03-09T10:36',
      due: '2026-03-09T11:00',
      escalate: ['2026-03-09T12:00', '2026-03-09T15:00'],
    });
  });

  it('E3 一般 resolution 8 business hours from Fri 16:00, escalations carried across the weekend and nights', () => {
    const clock: SlaClock = {
      spec: { start: cn('2026-03-06T16:00'), mode: 'business' },
      minutes: 480,
      warning: { minutesBefore: 30 },
      escalations: [120, 540],
      stoppedAt: null,
    };
    expect(times(clock)).toEqual({
      warn: '2026-03-09T14:30',
      due: '2026-03-09T15:00',
      escalate: ['2026-03-09T17:00', '2026-03-10T15:00'],
    });
  });

  it('E4 the same, paused Mon 10:00 → Tue 10:00: every time moves by the working hours paused', () => {
    const clock: SlaClock = {
      spec: {
        start: cn('2026-03-06T16:00'),
        mode: 'business',
        pauses: [{ from: cn('2026-03-09T10:00'), to: cn('2026-03-10T10:00') }],
      },
      minutes: 480,
      warning: { minutesBefore: 30 },
      escalations: [120, 540],
      stoppedAt: null,
    };
    expect(times(clock)).toEqual({
      warn: '2026-03-10T14:30',
      due: '2026-03-10T15:00',
      escalate: ['2026-03-10T17:00', '2026-03-11T15:00'],
    });
  });
});

describe('the state of a clock at an instant, and the next instant it changes', () => {
  const clock: SlaClock = {
    spec: { start: cn('2026-03-06T23:50'), mode: 'continuous' },
    minutes: 30,
    warning: { percent: 80 },
    escalations: [10, 30],
    stoppedAt: null,
  };

  it.each([
    ['2026-03-06T23:55', 'in_time', 0, '2026-03-07T00:14'],
    ['2026-03-07T00:14', 'warning', 0, '2026-03-07T00:20'],
    ['2026-03-07T00:20', 'overdue', 0, '2026-03-07T00:30'],
    ['2026-03-07T00:30', 'escalated', 1, '2026-03-07T00:50'],
    ['2026-03-07T00:50', 'escalated', 2, null],
    ['2026-03-07T09:00', 'escalated', 2, null],
  ] as const)('at %s: %s, level %s; next change %s', (at, phase, level, next) => {
    expect(slaStatusAt(clock, cn(at))).toMatchObject({ phase, level, stopped: false, met: null, paused: false });
    expect(shown(slaNextChange(clock, cn(at)))).toBe(next);
  });

  it('stops at the milestone: met at the limit itself, missed a minute after; nothing more to schedule', () => {
    const atLimit = { ...clock, stoppedAt: cn('2026-03-07T00:20') };
    expect(slaStatusAt(atLimit, cn('2026-03-07T02:00'))).toMatchObject({
      phase: 'warning',
      stopped: true,
      met: true,
      elapsedMinutes: 30,
      remainingMinutes: 0,
    });
    const late = { ...clock, stoppedAt: cn('2026-03-07T00:21') };
    expect(slaStatusAt(late, cn('2026-03-07T02:00'))).toMatchObject({
      phase: 'overdue',
      met: false,
      remainingMinutes: -1,
    });
    expect(slaNextChange(late, cn('2026-03-07T02:00'))).toBeNull();
    expect(slaStatusAt(late, cn('2026-03-07T00:10'))).toMatchObject({ phase: 'in_time', stopped: false });
  });

  it('while paused: frozen, flagged, and no next change until it resumes', () => {
    const paused = { ...clock, spec: { ...clock.spec, pauses: [{ from: cn('2026-03-07T00:05'), to: null }] } };
    expect(slaStatusAt(paused, cn('2026-03-07T08:00'))).toMatchObject({
      phase: 'in_time',
      paused: true,
      elapsedMinutes: 15,
    });
    expect(slaNextChange(paused, cn('2026-03-07T08:00'))).toBeNull();
    expect(slaTimes(paused).dueAt).toBeNull();
  });
});

describe('an order’s clocks from its policy', () => {
  it('紧急: response, arrival and resolution on 24×7 clocks, stopped by 接单, 到场 and 完工, paused by 挂起', () => {
    const order = buildOrder({
      priority: 'urgent',
      createdAt: cn('2026-03-06T23:50').toISOString(),
      acceptedAt: cn('2026-03-06T23:53').toISOString(),
      arrivedAt: cn('2026-03-07T00:15').toISOString(),
      pauses: [
        {
          from: cn('2026-03-07T00:00').toISOString(),
          to: cn('2026-03-07T02:00').toISOString(),
          reason: 'awaiting_parts',
          note: null,
        },
      ],
    });
    const clocks = orderSlaClocks(order);
    expect(clocks.map((c) => [c.target, shown(slaTimes(c.clock).dueAt)])).toEqual([
      ['response', '2026-03-06T23:55'],
      ['arrival', '2026-03-07T02:20'],
      ['resolution', '2026-03-08T01:50'],
    ]);
    expect(clocks.map((c) => slaStatusAt(c.clock, cn('2026-03-07T03:00')).met)).toEqual([true, true, null]);
  });

  it('HC behaviour on request: 挂起 does not stop the clocks', () => {
    const order = buildOrder({
      priority: 'urgent',
      createdAt: cn('2026-03-06T23:50').toISOString(),
      pauses: [
        {
          from: cn('2026-03-07T00:00').toISOString(),
          to: cn('2026-03-07T02:00').toISOString(),
          reason: 'awaiting_parts',
          note: null,
        },
      ],
    });
    const resolution = orderSlaClocks(order, { countPauses: true })[2]!;
    expect(shown(slaTimes(resolution.clock).dueAt)).toBe('2026-03-07T23:50');
  });

  it('an appointment times arrival and resolution from the appointment; a complaint has no arrival', () => {
    const booked = buildOrder({
      createdAt: cn('2026-03-05T10:00').toISOString(),
      appointmentAt: cn('2026-03-07T10:00').toISOString(),
    });
    expect(slaClassOf(booked)).toBe('appointment');
    expect(orderSlaClocks(booked).map((c) => [c.target, shown(slaTimes(c.clock).dueAt)])).toEqual([
      ['arrival', '2026-03-07T10:30'],
      ['resolution', '2026-03-09T17:00'],
    ]);
    const complaint = buildOrder({ kind: 'complaint', createdAt: cn('2026-03-06T16:00').toISOString() });
    expect(orderSlaClocks(complaint).map((c) => [c.target, shown(slaTimes(c.clock).dueAt)])).toEqual([
      ['response', '2026-03-07T16:00'],
      ['resolution', '2026-03-13T16:00'],
    ]);
  });

  it('generated tasks and cancelled orders have no clocks', () => {
    expect(orderSlaClocks(buildOrder({ kind: 'patrol' }))).toEqual([]);
    expect(orderSlaClocks(buildOrder({ state: 'cancelled' }))).toEqual([]);
  });
});
