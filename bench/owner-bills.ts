// 业主端 账单 at scale (issue 31 goal: the owner's bills page at 200 concurrent owners on the 10M-line data, p95 ≤ 100 ms).
// Run: npm run bench -- owner-bills [owners] [seconds] [think ms]
// Two measures: paced (each of the owners reads the page once every `think` ms on average, default 2000: 100 reads a
// second for 200 owners, arriving at random — exponential gaps, as independent people do — whatever the answers
// take) and saturated (every owner reads again the moment an answer arrives: the most the machine serves; latency
// there is owners ÷ throughput by construction).
// The settlement template of settlement-arrears (BENCH_HOUSES × BENCH_LINES_PER_HOUSE released lines, part paid) gets
// one owner on file with a phone for each of `owners` houses that owe money, and a portal session each (as a sign-in
// by SMS code leaves it); every request is one owner reading GET /api/owner/houses/:id/bills with the owner's token.
// The answers are checked against a recount of each house's open lines from bill_lines − payment_allocations.
import { createHash, randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { startBenchServer } from './support/bench-server';

const HOUSES = Number(process.env.BENCH_HOUSES ?? 100_000);
const LINES_PER_HOUSE = Number(process.env.BENCH_LINES_PER_HOUSE ?? 100);
const owners = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 20);
const thinkMs = Number(process.argv[4] ?? 2000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const setupStarted = performance.now();
const server = await startBenchServer({ houses: HOUSES, settlement: { linesPerHouse: LINES_PER_HOUSE } });
const s = server.info.settlement!;
const url = new URL(ADMIN_URL);
url.pathname = `/${server.info.database}`;
const sql = postgres(url.toString(), { max: 1, onnotice: () => undefined });

// Owners of houses that owe: spread over the scale estates (every 97th house with open lines).
const houses = await sql<{ house_id: string; company_id: string }[]>`
  select h.id as house_id, h.company_id from houses h
  where h.estate_id = any(${server.info.scale!.estateIds}) and exists (select 1 from bill_line_open bo where bo.house_id = h.id and bo.open > 0)
  order by h.id limit ${owners * 97}`;
const chosen = houses.filter((_, i) => i % 97 === 0).slice(0, owners);
if (chosen.length < owners) throw new Error(`only ${chosen.length} houses owe money`);
const sessions: { houseId: number; token: string }[] = [];
for (const [i, h] of chosen.entries()) {
  const phone = `139${String(10_000_000 + i).padStart(8, '0')}`;
  const [owner] = await sql<{ id: string }[]>`
    insert into owners (company_id, name, type, mobile) values (${h.company_id}, ${`业主${i}`}, '1', ${phone}) returning id`;
  await sql`insert into house_owner_events (company_id, house_id, owner_id, event, share, event_date) values (${h.company_id}, ${h.house_id}, ${owner!.id}, '1', 100, '2020-01-01')`;
  const [account] = await sql<{ id: string }[]>`insert into portal_accounts (phone) values (${phone}) returning id`;
  const token = randomBytes(32).toString('base64url');
  await sql`insert into portal_sessions (token_hash, account_id, expires_at) values (${createHash('sha256').update(token).digest('hex')}, ${account!.id}, now() + interval '1 day')`;
  sessions.push({ houseId: Number(h.house_id), token });
}
console.log(
  `setup: ${HOUSES} houses, ${s.lines} lines (${s.openLines} open)${s.cached ? ' (template reused)' : ''}; ${owners} owners with sessions; ` +
    `ready in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
);

type Bills = { lines: { id: number; open: string }[]; totals: { open: string } };
const billsOf = async (i: number) => {
  const { houseId, token } = sessions[i]!;
  const res = await fetch(`${server.baseUrl}/api/owner/houses/${houseId}/bills`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { msg: string; data: Bills };
  if (res.status !== 200) throw new Error(`bills: ${res.status} ${body.msg}`);
  return body.data;
};
const t0 = performance.now();
await billsOf(0);
console.log(`first call: ${(performance.now() - t0).toFixed(1)} ms`);
// Each owner's page read once (the database copy starts with a cold cache: the first reads go to disk).
const warm = performance.now();
for (let i = 0; i < sessions.length; i++) await billsOf(i);
console.log(`each owner's page once, one after another: ${((performance.now() - warm) / sessions.length).toFixed(1)} ms on average`);

let next = 0;
const load = (duration: number, rate?: number, onTime?: (ms: number, status: number) => void) => {
  const run = autocannon({
    url: server.baseUrl,
    connections: owners,
    duration,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        setupRequest: (req) => {
          const { houseId, token } = sessions[next++ % sessions.length]!;
          return { ...req, method: 'GET', path: `/api/owner/houses/${houseId}/bills`, headers: { authorization: `Bearer ${token}` } };
        },
      },
    ],
  });
  if (onTime) run.on('response', (_client, status, _bytes, ms) => onTime(ms, status));
  return run;
};
await load(3);

