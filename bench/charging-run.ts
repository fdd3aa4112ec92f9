// A monthly bill run at scale (issue 11 goal: 100k houses with three periodic items in at most 15 s
// on PostgreSQL, the server's event-loop p99 under 50 ms while it runs).
// Run: npm run bench -- charging-run   (BENCH_HOUSES, default 100000, houses added by seed:scale)
// Each house gets three bindings made in bulk by SQL: a property fee by area (2.30/m²), a fixed
// parking fee (150.00) and a fixed garbage fee (15.00). seed:scale puts 5,000 houses in each estate
// and a run covers one estate, so one run per estate is started at once (as the staff of each estate
// would) and the wall time is until the last is done. Meanwhile the bench polls the runs as the
// screen does (GET /api/charging/runs/:id) and reads the server's own event-loop delay.
import postgres from 'postgres';
import { startBenchServer } from './support/bench-server';

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
const items = await sql<{ id: string; code: string }[]>`
  insert into charge_items (company_id, code, name, category, lifetime, cycle_months)
  values (${companyId}, 'B-WY', '物业服务费(压测)', '1', '1', 1), (${companyId}, 'B-TC', '停车费(压测)', '3', '1', 1), (${companyId}, 'B-LJ', '垃圾清运费(压测)', '1', '1', 1)
  returning id, code`;
const item = (code: string) => Number(items.find((i) => i.code === code)!.id);
for (const estateId of scale.estateIds) {
  await sql`
    insert into charge_standards (company_id, estate_id, item_id, code, name, price_method, basis, unit_price, fixed_amount, valid_from)
    values (${companyId}, ${estateId}, ${item('B-WY')}, ${`B-WY-${estateId}`}, '物业费标准', '1', 'area', 2.3, null, '2020-01-01'),
           (${companyId}, ${estateId}, ${item('B-TC')}, ${`B-TC-${estateId}`}, '停车费标准', '2', 'parking', null, 150, '2020-01-01'),
           (${companyId}, ${estateId}, ${item('B-LJ')}, ${`B-LJ-${estateId}`}, '垃圾费标准', '2', 'house', null, 15, '2020-01-01')`;
}
await sql`
  insert into charge_bindings (company_id, estate_id, house_id, target_type, target_id, item_id, standard_code, start_date)
  select h.company_id, h.estate_id, h.id, t.target_type, h.id, t.item_id, t.prefix || h.estate_id, '2020-01-01'
  from houses h
  cross join (values ('house', ${item('B-WY')}::bigint, 'B-WY-'), ('parking', ${item('B-TC')}::bigint, 'B-TC-'), ('house', ${item('B-LJ')}::bigint, 'B-LJ-')) t(target_type, item_id, prefix)
  where h.estate_id in ${sql(scale.estateIds)}`;
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
