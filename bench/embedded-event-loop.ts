// Event-loop delay of the server process while the embedded database runs a 2-second query.
// The database lives in a child process, so the loop should stay responsive.
// Run: pnpm --filter @pm/bench exec tsx embedded-event-loop.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase } from '@pm/db';

const dataDir = mkdtempSync(join(tmpdir(), 'pm-bench-loop-'));
const database = await openDatabase({ dataDir });
await database.sql`select 1`;

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
let ticks = 0;
const timer = setInterval(() => ticks++, 5);
const started = performance.now();
await database.sql`select pg_sleep(2)`;
const elapsed = performance.now() - started;
clearInterval(timer);
histogram.disable();

const ms = (ns: number) => (ns / 1e6).toFixed(2);
console.log(
  `2 s query took ${elapsed.toFixed(0)} ms; 5 ms timer fired ${ticks} times (ideal ${Math.floor(elapsed / 5)})`,
);
console.log(
  `event-loop delay: p50 ${ms(histogram.percentile(50))} ms, p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms`,
);
await database.close();
rmSync(dataDir, { recursive: true, force: true });