/** Open arrivals: one owner's read every exponential gap of mean 1/rate s, not waiting for earlier answers. */
function paced(rate: number, duration: number, onTime: (ms: number, status: number) => void) {
  const agent = new Agent({ keepAlive: true, maxSockets: owners });
  const base = new URL(server.baseUrl);
  const one = () =>
    new Promise<void>((resolve) => {
      const { houseId, token } = sessions[Math.floor(Math.random() * sessions.length)]!;
      const started = performance.now();
      const req = request(
        { host: base.hostname, port: base.port, path: `/api/owner/houses/${houseId}/bills`, agent, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          res.resume();
          res.on('end', () => {
            onTime(performance.now() - started, res.statusCode ?? 0);
            resolve();
          });
        },
      );
      req.on('error', () => {
        onTime(performance.now() - started, 0);
        resolve();
      });
      req.end();
    });
  return new Promise<{ errors: number; timeouts: number }>((resolve) => {
    const inFlight: Promise<void>[] = [];
    const end = performance.now() + duration * 1000;
    const tick = () => {
      if (performance.now() >= end) {
        void Promise.all(inFlight).then(() => {
          agent.destroy();
          resolve({ errors: 0, timeouts: 0 });
        });
        return;
      }
      inFlight.push(one());
      setTimeout(tick, -Math.log(1 - Math.random()) * (1000 / rate));
    };
    tick();
  });
}

async function measure(label: string, rate?: number) {
  const latencies: number[] = [];
  let failures = 0;
  const onTime = (ms: number, status: number) => {
    latencies.push(ms);
    if (status !== 200) failures++;
  };
  const load1 = loadavg()[0]!.toFixed(1);
  const { result, cpuMs } = await server.serverCpuMs(() => (rate ? paced(rate, seconds, onTime) : load(seconds, undefined, onTime)));
  const load2 = loadavg()[0]!.toFixed(1);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]!.toFixed(1);
  console.log(
    `${label}: ${latencies.length} requests, ${(latencies.length / seconds).toFixed(0)} req/s, ` +
      `p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, max ${latencies.at(-1)!.toFixed(1)} ms; server CPU ${(cpuMs / latencies.length).toFixed(2)} ms/request; ` +
      `errors ${failures + result.errors + result.timeouts}; load average ${load1} → ${load2}; pool ${server.info.pool}`,
  );
}
const rate = Math.round((owners * 1000) / thinkMs);
await measure(`GET /api/owner/houses/:id/bills, ${owners} owners each every ${thinkMs} ms on average (${rate}/s offered, random arrivals), ${seconds} s`, rate);
await measure(`GET /api/owner/houses/:id/bills, ${owners} owners back to back (saturated), ${seconds} s`);

// Recount: each sampled house's open principal from bill_lines − payment_allocations, against its answer.
let same = 0;
const sample = sessions.slice(0, 20);
for (const [i, one] of sample.entries()) {
  const served = await billsOf(i);
  const [row] = await sql<{ open: string }[]>`
    with lines as (
      select l.id, l.net
        + coalesce((select sum(x.net) from bill_lines x where x.reversal_of = l.id and x.released_at is not null), 0)
        + coalesce((select sum(x.net) from bill_lines x where x.adjusts_line_id = l.id and x.released_at is not null), 0)
        - coalesce((select sum(a.principal) from payment_allocations a where a.line_id = l.id), 0) as open
      from bill_lines l join charge_items i on i.id = l.item_id
      where l.house_id = ${one.houseId} and l.released_at is not null and l.reversal_of is null and l.adjusts_line_id is null
        and l.target_type not in ('service', 'other') and not i.pass_through
    )
    select coalesce(sum(open), 0)::numeric(18, 2)::text as open from lines where open > 0`;
  if (row!.open === served.totals.open) same++;
  else console.log(`  house ${one.houseId}: served ${served.totals.open}, recount ${row!.open}`);
}
console.log(`recount of ${sample.length} houses: ${same === sample.length ? 'equal' : `${sample.length - same} DIFFERENT`}`);
await sql.end();
await server.stop();
if (same !== sample.length) process.exitCode = 1;
