import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The README's test command runs these projects; browser tests live in e2e/ with their own config.
//
// Test time (docs/decisions.md, "Test workers"): one worker per core (vitest's default leaves one
// core idle, which on a 2-core machine runs every file one after another), and the server and web
// files share their worker's modules (isolate: false) instead of importing the app afresh per file.
// Each server file still gets its own app and database; web files get a reset (src/test/setup.ts).
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // Pure rules and declarations: nothing for one file to leave behind for the next.
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node', isolate: false } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        test: {
          name: 'server',
          include: [
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'packages/db/src/**/*.test.ts',
            'seed/src/**/*.test.ts',
          ],
          environment: 'node',
          pool: 'forks',
          isolate: false,
          setupFiles: ['./apps/server/test/setup.ts'],
          globalSetup: ['./apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          // A demo-seeded app (createTestApp demoSeed) writes the whole seed once per worker: minutes on a loaded PGlite.
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'provider',
          include: ['apps/provider/src/**/*.test.ts', 'apps/provider/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pay-vendor',
          include: ['apps/pay-vendor/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'sms-vendor',
          include: ['apps/sms-vendor/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'wechat-vendor',
          include: ['apps/wechat-vendor/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'einvoice-vendor',
          include: ['apps/einvoice-vendor/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          isolate: false,
          server: { deps: { inline: ['i18next', 'react-i18next', '@mantine/notifications'] } },
        },
      },
    ],
  },
});
