import { describe, expect, it } from 'vitest';
import type { DayType, WorkCalendar } from '../calendar/day-type';
import { clockElapsedMs, clockInstantAt, type ClockPause, type ClockSpec } from './sla-clock';
import { slaTimes, type SlaClock } from './sla-status';

/** A China wall-clock time as an instant. */
const cn = (text: string) => new Date(`${text}+08:00`);
const shown = (d: Date | null) =>
  d === null ? null : new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
const pause = (from: string, to: string | null): ClockPause => ({ from: cn(from), to: to === null ? null : cn(to) });
const MIN = 60_000;

const dueOf = (
  start: string,
  mode: ClockSpec['mode'],
  minutes: number,
  pauses: ClockPause[] = [],
  countPauses = false,
) => shown(clockInstantAt({ start: cn(start), mode, pauses, countPauses }, minutes * MIN));

// Notes §6 golden cases: business calendar Mon–Fri 09:00–18:00, no holidays; 2026-03-06 is a Friday.
describe('SLA golden cases S1–S8 (notes §6)', () => {
  it.each([
    ['S1 紧急 arrival 30 min, 24×7', '2026-03-06T23:50', 'continuous', 30, [], '2026-03-07T00:20'],
    [
      'S2 紧急 resolution 24 h, paused Sat 00:00–02:00',
      '2026-03-06T23:50',
      'continuous',
      24 * 60,
      [pause('2026-03-07T00:00', '2026-03-07T02:00')],
      '2026-03-08T01:50',
    ],
    ['S3 一般 response 2 business hours', '2026-03-06T23:50', 'business', 120, [], '2026-03-09T11:00'],
    ['S4 一般 resolution 8 business hours', '2026-03-06T23:50', 'business', 480, [], '2026-03-09T17:00'],
    [
      'S5 一般 resolution 8 h, paused Mon 10:00–12:00',
      '2026-03-06T23:50',
      'business',
      480,
      [pause('2026-03-09T10:00', '2026-03-09T12:00')],
      '2026-03-10T10:00',
    ],
    ['S6 response 2 business hours from Mon 17:30', '2026-03-09T17:30', 'business', 120, [], '2026-03-10T10:30'],
    ['S6 the same on a 24×7 clock', '2026-03-09T17:30', 'continuous', 120, [], '2026-03-09T19:30'],
    [
      'S7 4 business hours, paused Fri 17:00 → Mon 10:00',
      '2026-03-06T16:00',
      'business',
      240,
      [pause('2026-03-06T17:00', '2026-03-09T10:00')],
      '2026-03-09T13:00',
    ],
    ['S7 without the pause', '2026-03-06T16:00', 'business', 240, [], '2026-03-09T11:00'],
  ] as const)('%s: due %s', (_name, start, mode, minutes, pauses, due) => {
    expect(dueOf(start, mode, minutes, [...pauses])).toBe(due);
  });

  it('S1: arriving at 00:15 is within the limit', () => {
    const clock: SlaClock = {
      spec: { start: cn('2026-03-06T23:50'), mode: 'continuous' },
      minutes: 30,
      warning: { percent: 80 },
      escalations: [],
      stoppedAt: cn('2026-03-07T00:15'),
    };
    expect(clockElapsedMs(clock.spec, clock.stoppedAt!)).toBe(25 * MIN);
    expect(shown(slaTimes(clock).dueAt)).toBe('2026-03-07T00:20');
  });

  it('S8 HC: appointment Sat 10:00 + do_time 24 h, 快超时 30 min before; HC counts the 2 h paused, we do not', () => {
    const paused = [pause('2026-03-07T14:00', '2026-03-07T16:00')];
    const hc: SlaClock = {
      spec: { start: cn('2026-03-07T10:00'), mode: 'continuous', pauses: paused, countPauses: true },
      minutes: 24 * 60,
      warning: { minutesBefore: 30 },
      escalations: [],
      stoppedAt: null,
    };
    expect([shown(slaTimes(hc).dueAt), shown(slaTimes(hc).warnAt)]).toEqual(['2026-03-08T10:00', '2026-03-08T09:30']);
    const ours = { ...hc, spec: { ...hc.spec, countPauses: false } };
    expect([shown(slaTimes(ours).dueAt), shown(slaTimes(ours).warnAt)]).toEqual([
      '2026-03-08T12:00',
      '2026-03-08T11:30',
    ]);
  });
});

describe('business clocks across midnight, weekends and holidays', () => {
  // 2025 National Day (国办发明电〔2024〕12号): 10-01…10-08 off, Sat 10-11 worked.
  const nationalDay: WorkCalendar = new Map<string, DayType>([
    ...['01', '02', '03', '04', '05', '06', '07', '08'].map((d): [string, DayType] => [`2025-10-${d}`, '3']),
    ['2025-10-11', '1'],
  ]);

  it('stops over a holiday and runs on a 调休 Saturday', () => {
    const spec = (start: string): ClockSpec => ({
      start: cn(start),
      mode: 'business',
      hours: { spans: [{ start: '09:00', end: '18:00' }], calendar: nationalDay },
    });
    expect(shown(clockInstantAt(spec('2025-09-30T17:00'), 120 * MIN))).toBe('2025-10-09T10:00');
    expect(shown(clockInstantAt(spec('2025-10-10T17:00'), 120 * MIN))).toBe('2025-10-11T10:00');
  });

  it('skips a lunch break given as two spans', () => {
    const spec: ClockSpec = {
      start: cn('2026-03-09T11:00'),
      mode: 'business',
      hours: {
        spans: [
          { start: '13:00', end: '17:30' },
          { start: '08:30', end: '12:00' },
        ],
      },
    };
    expect(shown(clockInstantAt(spec, 120 * MIN))).toBe('2026-03-09T14:00');
    expect(clockElapsedMs(spec, cn('2026-03-10T09:00'))).toBe((60 + 270 + 30) * MIN);
  });

  it('counts nothing before the start, and a pause outside working hours costs nothing', () => {
    const spec: ClockSpec = {
      start: cn('2026-03-06T16:00'),
      mode: 'business',
      pauses: [pause('2026-03-07T10:00', '2026-03-08T20:00')],
    };
    expect(clockElapsedMs(spec, cn('2026-03-06T10:00'))).toBe(0);
    expect(shown(clockInstantAt(spec, 240 * MIN))).toBe('2026-03-09T11:00');
  });

  it('has no due time while a pause is open, nor on a calendar without working days', () => {
    expect(
      clockInstantAt(
        { start: cn('2026-03-06T16:00'), mode: 'continuous', pauses: [pause('2026-03-06T16:10', null)] },
        30 * MIN,
      ),
    ).toBeNull();
    expect(
      clockInstantAt({ start: cn('2026-03-06T16:00'), mode: 'business', hours: { spans: [] } }, 30 * MIN),
    ).toBeNull();
  });

  it('merges overlapping pauses instead of counting them twice', () => {
    const spec: ClockSpec = {
      start: cn('2026-03-07T00:00'),
      mode: 'continuous',
      pauses: [pause('2026-03-07T01:00', '2026-03-07T03:00'), pause('2026-03-07T02:00', '2026-03-07T04:00')],
    };
    expect(shown(clockInstantAt(spec, 120 * MIN))).toBe('2026-03-07T05:00');
  });
});
