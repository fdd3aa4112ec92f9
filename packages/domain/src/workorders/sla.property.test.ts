import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockElapsedMs, clockInstantAt, type ClockPause, type ClockSpec } from './sla-clock';
import { slaNextChange, slaStatusAt, type SlaClock } from './sla-status';

const MIN = 60_000;
const base = Date.parse('2026-03-02T00:00:00+08:00');
/** Minutes from Monday 2026-03-02 00:00 China time, over three weeks. */
const instant = fc.integer({ min: 0, max: 3 * 7 * 1440 });
const pauses = fc.array(
  fc
    .tuple(instant, fc.integer({ min: 1, max: 3 * 1440 }))
    .map(([from, len]): ClockPause => ({ from: new Date(base + from * MIN), to: new Date(base + (from + len) * MIN) })),
  { maxLength: 4 },
);
const mode = fc.constantFrom<ClockSpec['mode']>('continuous', 'business');
const spec = fc.record({ start: instant.map((m) => new Date(base + m * MIN)), mode, pauses });

describe('SLA clocks, for any start, pauses and limit', () => {
  it('a paused clock’s due time is never earlier than the same clock unpaused', () => {
    fc.assert(
      fc.property(spec, fc.integer({ min: 1, max: 3000 }), (s, minutes) => {
        const paused = clockInstantAt(s, minutes * MIN)!;
        const unpaused = clockInstantAt({ ...s, pauses: [] }, minutes * MIN)!;
        return paused.getTime() >= unpaused.getTime();
      }),
    );
  });

  it('the due time is the first instant at which that much clock time has run', () => {
    fc.assert(
      fc.property(spec, fc.integer({ min: 1, max: 3000 }), (s, minutes) => {
        const due = clockInstantAt(s, minutes * MIN)!;
        expect(clockElapsedMs(s, due)).toBe(minutes * MIN);
        expect(clockElapsedMs(s, due.getTime() - 1)).toBeLessThan(minutes * MIN);
      }),
    );
  });

  it('elapsed time never runs backwards, and a business clock never runs ahead of a 24×7 one', () => {
    fc.assert(
      fc.property(spec, instant, instant, (s, a, b) => {
        const [early, late] = [Math.min(a, b), Math.max(a, b)].map((m) => base + m * MIN) as [number, number];
        expect(clockElapsedMs(s, early)).toBeLessThanOrEqual(clockElapsedMs(s, late));
        expect(clockElapsedMs({ ...s, mode: 'business' }, late)).toBeLessThanOrEqual(
          clockElapsedMs({ ...s, mode: 'continuous' }, late),
        );
      }),
    );
  });

  it('the state holds until the next change and changes at it', () => {
    fc.assert(
      fc.property(
        spec,
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 200 }),
        instant,
        (s, minutes, esc, at) => {
          const clock: SlaClock = {
            spec: s,
            minutes,
            warning: { percent: 80 },
            escalations: [esc, esc + 60],
            stoppedAt: null,
          };
          const now = new Date(base + at * MIN);
          const next = slaNextChange(clock, now);
          if (next === null) return;
          const key = (t: number) => {
            const st = slaStatusAt(clock, new Date(t));
            return `${st.phase}/${st.level}`;
          };
          expect(key(next.getTime() - 1)).toBe(key(now.getTime()));
          expect(key(next.getTime())).not.toBe(key(now.getTime()));
        },
      ),
    );
  });
});
