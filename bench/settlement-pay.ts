// Settlements per second at the counter (issue 12 goal: 20 cashiers paying at once through POST /api/settle/pay
// with two tenders, at least 200 settlements/s, p95 under 150 ms) on seed:scale's settlement data (100k houses,
// 10M lines; the same cached template as settlement-arrears).
// Run: npm run bench -- settlement-pay [cashiers] [seconds]
// Each cashier works one estate (its receipts share the estate's counter, as a real counter's do) and pays its
// houses in turn: each request settles the oldest open due date of one house (its lines by id), the due read from
// the database before the run and sent as expectedDue, in cash plus WeChat. After the run: receipts gapless per
// counter, and Σ paid equal to the drop of house_receivables. The same run first pays other houses through the floor
// (bench/support/pay-floor.ts: the same writes as one statement, no app) and prints the app's rate as a share of it,
// with the statements (round trips) the app sent per payment.
import { loadavg } from 'node:os';
import { postgresClient } from '@pm/db';
import { startBenchServer } from './support/bench-server';

const HOUSES = Number(process.env.BENCH_HOUSES ?? 100_000);
const LINES_PER_HOUSE = Number(process.env.BENCH_LINES_PER_HOUSE ?? 100);
const cashiers = Number(process.argv[2] ?? 20);
const seconds = Number(process.argv[3] ?? 25);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const server = await startBenchServer({ houses: HOUSES, settlement: { linesPerHouse: LINES_PER_HOUSE }, payFloor: true });
const url = new URL(ADMIN_URL);
url.pathname = `/${server.info.database}`;
const sql = postgresClient(url.toString(), { max: 2, onnotice: () => undefined });
const { token, company, userId } = await server.signIn('emp01');
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const estates = server.info.scale!.estateIds.slice(0, cashiers);
if (estates.length < cashiers) {
  await server.stop();
  throw new Error(`only ${estates.length} scale estates for ${cashiers} cashiers`);
}

// Per estate, the open lines of up to 600 houses grouped by house and due date, oldest first.
interface Due { estateId: number; houseId: number; lineIds: number[]; due: string }
const queues = await Promise.all(
  estates.map(async (estateId) => {
    const rows = await sql<{ house_id: string; line_ids: string[]; due: string }[]>`
      select o.house_id, array_agg(o.line_id order by o.line_id)::text[] as line_ids, sum(o.open)::text as due
      from bill_line_open o
      where o.house_id in (select house_id from house_receivables where estate_id = ${estateId} and open_lines > 0 order by house_id limit 600)
      group by o.house_id, o.due_date order by o.due_date, o.house_id`;
    return rows.map((r): Due => ({ estateId, houseId: Number(r.house_id), lineIds: r.line_ids.map(Number), due: r.due }));
  }),
);
// One house at a time per house: a cashier never has two payments of one house in flight (it works serially).
const owedBefore = (await sql<{ open: string }[]>`select coalesce(sum(open), 0)::text as open from house_receivables where company_id = ${company}`)[0]!.open;
const lastPayment = Number((await sql<{ id: string }[]>`select coalesce(max(id), 0) as id from payments`)[0]!.id);

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (c: number) => (c / 100).toFixed(2);
/** Two tenders: cash for about a third (at least 0.01) and WeChat for the rest; one tender when the due is 0.01. */
function tenders(due: string) {
  const total = cents(due);
  const cash = Math.max(1, Math.floor(total / 3));
  return total - cash > 0
    ? [{ method: '1', amount: money(cash) }, { method: '4', amount: money(total - cash) }]
    : [{ method: '1', amount: money(total) }];
}

const latencies: number[] = [];
const failures = new Map<string, number>();
let paidCents = 0;
const chinaDay = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
type Target = 'app' | 'floor';
const floorUrl = `http://127.0.0.1:${server.info.helperPort}/bare/pay`;
function request(target: Target, next: Due): [string, string] {
  if (target === 'floor') {
    return [floorUrl, JSON.stringify({ companyId: company, userId, estateId: next.estateId, houseId: next.houseId, lineIds: next.lineIds, tenders: tenders(next.due), day: chinaDay() })];
  }
  return [`${server.baseUrl}/api/settle/pay`, JSON.stringify({ houseId: next.houseId, settleType: '1', lineIds: next.lineIds, total: next.due, expectedDue: next.due, tenders: tenders(next.due), payerName: '压测' })];
}
/** Pays the queue's houses in turn (each taken off the queue, so a later phase pays other houses) until `until`. */
async function cashier(target: Target, queue: Due[], until: number) {
  while (queue.length > 0) {
    if (performance.now() >= until) return;
    const next = queue.shift()!;
    const [url, body] = request(target, next);
    const t0 = performance.now();
    const res = await fetch(url, { method: 'POST', headers, body });
    const answer = (await res.json()) as { code: number; msg: string; data?: { total: string } };
    latencies.push(performance.now() - t0);
    if (res.status === 200 && answer.code === 200) paidCents += cents(answer.data!.total);
    else failures.set(`${res.status} ${answer.msg}`, (failures.get(`${res.status} ${answer.msg}`) ?? 0) + 1);
  }
  if (until !== Infinity) console.log('a cashier ran out of houses before the end: its rate is missing from the figures');
}
const resetFigures = () => {
  latencies.length = 0;
  failures.clear();
  paidCents = 0;
};
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]!.toFixed(1);

