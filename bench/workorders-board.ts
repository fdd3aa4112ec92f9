// 派工管理's board at scale (issue 34 goal: 100,000 open orders in a company, GET /api/workorders at 20
// connections, p95 ≤ 100 ms). The demo database on PostgreSQL, then `BENCH_ORDERS` open orders written straight
// into work_orders for 上海公司 (states, kinds, priorities, teams, handlers and due times spread as a busy company's
// would be: a fifth overdue, a tenth in warning); each scenario is a page the dispatcher opens, its total checked
// against a count from the table.
// Run: npm run bench -- workorders-board [connections] [seconds]
import autocannon from 'autocannon';
import postgres from 'postgres';
import { startBenchServer } from './support/bench-server';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const connections = Number(process.argv[2] ?? 20);
const seconds = Number(process.argv[3] ?? 15);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const server = await startBenchServer({});
const url = new URL(ADMIN_URL);
url.pathname = `/${server.info.database}`;
const sql = postgres(url.toString(), { max: 1, onnotice: () => undefined });
const { token, company } = await server.signIn('emp01');
const headers = { authorization: `Bearer ${token}` };

// Teams and their members (the demo's 水电维修班 and three more), houses of the company, one demo order's settings.
const [team] = await sql<{ id: string }[]>`select id from work_teams where company_id = ${company} order by id limit 1`;
if (!team) throw new Error('the demo has no 维修班组');
const members = (await sql<{ user_id: string }[]>`select user_id from work_team_members where team_id = ${team.id}`).map((m) => Number(m.user_id));
const teams = [Number(team.id)];
for (const name of ['空调维修班', '电梯维保班', '绿化保洁班']) {
  const [t] = await sql<{ id: string }[]>`insert into work_teams (company_id, name) values (${company}, ${name}) returning id`;
  teams.push(Number(t!.id));
}
const houses = (await sql<{ id: string }[]>`select id from houses where company_id = ${company} order by id limit 500`).map((h) => Number(h.id));
const [sample] = await sql<{ settings: unknown; sla_policy: unknown }[]>`select settings, sla_policy from work_orders where company_id = ${company} and sla_class = 'normal' limit 1`;
if (!sample) throw new Error('the demo has no 一般 order to copy settings from');

const writeStarted = performance.now();
await sql`
  insert into work_orders (company_id, number, kind, priority, state, house_id, content, team_id, handler_id, mode, settings,
    sla_class, sla_policy, due_at, warn_at, state_since, created_at)
  select ${company}, 'BK' || lpad(g::text, 8, '0'),
    (array['repair', 'repair', 'repair', 'complaint', 'paid_service', 'maintenance'])[1 + g % 6],
    (array['normal', 'normal', 'normal', 'urgent'])[1 + g % 4],
    (array['pending', 'assigned', 'accepted', 'arrived', 'working', 'paused'])[1 + (g / 7) % 6],
    (${sql.array(houses)}::bigint[])[1 + g % ${houses.length}],
    '压测工单 ' || g || ' 卫生间漏水、灯不亮、门禁故障',
    (${sql.array(teams)}::bigint[])[1 + g % ${teams.length}],
    case when (g / 7) % 6 = 0 then null else (${sql.array(members)}::bigint[])[1 + g % ${members.length}] end,
    'assign', ${sql.json(sample.settings as never)}, 'normal', ${sql.json(sample.sla_policy as never)},
    now() + ((g % 100) - 20) * interval '1 hour',
    now() + ((g % 100) - 21) * interval '1 hour',
    now() - (g % 720) * interval '1 minute', now() - (g % 720) * interval '1 minute'
  from generate_series(1, ${ORDERS}) g`;
