// The monthly bill run on the embedded database (issue 11 goal: 100k houses with three periodic items in at
// most 60 s on PGlite). The product's own embedded path: PGlite in a child process of a fresh DATA_DIR, served
// to the `postgres` driver, as `npm start` runs it. Same data as charging-run.ts (seed:scale houses, three
// bindings each made by SQL), then the bill-run use case itself, one run per estate started at once; the
// HTTP layer is the same as on PostgreSQL and is measured there.
// Run: npm run bench -- charging-run-embedded   (BENCH_HOUSES, default 100000)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase, runMigrations } from '@pm/db';
import { runDemoSeed, seedContext, seedScale } from '@pm/seed';
import type { Session } from '../apps/server/src/http/session';
import { JobEngine } from '../apps/server/src/jobs/job-engine';
import { BillRuns } from '../apps/server/src/modules/charging/runs/run-bills';
import { Sharing } from '../apps/server/src/modules/charging/sharing/keep-sharing-rules';
import { bindThreeItems } from './support/charging-bindings';

const HOUSES = Number(process.env.BENCH_HOUSES ?? 100_000);
const PERIOD = '2025-01';
const dataDir = mkdtempSync(join(tmpdir(), 'pm-bench-embedded-'));
const database = await openDatabase({ dataDir });
try {
  let t0 = performance.now();
  await runMigrations(database.db);
  await runDemoSeed(database.db);
  const companyId = await seedContext(database.db).company('SH');
  await seedScale(database.db, { houses: HOUSES, companyId });
  const sql = database.sql;
  const estates = (await sql<{ id: string }[]>`select id from estates where company_id = ${companyId} and code like 'S%-E%'`).map((e) => Number(e.id));
  await bindThreeItems(sql, companyId, estates);
  await sql`analyze`;
  console.log(`setup: ${HOUSES} houses in ${estates.length} estates on embedded PGlite (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  const [user] = await sql<{ id: string }[]>`select id from users where username = 'emp01'`;
  const session: Session = { userId: Number(user!.id), companyId, role: 'emp', username: 'emp01', jti: 'bench', exp: 0, mustChangePassword: false, menuStamp: 0 };
  // the job engine as the server runs it: the runs' batches are queue tasks taken by its workers
  const quiet = { info: () => undefined, warn: () => undefined, error: (o: object, m: string) => console.error(m, o) };
  const jobs = new JobEngine(database.db, database.sql, { mode: 'embedded', pollSeconds: 1, sweepSeconds: 15, maintenanceSeconds: 15, bossSchema: 'pgboss', log: quiet });
  const runs = new BillRuns(database.db, new Sharing(database.db), jobs);
  jobs.register(runs.kind());
  await jobs.start();
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const cpu0 = process.cpuUsage();
  t0 = performance.now();
  const started = [];
  for (const estateId of estates) started.push(await runs.start(session, { estateId, kind: 'normal', periodFrom: PERIOD }));
  for (const run of started) {
    while ((await runs.get(session, run.id)).state === 'running') await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  loop.disable();
  const finished = await Promise.all(started.map((r) => runs.get(session, r.id)));
  const lines = finished.reduce((n, r) => n + r.linesCreated, 0);
  const failed = finished.filter((r) => r.state !== 'done');
  console.log(`monthly run ${PERIOD}: ${finished.reduce((n, r) => n + r.done, 0)} houses, ${lines} lines, ${finished.length} runs, wall ${wall.toFixed(1)} s (${Math.round(lines / wall)} lines/s)`);
  console.log(`server process CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms (the database runs in its child process)`);
  console.log(`event-loop delay during the run: p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`);
  if (failed.length) console.log(`FAILED runs: ${failed.map((r) => r.error).join('; ')}`);
  await jobs.stop();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
