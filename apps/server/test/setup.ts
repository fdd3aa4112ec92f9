import { afterAll, vi } from 'vitest';

// Server test files share their worker's modules (isolate: false in vitest.config.ts); each one
// builds its own app and database. What a file may have changed in the process is put back
// before the next: timers, stubbed globals and environment variables, spies.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
