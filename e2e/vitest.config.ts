import { defineConfig } from 'vitest/config';

// One built product for the whole run (globalSetup), one browser per file, files one after another.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // a screen answers within a second on a quiet machine, not on a busy CI runner
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
