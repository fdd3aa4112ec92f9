import { availableParallelism } from 'node:os';

// How many files run at once: each worker drives its own product (global-setup.ts starts one per
// worker), so files never share a database with a file running beside them. A browser test spends
// much of its time waiting on the page (one worker kept 2 cores 45 % idle), so one worker more than
// the cores (at most 4) fills them: the suite took 845 s with one worker, 446 s with two, 343 s with
// three on 2 cores (bench/RESULTS.md). E2E_BASE_URL (one running product) means one worker;
// E2E_WORKERS overrides the count.
export const E2E_WORKERS = process.env.E2E_BASE_URL
  ? 1
  : Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(4, availableParallelism() + 1)));

/** Index of this worker's product among `count` (vitest numbers its workers 1..maxWorkers in VITEST_POOL_ID). */
export function workerSlot(count: number): number {
  const pool = Number(process.env.VITEST_POOL_ID ?? 1);
  return (Math.max(1, pool) - 1) % Math.max(1, count);
}
