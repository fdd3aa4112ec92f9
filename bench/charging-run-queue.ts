// The bill run on the job queue (issue 27 goals: with two instances a run takes at most 0.6 of one instance's time;
// on one instance at most 2.5 times a bare INSERT … SELECT writing the same lines with the same indexes and triggers,
// measured side by side in one bench run; event-loop p99 ≤ 50 ms during the run).
// Run: npm run bench -- charging-run-queue   (BENCH_HOUSES, default 100000, houses added by seed:scale)
// One seeded database (seed:scale houses, three bindings each by support/charging-bindings.ts), then in turn:
//   floor   the period's lines by one INSERT … SELECT (support/bill-floor.ts), alone and with their create events;
//   one     the runs of another period through the API of one instance (one run per estate, started at once);
//   two     the runs of a third period with a second instance attached to the same database, runs started and
//           polled through either, batches taken by the workers of both.
// Each phase's lines are removed after it (drafts), so every phase writes into a table of the same size. The servers
// run with the product's defaults (JOB_POLL_SECONDS 1, two workers per instance, batches of 500 houses).
import { loadavg } from 'node:os';
import postgres from 'postgres';
import { startBenchServer } from './support/bench-server';
import { bindThreeItems } from './support/charging-bindings';
import { backendsCpu, cpuBetween } from './support/backend-cpu';
import { removeDrafts, writeFloor } from './support/bill-floor';
import { runPhase, type PhaseResult } from './support/bill-run-phase';

const HOUSES = Number(process.env.BENCH_HOUSES ?? 100_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PERIODS = { floor: '2024-12', one: '2025-01', two: '2025-02' };

const load = () => loadavg()[0]!.toFixed(1);
const first = await startBenchServer({ houses: HOUSES });
const scale = first.info.scale!;
const url = new URL(ADMIN_URL);
url.pathname = `/${first.info.database}`;
const sql = postgres(url.toString(), { max: 1, onnotice: () => undefined });
let second: Awaited<ReturnType<typeof startBenchServer>> | undefined;
try {
  const setupStarted = performance.now();
  const [company] = await sql<{ id: string }[]>`select company_id as id from estates where id = ${scale.estateIds[0]!}`;
  const companyId = Number(company!.id);
  await bindThreeItems(sql, companyId, scale.estateIds);
  await sql`vacuum analyze charge_bindings`;
  const [bindings] = await sql<{ n: number }[]>`select count(*)::int as n from charge_bindings where company_id = ${companyId}`;
  console.log(`setup: ${scale.houses} houses in ${scale.estateIds.length} estates, ${bindings!.n} bindings (${((performance.now() - setupStarted) / 1000).toFixed(1)} s); ${first.info.mode}, pool ${first.info.pool}`);
  const signedA = await first.signIn('emp01');

  const database = first.info.database;
  /** The database's CPU over `work` (its backends'), beside what `work` answers. */
  const withDatabaseCpu = async <T>(work: () => Promise<T>): Promise<T & { dbCpuMs: number | undefined }> => {
    const before = await backendsCpu(sql, database);
    const result = await work();
    return { ...result, dbCpuMs: cpuBetween(before, await backendsCpu(sql, database)) };
  };
  const floor = async (withEvents: boolean) => {
    const result = await withDatabaseCpu(() => writeFloor(sql, { companyId, userId: signedA.userId, period: PERIODS.floor, estateIds: scale.estateIds, withEvents }));
    await removeDrafts(sql, companyId, PERIODS.floor);
    return result;
  };
  const loadFloor = load();
  const bare = await floor(false);
  const withEvents = await floor(true);
  console.log(
    `floor ${PERIODS.floor}: INSERT … SELECT of ${bare.lines} lines (Σ ${bare.amount}) ${(bare.ms / 1000).toFixed(2)} s, database CPU ${seconds(bare.dbCpuMs)}` +
      `${bare.dbCpuMs === undefined ? '' : ` (${((bare.dbCpuMs * 1000) / bare.lines).toFixed(1)} µs a line)`}; ` +
      `with their create events ${(withEvents.ms / 1000).toFixed(2)} s, database CPU ${seconds(withEvents.dbCpuMs)} (load ${loadFloor} → ${load()})`,
  );

  const loadOne = load();
  const one = await withDatabaseCpu(() => runPhase([{ server: first, token: signedA.token }], scale.estateIds, PERIODS.one));
  report('one instance', PERIODS.one, one, `${loadOne} → ${load()}`);
  const same = one.lines === bare.lines && one.amount === bare.amount;
  console.log(`  the runs wrote ${same ? 'the floor\'s lines' : `NOT the floor's lines (${one.lines} lines Σ ${one.amount} vs ${bare.lines} Σ ${bare.amount})`}`);
  await removeDrafts(sql, companyId, PERIODS.one);

  const attached = await startBenchServer({ attachTo: first.info.database });
  second = attached;
  const signedB = await attached.signIn('emp01');
  const loadTwo = load();
  const two = await withDatabaseCpu(() =>
    runPhase(
      [
        { server: first, token: signedA.token },
        { server: attached, token: signedB.token },
      ],
      scale.estateIds,
      PERIODS.two,
    ),
  );
  report('two instances', PERIODS.two, two, `${loadTwo} → ${load()}`);
  await removeDrafts(sql, companyId, PERIODS.two);

  const floorS = bare.ms / 1000;
  console.log(
    `ratios: one instance / floor ${(one.wall / floorS).toFixed(2)} (goal ≤ 2.5; against the floor with events ${(one.wall / (withEvents.ms / 1000)).toFixed(2)}), ` +
      `two / one ${(two.wall / one.wall).toFixed(2)} (goal ≤ 0.6); event-loop p99 ${[...one.instances, ...two.instances].map((i) => i.loop.p99.toFixed(1)).join(', ')} ms (goal ≤ 50)`,
  );
  if (!same || one.failed.length || two.failed.length || one.lines !== two.lines) process.exitCode = 1;
} finally {
  await sql.end();
  await second?.stop();
  await first.stop();
}

function seconds(ms: number | undefined) {
  return ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(2)} s`;
}

function report(name: string, period: string, r: PhaseResult & { dbCpuMs: number | undefined }, loadText: string) {
  console.log(
    `${name} ${period}: ${r.runs} runs, ${r.houses} houses, ${r.lines} lines (Σ ${r.amount}), wall ${r.wall.toFixed(2)} s (${Math.round(r.lines / r.wall)} lines/s), ` +
      `database CPU ${seconds(r.dbCpuMs)}, load ${loadText}`,
  );
  for (const [n, i] of r.instances.entries()) {
    console.log(`  instance ${n + 1}: ${i.tasks} batches, server CPU ${(i.cpuMs / 1000).toFixed(1)} s, event loop p50 ${i.loop.p50.toFixed(1)} / p99 ${i.loop.p99.toFixed(1)} / max ${i.loop.max.toFixed(1)} ms`);
  }
  const serverCpu = r.instances.reduce((n, i) => n + i.cpuMs, 0);
  console.log(`  CPU per line: servers ${((serverCpu * 1000) / r.lines).toFixed(1)} µs + database ${r.dbCpuMs === undefined ? 'n/a' : `${((r.dbCpuMs * 1000) / r.lines).toFixed(1)} µs`}`);
  console.log(`  GET /api/charging/runs/:id while running: ${r.poll.calls} calls, p50 ${r.poll.p50.toFixed(1)} ms, p99 ${r.poll.p99.toFixed(1)} ms`);
  if (r.failed.length) console.log(`  FAILED runs: ${r.failed.join('; ')}`);
}
