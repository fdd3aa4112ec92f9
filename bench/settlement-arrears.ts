// The arrears summary of a company at scale (issue 12 goal: 100k houses and 10M bill lines on PostgreSQL,
// POST /api/common/arrears-house-summary without an estate at 20 connections, p95 under 100 ms, figures equal
// to a full recount from bill_lines minus payment_allocations).
// Run: npm run bench -- settlement-arrears [connections] [seconds]
// BENCH_HOUSES (default 100000) and BENCH_LINES_PER_HOUSE (default 100) size seed:scale's settlement data; the
// seeded database is kept as a template and reused while migrations, seed and month are unchanged
// (bench/support/bench-template.ts; BENCH_FRESH=1 rebuilds it). The same run first measures the floor: the endpoint's
// two statements through a bare route (bench/support/arrears-floor.ts), and prints the app beside it.
import autocannon from 'autocannon';
import { postgresClient } from '@pm/db';
import { AGEING_BUCKETS } from '../packages/domain/src/charging/ageing';
import { startBenchServer } from './support/bench-server';

const HOUSES = Number(process.env.BENCH_HOUSES ?? 100_000);
const LINES_PER_HOUSE = Number(process.env.BENCH_LINES_PER_HOUSE ?? 100);
const connections = Number(process.argv[2] ?? 20);
const seconds = Number(process.argv[3] ?? 20);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PATH = '/api/common/arrears-house-summary';

