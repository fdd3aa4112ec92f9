// The 公文 to-do list at scale (issue 14 goal: 100k workflow documents in one company on PostgreSQL,
// GET /api/comp-workflow-doc/getToDealWorkflowDoc at 20 connections, p95 under 50 ms).
// Run: npm run bench -- workflow-todo [connections] [seconds]
// BENCH_WF_DOCS (default 100000) documents are written into 上海公司 after the demo seed, straight in SQL in
// the shape the flow leaves them (docs/decisions.md "Workflow documents: follow-up and push"): 60% 办结, 25% running
// with the current node's task open, 5% drafts, 5% suspended, 5% terminated; four tasks a document, the open ones
// shared by 40 staff and emp01, so emp01's list is as long as a busy clerk's. Then the load, the served figures
// against a recount, and the plan of the page query.
import autocannon from 'autocannon';
import postgres from 'postgres';
import { startBenchServer } from './support/bench-server';

const DOCS = Number(process.env.BENCH_WF_DOCS ?? 100_000);
const STAFF = 40;
const connections = Number(process.argv[2] ?? 20);
const seconds = Number(process.argv[3] ?? 20);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PATH = '/api/comp-workflow-doc/getToDealWorkflowDoc?page=1&size=20';

const server = await startBenchServer();
const url = new URL(ADMIN_URL);
url.pathname = `/${server.info.database}`;
const sql = postgres(url.toString(), { max: 1, onnotice: () => undefined });

const setupStarted = performance.now();
const [sh] = await sql<{ id: string }[]>`select id from companies where code = 'SH'`;
const company = Number(sh!.id);
const [emp01] = await sql<{ id: string }[]>`select id from users where username = 'emp01'`;
const me = Number(emp01!.id);
await sql`insert into users (company_id, username, password_hash, name, role)
  select ${company}, 'wfbench' || g, 'x', '员工' || g, 'emp' from generate_series(1, ${STAFF}) g`;
const staff = (await sql<{ id: string }[]>`select id from users where username like 'wfbench%' order by id`).map((r) => Number(r.id));
const people = [me, ...staff];
// A real template of the company and a flow snapshot of its shape: 拟稿 → 审核 → 会签 → 签批 → 办结.
const [tpl] = await sql<{ id: string; version_id: string; kind: string }[]>`
  select t.id, v.id as version_id, t.kind from wf_templates t join wf_template_versions v on v.template_id = t.id
  where t.company_id = ${company} order by t.id limit 1`;
const flow = JSON.stringify([
  { type: '发起', name: '拟稿', mode: 'any', handlers: [] },
  { type: '审核', name: '部门审核', mode: 'any', handlers: [me] },
  { type: '会签', name: '会签', mode: 'all', handlers: staff.slice(0, 3) },
  { type: '签批', name: '领导签批', mode: 'any', handlers: [staff[3]] },
  { type: '完结', name: '办结', mode: 'any', handlers: [] },
]);
await sql.unsafe(
  `insert into wf_docs (company_id, kind, template_id, template_version_id, doc_number, subject, body, starter_id, finisher_id, status,
     current_node, entered_at, flow, steps, created_at, sent_at, ended_at, updated_at)
   select $1, (array['normal','internal','report'])[1 + g % 3], $2, $3, 'BENCH〔2026〕' || g || '号', '压测公文 ' || g, '<p>正文</p>',
     p.starter, p.starter,
     case when g % 20 < 12 then 'finished' when g % 20 < 17 then 'running' when g % 20 = 17 then 'draft' when g % 20 = 18 then 'suspended' else 'terminated' end,
     case when g % 20 < 12 then 4 when g % 20 < 17 then 1 + g % 3 else 0 end, 1, $4::jsonb, '[]'::jsonb,
     now() - make_interval(mins => g * 5), now() - make_interval(mins => g * 5),
     case when g % 20 < 12 or g % 20 = 19 then now() - make_interval(mins => g * 5 - 60) end, now() - make_interval(mins => g * 5)
   from generate_series(1, $5) g
   cross join lateral (select ($6::bigint[])[1 + (g * 7) % $7] as starter) p`,
  [company, Number(tpl!.id), Number(tpl!.version_id), flow, DOCS, people, people.length],
);
// Up to four tasks a document: a running or suspended one has its tasks up to the current node, that node's open
// and held by one of the 41 people (emp01 included), earlier ones done; a draft its 发起 task; the others four done.
await sql.unsafe(
  `insert into wf_tasks (company_id, doc_id, no, node, kind, assignee_id, meant_for_id, blocking, state, decision, created_at, done_at)
   select d.company_id, d.id, n, n - 1, d.kind, a.who, a.who, true, o.state, case when o.state = 'done' then 'agree' end,
     d.created_at + make_interval(mins => n * 10), case when o.state = 'done' then d.created_at + make_interval(mins => n * 10 + 5) end
   from wf_docs d cross join generate_series(1, 4) n
   cross join lateral (select ($1::bigint[])[1 + ((d.id * 31 + n * 17) % $2)] as who) a
   cross join lateral (select case when d.status in ('running','suspended') and n - 1 = d.current_node then 'pending' else 'done' end as state) o
   where d.company_id = $3 and d.doc_number like 'BENCH%'
     and (d.status not in ('running','suspended') or n - 1 <= d.current_node)
     and (d.status <> 'draft' or n = 1)`,
  [people, people.length, company],
);
await sql`vacuum analyze wf_docs`;
await sql`vacuum analyze wf_tasks`;
const [sizes] = await sql<{ docs: number; tasks: number; open: number; mine: number }[]>`
  select (select count(*)::int from wf_docs where company_id = ${company}) as docs,
         (select count(*)::int from wf_tasks where company_id = ${company}) as tasks,
         (select count(*)::int from wf_tasks where company_id = ${company} and state = 'pending') as open,
         (select count(*)::int from wf_tasks where company_id = ${company} and assignee_id = ${me} and state = 'pending' and blocking) as mine`;