// The floor first, on the first houses of each queue: warm-up (5 each), then the same seconds as the app's run.
await Promise.all(queues.map((q) => cashier('floor', q.splice(0, 5), Infinity).catch(() => undefined)));
resetFigures();
const floorStarted = performance.now();
const floorRun = await server.serverCpuMs(() => Promise.all(queues.map((q) => cashier('floor', q, floorStarted + seconds * 1000))));
const floorWall = (performance.now() - floorStarted) / 1000;
latencies.sort((a, b) => a - b);
const floorErrors = [...failures.values()].reduce((a, b) => a + b, 0);
const floorOk = latencies.length - floorErrors;
const floorRate = floorOk / floorWall;
console.log(
  `floor (the same writes as one statement, bare route), ${cashiers} cashiers, ${floorWall.toFixed(1)} s: ${floorOk} payments, ${floorRate.toFixed(0)}/s, ` +
    `p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms; errors ${floorErrors}${floorErrors ? ` (${[...failures].map(([k, n]) => `${k}: ${n}`).join('; ')})` : ''}; ` +
    `server CPU ${(floorRun.cpuMs / Math.max(1, latencies.length)).toFixed(2)} ms per payment; 1 statement per payment`,
);
resetFigures();

// Warm-up: each cashier pays its next 5 (prepares the statements on every pooled connection).
await Promise.all(queues.map((q) => cashier('app', q.splice(0, 5), Infinity).catch(() => undefined)));
resetFigures();
const warmPaid = Number((await sql<{ id: string }[]>`select coalesce(max(id), 0) as id from payments`)[0]!.id);
const owedWarm = (await sql<{ open: string }[]>`select coalesce(sum(open), 0)::text as open from house_receivables where company_id = ${company}`)[0]!.open;
const loadBefore = loadavg()[0]!.toFixed(1);
const started = performance.now();
// The server's own CPU (its one thread does the pay use case, validation and the ledger's statements' JSON).
const { cpuMs, statements } = await server.serverCpuMs(() => Promise.all(queues.map((q) => cashier('app', q, started + seconds * 1000))));
const wall = (performance.now() - started) / 1000;
const loadAfter = loadavg()[0]!.toFixed(1);
latencies.sort((a, b) => a - b);
const errors = [...failures.values()].reduce((a, b) => a + b, 0);
const ok = latencies.length - errors;
console.log(
  `POST /api/settle/pay, ${cashiers} cashiers (one estate each), ${wall.toFixed(1)} s: ${ok} settlements, ${(ok / wall).toFixed(0)}/s, ` +
    `p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, max ${latencies.at(-1)!.toFixed(1)} ms; errors ${errors}` +
    `${errors ? ` (${[...failures].map(([k, n]) => `${k}: ${n}`).join('; ')})` : ''}; load average ${loadBefore} → ${loadAfter}; pool ${server.info.pool}; server CPU ${(cpuMs / Math.max(1, latencies.length)).toFixed(2)} ms per request; ` +
    `${(statements / Math.max(1, latencies.length)).toFixed(2)} statements (round trips) per request; ${((ok / wall) / Math.max(1e-9, floorRate)).toFixed(2)} of the floor's rate`,
);

// Receipts: per counter and period, serials 1…n once each with next_serial n + 1 (no gap, no repeat).
const counters = await sql<{ counter_key: string; period_key: string; next_serial: number; issued: number; distinct_serials: number; top: number }[]>`
  select c.counter_key, c.period_key, c.next_serial, count(r.id)::int as issued, count(distinct r.number)::int as distinct_serials,
         coalesce(max(right(r.number, rr.serial_length)::int), 0) as top
  from receipt_counters c join receipt_rules rr on 'rule:' || rr.id = c.counter_key and rr.estate_id in ${sql(estates)}
  left join receipts r on r.rule_id = rr.id and substr(r.number, length(rr.prefix) + 1, 4) = c.period_key
  where c.company_id = ${company}
  group by 1, 2, 3`;
const gaps = counters.filter((c) => c.issued !== c.next_serial - 1 || c.distinct_serials !== c.issued || c.top !== c.issued);
const run = (await sql<{ n: number; total: string; principal: string; tendered: string; receipts: number }[]>`
  select count(*)::int as n, coalesce(sum(p.total), 0)::text as total, coalesce(sum(p.principal), 0)::text as principal,
         (select coalesce(sum(t.amount), 0)::text from payment_tenders t where t.payment_id > ${warmPaid}) as tendered,
         (select count(*)::int from receipts r where r.payment_id > ${warmPaid}) as receipts
  from payments p where p.id > ${warmPaid}`)[0]!;
const owedAfter = (await sql<{ open: string }[]>`select coalesce(sum(open), 0)::text as open from house_receivables where company_id = ${company}`)[0]!.open;
const drop = money(cents(owedWarm) - cents(owedAfter));
console.log(`receipts: ${counters.length} counters checked, ${run.receipts} issued in the run, gaps or repeats: ${gaps.length ? JSON.stringify(gaps) : 'none'}`);
console.log(
  `paid in the run: ${run.n} payments, Σ total ${run.total} = Σ tenders ${run.tendered} = Σ principal ${run.principal} (answers: ${money(paidCents)}); ` +
    `house_receivables ${owedWarm} → ${owedAfter}, drop ${drop}: ${drop === run.principal ? 'equal' : 'DIFFERENT'}`,
);
console.log(`(before the floor and the warm-ups: owed ${owedBefore}; ${warmPaid - lastPayment} payments through the floor and the warm-ups)`);
await sql.end();
await server.stop();
if (gaps.length || drop !== run.principal || run.n !== ok || run.total !== money(paidCents)) process.exitCode = 1;
