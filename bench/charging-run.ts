// A monthly bill run at scale (issue 11 goal: 100k houses with three periodic items in at most 15 s
// on PostgreSQL, the server's event-loop p99 under 50 ms while it runs).
// Run: npm run bench -- charging-run   (BENCH_HOUSES, default 100000, houses added by seed:scale)
// Each house gets three bindings made in bulk by SQL (support/charging-bindings.ts). seed:scale puts 5,000 houses in each estate
// and a run covers one estate, so one run per estate is started at once (as the staff of each estate
// would) and the wall time is until the last is done. Meanwhile the bench polls the runs as the
// screen does (GET /api/charging/runs/:id) and reads the server's own event-loop delay.
import postgres from 'postgres';
import { startBenchServer } from './support/bench-server';
import { bindThreeItems } from './support/charging-bindings';

const HOUSES = Number(process.env.BENCH_HOUSES ?? 100_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PERIOD = '2025-01';

const server = await startBenchServer({ houses: HOUSES });
const scale = server.info.scale!;
const url = new URL(ADMIN_URL);
url.pathname = `/${server.info.database}`;
const sql = postgres(url.toString(), { max: 1, onnotice: () => undefined });

const setupStarted = performance.now();
const [company] = await sql<{ id: string }[]>`select company_id as id from estates where id = ${scale.estateIds[0]!}`;
const companyId = Number(company!.id);
await bindThreeItems(sql, companyId, scale.estateIds);
await sql`vacuum analyze charge_bindings`;
const [bindings] = await sql<{ n: number }[]>`select count(*)::int as n from charge_bindings where company_id = ${companyId}`;
console.log(`setup: ${scale.houses} houses in ${scale.estateIds.length} estates, ${bindings!.n} bindings (${((performance.now() - setupStarted) / 1000).toFixed(1)} s)`);

const { token } = await server.signIn('emp01');
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const helper = `http://127.0.0.1:${server.info.helperPort}`;
await fetch(`${helper}/bench/loop/reset`, { method: 'POST' });

const cpuBefore = (await (await fetch(`${helper}/bench/cpu`)).json()) as { user: number; system: number };
const started = performance.now();
const runIds: number[] = [];
for (const estateId of scale.estateIds) {
  const answer = await fetch(`${server.baseUrl}/api/charging/runs`, { method: 'POST', headers, body: JSON.stringify({ estateId, kind: 'normal', periodFrom: PERIOD }) });
  const body = (await answer.json()) as { code: number; msg: string; data: { id: number } };
  if (answer.status !== 200) throw new Error(`start run: ${answer.status} ${body.msg}`);
  runIds.push(body.data.id);
}
const latencies: number[] = [];
interface Run { state: string; done: number; total: number; linesCreated: number; amount: string; error: string | null }
let runs: Run[] = [];
for (;;) {
  runs = [];
  for (const id of runIds) {
    const t0 = performance.now();
    const answer = await fetch(`${server.baseUrl}/api/charging/runs/${id}`, { headers });
    latencies.push(performance.now() - t0);
    runs.push(((await answer.json()) as { data: Run }).data);
  }
  if (runs.every((r) => r.state !== 'running')) break;
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const wall = (performance.now() - started) / 1000;
const cpuAfter = (await (await fetch(`${helper}/bench/cpu`)).json()) as { user: number; system: number };
const loop = (await (await fetch(`${helper}/bench/loop`)).json()) as { p50: number; p99: number; max: number };
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]!.toFixed(1);
const failed = runs.filter((r) => r.state !== 'done');
const lines = runs.reduce((n, r) => n + r.linesCreated, 0);
const houses = runs.reduce((n, r) => n + r.done, 0);

console.log(`monthly run ${PERIOD}: ${houses} houses, ${lines} lines, ${runIds.length} runs, wall ${wall.toFixed(1)} s (${Math.round(lines / wall)} lines/s)`);
console.log(`server CPU ${((cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1000).toFixed(0)} ms; ${server.info.mode}, pool ${server.info.pool}`);
console.log(`server event-loop delay during the run: p50 ${loop.p50.toFixed(1)} ms, p99 ${loop.p99.toFixed(1)} ms, max ${loop.max.toFixed(1)} ms`);
console.log(`GET /api/charging/runs/:id while running: ${latencies.length} calls, p50 ${pct(50)} ms, p99 ${pct(99)} ms`);
if (failed.length) console.log(`FAILED runs: ${failed.map((r) => r.error).join('; ')}`);

await sql.end();
await server.stop();