console.log(
  `setup: ${sizes!.docs} documents in company ${company} (${DOCS} written), ${sizes!.tasks} tasks, ${sizes!.open} open, ${sizes!.mine} open for emp01; ` +
    `${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
);

const { token } = await server.signIn('emp01');
const headers = { authorization: `Bearer ${token}` };
interface TodoList { normalDocCount: number; internalDocCount: number; reportDocCount: number; total: number; rows: { taskId: number }[] }
const t0 = performance.now();
const res = await fetch(`${server.baseUrl}${PATH}`, { headers });
const body = (await res.json()) as { code: number; msg: string; data: TodoList };
if (res.status !== 200) throw new Error(`to-do: ${res.status} ${body.msg}`);
console.log(`first call: ${(performance.now() - t0).toFixed(1)} ms; total ${body.data.total}, counts 普通 ${body.data.normalDocCount} / 内部 ${body.data.internalDocCount} / 报告 ${body.data.reportDocCount}, ${body.data.rows.length} rows`);

const load = (duration: number, onTime?: (ms: number, status: number) => void) => {
  const run = autocannon({ url: `${server.baseUrl}${PATH}`, method: 'GET', connections, duration, headers });
  if (onTime) run.on('response', (_client, status, _bytes, ms) => onTime(ms, status));
  return run;
};
await load(3);
const latencies: number[] = [];
let failures = 0;
const os = await import('node:os');
const load1 = os.loadavg()[0]!.toFixed(1);
const { result, cpuMs } = await server.serverCpuMs(() =>
  load(seconds, (ms, status) => {
    latencies.push(ms);
    if (status !== 200) failures++;
  }),
);
const load2 = os.loadavg()[0]!.toFixed(1);
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]!.toFixed(1);
console.log(
  `GET ${PATH} (emp01), ${connections} connections, ${seconds} s: ${latencies.length} requests, ${(latencies.length / seconds).toFixed(0)} req/s, ` +
    `p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, max ${latencies.at(-1)!.toFixed(1)} ms; errors ${failures + result.errors + result.timeouts}; ` +
    `server CPU ${(cpuMs / latencies.length).toFixed(2)} ms a request; load average ${load1} → ${load2}; pool ${server.info.pool}`,
);

// The served figures against a count from wf_tasks.
const counted = await sql<{ kind: string; n: number }[]>`
  select kind, count(*)::int as n from wf_tasks where company_id = ${company} and assignee_id = ${me} and state = 'pending' and blocking group by kind`;
const by = Object.fromEntries(counted.map((r) => [r.kind, r.n]));
const same = (by['normal'] ?? 0) === body.data.normalDocCount && (by['internal'] ?? 0) === body.data.internalDocCount && (by['report'] ?? 0) === body.data.reportDocCount;
console.log(`recount from wf_tasks: 普通 ${by['normal'] ?? 0} / 内部 ${by['internal'] ?? 0} / 报告 ${by['report'] ?? 0}: ${same ? 'equal' : 'DIFFERENT'}`);

// The plan of the page query as the repository writes it (lists.repo.ts todoPage: the counts ride on every row).
const plan = await sql.unsafe<{ 'QUERY PLAN': string }[]>(
  `explain (analyze, buffers) select (select array[count(*) filter (where c.kind = 'normal'), count(*) filter (where c.kind = 'internal'),
       count(*) filter (where c.kind = 'report'), count(*)]::int[] from wf_tasks c
       where c.assignee_id = $2 and c.company_id = $1 and c.state = 'pending' and c.blocking),
     t.id, t.created_at, d.flow -> t.node ->> 'name', m.name, d.id, d.kind, d.doc_number, d.subject, d.urgency,
     d.status, tp.name, d.flow -> d.current_node ->> 'name', d.starter_id, s.name, d.finisher_id, f.name, d.house_name, d.created_at, d.sent_at, d.ended_at
   from wf_tasks t join wf_docs d on d.id = t.doc_id left join wf_templates tp on tp.id = d.template_id
   left join users s on s.id = d.starter_id left join users f on f.id = d.finisher_id left join users m on m.id = t.meant_for_id
   where t.assignee_id = $2 and t.company_id = $1 and t.state = 'pending' and t.blocking = true
   order by t.created_at desc, t.id desc limit 20 offset 0`,
  [company, me],
);
console.log(plan.map((r) => `  ${r['QUERY PLAN']}`).join('\n'));
await sql.end();
await server.stop();
if (!same || failures > 0) process.exitCode = 1;
