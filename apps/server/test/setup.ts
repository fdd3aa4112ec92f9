import { afterAll, vi } from 'vitest';

// Server test files share their worker's modules (isolate: false in vitest.config.ts); each one
// builds its own app and database. What a file may have changed in the process is put back
// before the next: timers, stubbed globals and environment variables, spies.

const TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'Date'] as const;
type Timers = Pick<typeof globalThis, (typeof TIMERS)[number]>;
const key = Symbol.for('pm.test.realTimers');
const holder = globalThis as typeof globalThis & { [key]?: Timers };
// The worker's real timers, taken when its first file starts (before any test could fake them).
const real: Timers = (holder[key] ??= Object.fromEntries(TIMERS.map((name) => [name, globalThis[name]])) as unknown as Timers);

afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // A spy on a faked timer (vi.spyOn(globalThis, 'setTimeout') under useFakeTimers) restores the
  // fake after useRealTimers has run: the next file's timers would never fire. Put the real ones back.
  for (const name of TIMERS) if (globalThis[name] !== real[name]) Object.assign(globalThis, { [name]: real[name] });
});
