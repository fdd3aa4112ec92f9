import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/workers';

// The built product once per worker (globalSetup), one browser per file; each worker runs its files
// one after another on its own product, E2E_WORKERS workers side by side (support/workers.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // a screen answers within a second on a quiet machine, not on a busy CI runner
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