const setupStarted = performance.now();
const server = await startBenchServer({ houses: HOUSES, settlement: { linesPerHouse: LINES_PER_HOUSE }, arrearsFloor: true });
const s = server.info.settlement!;
console.log(
  `setup: ${HOUSES} houses, ${s.lines} lines (${s.payments} payments, ${s.openLines} lines open); seed:scale ${(s.ms / 1000).toFixed(1)} s` +
    `${s.cached ? ' (template reused)' : ''}; bench ready in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
);
const url = new URL(ADMIN_URL);
url.pathname = `/${server.info.database}`;
const sql = postgresClient(url.toString(), { max: 1, onnotice: () => undefined });
const { token, company } = await server.signIn('emp01');
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

interface Summary {
  houses: number;
  arrearsHouses: number;
  amount: string;
  lines: number;
  buckets: { code: string; houses: number; amount: string }[];
}
const answer = async () => {
  const res = await fetch(`${server.baseUrl}${PATH}`, { method: 'POST', headers, body: '{}' });
  const body = (await res.json()) as { code: number; msg: string; data: Summary };
  if (res.status !== 200) throw new Error(`summary: ${res.status} ${body.msg}`);
  return body.data;
};
const t0 = performance.now();
const summary = await answer();
console.log(`first call: ${(performance.now() - t0).toFixed(1)} ms`);

const floorUrl = `http://127.0.0.1:${server.info.helperPort}/bare/arrears-summary?company=${company}`;
const load = (target: string, duration: number, onTime?: (ms: number, status: number) => void) => {
  const run = autocannon({ url: target, method: 'POST', connections, duration, headers, body: '{}' });
  if (onTime) run.on('response', (_client, status, _bytes, ms) => onTime(ms, status));
  return run;
};
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!.toFixed(1);
/** One measured run against `target`: its latencies, errors and the server's CPU and statements per request. */
async function measure(target: string) {
  await load(target, 3); // warm-up: the whole pool opened, the statements prepared on every connection
  const latencies: number[] = [];
  let failures = 0;
  const { result, cpuMs, statements } = await server.serverCpuMs(() =>
    load(target, seconds, (ms, status) => {
      latencies.push(ms);
      if (status !== 200) failures++;
    }),
  );
  latencies.sort((a, b) => a - b);
  const n = Math.max(1, latencies.length);
  return { latencies, errors: failures + result.errors + result.timeouts, rate: latencies.length / seconds, cpu: cpuMs / n, statements: statements / n };
}
const floor = await measure(floorUrl);
console.log(
  `floor (the endpoint's two statements, bare route), ${connections} connections, ${seconds} s: ${floor.latencies.length} requests, ${floor.rate.toFixed(0)} req/s, ` +
    `p50 ${pct(floor.latencies, 50)} ms, p95 ${pct(floor.latencies, 95)} ms, p99 ${pct(floor.latencies, 99)} ms; errors ${floor.errors}; server CPU ${floor.cpu.toFixed(2)} ms per request`,
);
const load1 = (await import('node:os')).loadavg()[0]!.toFixed(1);
const app = await measure(`${server.baseUrl}${PATH}`);
const load2 = (await import('node:os')).loadavg()[0]!.toFixed(1);
console.log(
  `${PATH} (company ${company}, no estate), ${connections} connections, ${seconds} s: ${app.latencies.length} requests, ` +
    `${app.rate.toFixed(0)} req/s, p50 ${pct(app.latencies, 50)} ms, p95 ${pct(app.latencies, 95)} ms, p99 ${pct(app.latencies, 99)} ms, max ${app.latencies.at(-1)!.toFixed(1)} ms; ` +
    `errors ${app.errors}; load average ${load1} → ${load2}; pool ${server.info.pool}; server CPU ${app.cpu.toFixed(2)} ms per request; ` +
    `${app.statements.toFixed(2)} statements (round trips) per request; ${(app.rate / Math.max(1e-9, floor.rate)).toFixed(2)} of the floor's rate`,
);

// The recount: every released line's open part from scratch (net, plus its released reversals and adjustments,
// minus the principal of its allocations), then the same buckets by days past due as of today in China.
const recountStarted = performance.now();
const bucketCase = AGEING_BUCKETS.map((b) => (b.maxDays === null ? `else '${b.code}'` : `when days <= ${b.maxDays} then '${b.code}'`)).join(' ');
const recount = await sql.unsafe<{ code: string | null; houses: number; lines: number; amount: string }[]>(`
  with today as (select (now() at time zone 'Asia/Shanghai')::date as d),
  changes as (
    select coalesce(reversal_of, adjusts_line_id) as line_id, sum(net) as net from bill_lines
    where company_id = $1 and released_at is not null and (reversal_of is not null or adjusts_line_id is not null) group by 1
  ),
  paid as (select line_id, sum(principal) as principal from payment_allocations where company_id = $1 group by 1),
  open_lines as (
    select l.house_id, (select d from today) - l.due_date as days, l.net + coalesce(c.net, 0) - coalesce(p.principal, 0) as open
    from bill_lines l left join changes c on c.line_id = l.id left join paid p on p.line_id = l.id
    where l.company_id = $1 and l.released_at is not null and l.reversal_of is null and l.adjusts_line_id is null
  )
  select x.code, count(distinct x.house_id)::int as houses, count(*)::int as lines, coalesce(sum(x.open), 0)::numeric(18, 2)::text as amount
  from (select house_id, open, case ${bucketCase} end as code from open_lines where open <> 0 and days > 0) x
  group by grouping sets ((x.code), ())`, [company]);
const total = recount.find((r) => r.code === null)!;
const counted = {
  arrearsHouses: total.houses,
  amount: total.amount,
  lines: total.lines,
  buckets: AGEING_BUCKETS.map((b) => {
    const row = recount.find((r) => r.code === b.code);
    return { code: b.code, houses: row?.houses ?? 0, amount: row?.amount ?? '0.00' };
  }),
};
const served = { arrearsHouses: summary.arrearsHouses, amount: summary.amount, lines: summary.lines, buckets: summary.buckets.map((b) => ({ code: b.code, houses: b.houses, amount: b.amount })) };
console.log(`recount from bill_lines − payment_allocations (${((performance.now() - recountStarted) / 1000).toFixed(1)} s):`);
console.log(`  bucket      served houses / amount        recount houses / amount`);
for (const [i, b] of served.buckets.entries()) {
  const c = counted.buckets[i]!;
  console.log(`  ${b.code.padEnd(10)}  ${String(b.houses).padStart(7)} / ${b.amount.padStart(16)}    ${String(c.houses).padStart(7)} / ${c.amount.padStart(16)}`);
}
console.log(`  total       ${String(served.arrearsHouses).padStart(7)} / ${served.amount.padStart(16)} (${served.lines} lines)    ${String(counted.arrearsHouses).padStart(7)} / ${counted.amount.padStart(16)} (${counted.lines} lines)`);
const same = JSON.stringify(served) === JSON.stringify(counted);
console.log(same ? 'recount: equal' : 'recount: DIFFERENT');
await sql.end();
await server.stop();
if (!same) process.exitCode = 1;
