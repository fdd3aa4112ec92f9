import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quietHoursRelease, sendableAt } from './quiet-hours';

const quiet = { start: '21:00', end: '08:00' };
/** A China-time instant. */
const cn = (text: string) => new Date(`${text}+08:00`);

describe('quiet hours 21:00-08:00 China time (notes §6, golden case M7 with our notice window)', () => {
  it.each([
    ['2026-11-28T20:59:59', '2026-11-28T20:59:59'],
    ['2026-11-28T21:00:00', '2026-11-29T08:00:00'],
    ['2026-11-28T23:30:00', '2026-11-29T08:00:00'],
    ['2026-11-29T00:00:00', '2026-11-29T08:00:00'],
    ['2026-11-29T07:59:59', '2026-11-29T08:00:00'],
    ['2026-11-29T08:00:00', '2026-11-29T08:00:00'],
    ['2026-12-31T22:00:00', '2027-01-01T08:00:00'],
  ])('a message due %s leaves at %s', (due, leaves) => {
    expect(quietHoursRelease(cn(due), quiet).toISOString()).toBe(cn(leaves).toISOString());
  });

  it('a window inside one day (12:00-14:00) holds only its own hours', () => {
    const noon = { start: '12:00', end: '14:00' };
    expect(quietHoursRelease(cn('2026-11-28T13:00:00'), noon).toISOString()).toBe(cn('2026-11-28T14:00:00').toISOString());
    expect(quietHoursRelease(cn('2026-11-28T11:00:00'), noon).toISOString()).toBe(cn('2026-11-28T11:00:00').toISOString());
  });

  it('no window, or an empty one, never holds', () => {
    const at = cn('2026-11-28T23:00:00');
    expect(quietHoursRelease(at, null)).toBe(at);
    expect(quietHoursRelease(at, { start: '08:00', end: '08:00' })).toBe(at);
  });

  it('the release is never earlier than now, within 11 hours, and itself outside the window', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }), (now) => {
        const release = quietHoursRelease(now, quiet);
        const wait = release.getTime() - now.getTime();
        return wait >= 0 && wait <= 11 * 3_600_000 && quietHoursRelease(release, quiet).getTime() === release.getTime();
      }),
    );
  });
});

describe('which purposes the quiet hours hold', () => {
  it.each([
    ['dunning', '2026-11-29T08:00:00'],
    ['reminder', '2026-11-29T08:00:00'],
    ['meeting', '2026-11-29T08:00:00'],
    ['paid', '2026-11-28T21:30:00'],
    ['repair', '2026-11-28T21:30:00'],
  ])('%s due at 21:30 leaves at %s', (purpose, leaves) => {
    expect(sendableAt(purpose, cn('2026-11-28T21:30:00'), quiet).toISOString()).toBe(cn(leaves).toISOString());
  });
});