// a table of this size in use has been vacuumed by autovacuum (its visibility map set): counts read indexes only
await sql`vacuum analyze work_orders`;
const [{ open } = { open: '0' }] = await sql<{ open: string }[]>`select count(*) as open from work_orders where company_id = ${company} and state in ('pending', 'assigned', 'accepted', 'arrived', 'working', 'paused')`;
console.log(`setup: ${ORDERS} orders written in ${((performance.now() - writeStarted) / 1000).toFixed(1)} s; ${open} open orders in company ${company}, ${teams.length} teams`);

if (process.env.BENCH_EXPLAIN) {
  // The board's two costs on their own: the page by due time and the total of the same filter.
  for (const [label, text] of [
    ['page', `select id from work_orders where company_id = ${company} and state in ('pending', 'assigned', 'accepted', 'arrived', 'working', 'paused') order by due_at, id limit 20`],
    ['total', `select count(*) from work_orders where company_id = ${company} and state in ('pending', 'assigned', 'accepted', 'arrived', 'working', 'paused')`],
  ] as const) {
    const plan = await sql.unsafe<{ 'QUERY PLAN': string }[]>(`explain (analyze, buffers) ${text}`);
    console.log(`${label}:\n  ${plan.map((r) => r['QUERY PLAN']).join('\n  ')}`);
  }
}

interface Scenario {
  name: string;
  query: string;
  /** The count the page's total must equal. */
  count: () => Promise<number>;
}
const counted = async (where: postgres.PendingQuery<postgres.Row[]>) => Number((await sql<{ n: string }[]>`select count(*) as n from work_orders where company_id = ${company} and ${where}`)[0]!.n);
const OPEN = sql`state in ('pending', 'assigned', 'accepted', 'arrived', 'working', 'paused')`;
const scenarios: Scenario[] = [
  { name: '未完成, by due', query: 'open=true&page=1&size=20', count: () => counted(OPEN) },
  { name: '超时', query: 'open=true&sla=overdue&page=1&size=20', count: () => counted(sql`${OPEN} and due_at <= now()`) },
  { name: '班组 + 待派单', query: `teamId=${teams[1]}&state=pending&page=1&size=20`, count: () => counted(sql`team_id = ${teams[1]!} and state = 'pending'`) },
  { name: 'page 200', query: 'open=true&page=200&size=20', count: () => counted(OPEN) },
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!.toFixed(1);
let worst = 0;
for (const s of scenarios) {
  const path = `${server.baseUrl}/api/workorders?${s.query}`;
  const res = await fetch(path, { headers });
  const body = (await res.json()) as { msg: string; data: { total: number; rows: unknown[] } };
  if (res.status !== 200) throw new Error(`${s.name}: ${res.status} ${body.msg}`);
  const expected = await s.count();
  const load = (duration: number, onTime?: (ms: number, status: number) => void) => {
    const run = autocannon({ url: path, connections, duration, headers });
    if (onTime) run.on('response', (_client, status, _bytes, ms) => onTime(ms, status));
    return run;
  };
  await load(2); // warm-up: every pooled connection has the statement prepared
  const latencies: number[] = [];
  let failures = 0;
  const result = await load(seconds, (ms, status) => {
    latencies.push(ms);
    if (status !== 200) failures++;
  });
  latencies.sort((a, b) => a - b);
  worst = Math.max(worst, Number(pct(latencies, 95)));
  console.log(
    `${s.name.padEnd(14)} ${connections} connections, ${seconds} s: ${latencies.length} requests, ${(latencies.length / seconds).toFixed(0)} req/s, ` +
      `p50 ${pct(latencies, 50)} ms, p95 ${pct(latencies, 95)} ms, p99 ${pct(latencies, 99)} ms; errors ${failures + result.errors + result.timeouts}; ` +
      `total ${body.data.total} (count ${expected}${body.data.total === expected ? ', equal' : ', DIFFERENT'}), rows ${body.data.rows.length}`,
  );
  if (body.data.total !== expected) process.exitCode = 1;
}
console.log(`worst p95 ${worst.toFixed(1)} ms (goal ≤ 100 ms)`);
await sql.end();
await server.stop();
