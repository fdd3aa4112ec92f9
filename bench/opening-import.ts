// 期初导入 at go-live scale (issue 28 goal: 100,000 opening lines imported ≤ 60 s on PostgreSQL).
// Run: npm run bench -- opening-import   (BENCH_HOUSES default 10000, BENCH_MONTHS default 10)
// The server runs in its own process on a fresh PostgreSQL database (demo seed + seed:scale houses of company SH).
// A workbook of HOUSES × MONTHS open 物业费 lines is uploaded, checked (an import job) and committed (an opening
// job) through the real API; it prints each phase's wall time, the server's CPU, and a recount of the ledger
// against the file's total.
import ExcelJS from 'exceljs';
import postgres from 'postgres';
import { startBenchServer } from './support/bench-server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HOUSES = Number(process.env.BENCH_HOUSES ?? 10_000);
const MONTHS = Number(process.env.BENCH_MONTHS ?? 10);
const GOAL_SECONDS = 60;

const server = await startBenchServer({ houses: HOUSES });
const url = new URL(ADMIN_URL);
url.pathname = `/${server.info.database}`;
const sql = postgres(url.toString(), { max: 1, onnotice: () => undefined });
const helper = `http://127.0.0.1:${server.info.helperPort}`;
const cpuMs = async () => {
  const u = (await (await fetch(`${helper}/bench/cpu`)).json()) as { user: number; system: number };
  return (u.user + u.system) / 1000;
};
const seconds = (ms: number) => (ms / 1000).toFixed(1);

try {
  const estateIds = server.info.scale!.estateIds;
  const [company] = await sql<{ id: string }[]>`select company_id as id from estates where id = ${estateIds[0]!}`;
  const companyId = Number(company!.id);
  const houses = await sql<{ code: string }[]>`select code from houses where estate_id = any(${estateIds}) and deleted_at is null order by code limit ${HOUSES}`;
  const [item] = await sql<{ code: string }[]>`select code from charge_items where company_id = ${companyId} and category = '1' and deleted_at is null order by id limit 1`;
  const [open] = await sql<{ period: string }[]>`select max(period) as period from acct_periods where company_id = ${companyId} and status = 'open'`;
  const [counter] = await sql<{ code: string }[]>`
    select s.code from acct_subjects s where s.company_id = ${companyId} and s.name = '未分配利润'
      and not exists (select 1 from acct_subjects c where c.parent_id = s.id) order by s.code limit 1`;
  if (!item || !open?.period || !counter) throw new Error('the demo company needs a property item, an open period and 未分配利润');

  // The file: months before anything the demo billed (2019 on), 100.00 + house index cents + month yuan.
  const built = performance.now();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('期初欠费');
  sheet.addRow(['房屋编号', '收费项目', '所属期间', '应缴日期', '金额']);
  let cents = 0n;
  houses.forEach((h, n) => {
    for (let m = 0; m < MONTHS; m++) {
      const c = 10_000 + n + m * 100;
      cents += BigInt(c);
      sheet.addRow([h.code, item.code, `${2019 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`, null, (c / 100).toFixed(2)]);
    }
  });
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const rows = houses.length * MONTHS;
  const total = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
  console.log(`file: ${rows} rows, ${houses.length} houses × ${MONTHS} months, ${(buffer.length / 2 ** 20).toFixed(1)} MiB, total ${total} (built in ${seconds(performance.now() - built)} s)`);

  const { token } = await server.signIn('emp01');
  const auth = { authorization: `Bearer ${token}` };
  // A poll may meet a keep-alive socket the busy server closed meanwhile: asked again on a new one.
  const get = async <T>(path: string, tries = 5): Promise<T> => {
    try {
      return ((await (await fetch(`${server.baseUrl}${path}`, { headers: auth })).json()) as { data: T }).data;
    } catch (error) {
      if (tries <= 1) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
      return get<T>(path, tries - 1);
    }
  };
  const wait = async <T extends object>(path: string, busy: (x: T) => boolean) => {
    for (;;) {
      const x = await get<T>(path);
      if (!busy(x)) return x;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  const cpu0 = await cpuMs();
  const started = performance.now();
  const form = new FormData();
  form.append('source', 'template');
  form.append('file', new Blob([buffer]), 'go-live.xlsx');
  const upload = (await (await fetch(`${server.baseUrl}/api/opening/check`, { method: 'POST', headers: { ...auth, prefer: 'respond-async' }, body: form })).json()) as { data: { jobId: number } };
  const check = await wait<{ status: string; openingId: number | null; errors: unknown[] }>(`/api/opening/check/${upload.data.jobId}`, (x) => x.status === 'running');
  if (check.status !== 'done') throw new Error(`check failed: ${JSON.stringify(check.errors).slice(0, 300)}`);
  const checked = performance.now();
  const cpu1 = await cpuMs();

  const commit = await fetch(`${server.baseUrl}/api/opening/${check.openingId}/commit`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ asOf: `${open.period}-01`, counterSubjectCode: counter.code }),
  });
  if (commit.status !== 200) throw new Error(`commit answered ${commit.status}: ${await commit.text()}`);
  const done = await wait<{ state: string; error: string | null; tie: { difference: string } | null }>(`/api/opening/${check.openingId}`, (x) => x.state === 'committing');
  const committed = performance.now();
  const cpu2 = await cpuMs();
  if (done.state !== 'done') throw new Error(`commit failed: ${done.error}`);

  const [recount] = await sql<{ lines: number; net: string; owed: string }[]>`
    select count(*)::int as lines, sum(net)::text as net,
      (select sum(open)::text from bill_line_open o where o.line_id in (select id from bill_lines where opening_id = ${check.openingId})) as owed
    from bill_lines where opening_id = ${check.openingId}`;
  const wall = committed - started;
  console.log(`check (upload, read, validate, stage): ${seconds(checked - started)} s, server CPU ${seconds(cpu1 - cpu0)} s`);
  console.log(`commit (lines, events, voucher, tie):  ${seconds(committed - checked)} s, server CPU ${seconds(cpu2 - cpu1)} s`);
  console.log(`opening-import: ${rows} lines in ${seconds(wall)} s (${Math.round(rows / (wall / 1000))} lines/s) — goal ≤ ${GOAL_SECONDS} s: ${wall / 1000 <= GOAL_SECONDS ? 'met' : 'NOT met'}`);
  console.log(`recount: ${recount!.lines} lines, net ${recount!.net}, open ${recount!.owed} (file ${total}); tie difference ${done.tie?.difference}`);
  if (recount!.lines !== rows || recount!.net !== total || recount!.owed !== total) throw new Error('the recount differs from the file');
} finally {
  await sql.end();
  await server.stop();
}
