// The books at scale (issue 13): a company-year of 1M posted voucher lines on PostgreSQL (SH-PD's 2025,
// bench/support/accounting-scale.ts), then the year's 科目余额表 / 试算平衡表 (POST /api/accounting/ledger/balance
// 2025-01..2025-12) and the 资产负债表 (POST /api/accounting/reporting 2025-12) under load (goal p95 < 300 ms each at a
// few connections), one 明细账 page of the busiest subject, and 结账 of 2025-01 and 2025-02 (goal < 10 s each).
// Run: npm run bench -- accounting-ledger [connections] [seconds]
// BENCH_ACCT_LINES (default 1000000) sizes the year; the built database is kept as a template and reused while the
// migrations, the seed and the month are unchanged (BENCH_FRESH=1 rebuilds it).
import autocannon from 'autocannon';
import postgres from 'postgres';
import { SCALE_USER, SCALE_YEAR } from './support/accounting-scale';
import { startBenchServer } from './support/bench-server';

const LINES = Number(process.env.BENCH_ACCT_LINES ?? 1_000_000);
const connections = Number(process.argv[2] ?? 4);
const seconds = Number(process.argv[3] ?? 15);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const setupStarted = performance.now();
const server = await startBenchServer({ accounting: { lines: LINES } });
const a = server.info.accounting!;
console.log(
  `setup: company ${a.companyId}, ${a.vouchers} vouchers, ${a.lines} posted lines in ${SCALE_YEAR}; built in ${(a.ms / 1000).toFixed(1)} s` +
    `${a.cached ? ' (template reused)' : ''}; bench ready in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s; ${server.info.mode}`,
);
const url = new URL(ADMIN_URL);
url.pathname = `/${server.info.database}`;
const sql = postgres(url.toString(), { max: 1, onnotice: () => undefined });

// The posting trigger's sums must be the lines' (the scale build wrote both set-based).
const [diff] = await sql<{ n: number }[]>`
  with lines as (
    select v.period, l.subject_id, sum(l.debit) as d, sum(l.credit) as c
    from acct_voucher_lines l join acct_vouchers v on v.id = l.voucher_id
    where v.company_id = ${a.companyId} and v.status = 4 group by 1, 2)
  select count(*)::int as n from lines full join (select * from acct_subject_totals where company_id = ${a.companyId}) t using (period, subject_id)
  where coalesce(lines.d, 0) <> coalesce(t.debit, 0) or coalesce(lines.c, 0) <> coalesce(t.credit, 0)`;
console.log(`acct_subject_totals against a recount of the lines: ${diff!.n === 0 ? 'equal' : `${diff!.n} rows DIFFERENT`}`);

const { token } = await server.signIn(SCALE_USER);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const call = async <T>(path: string, body: object) => {
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as { msg: string; data: T };
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${json.msg}`);
  return { data: json.data, ms: performance.now() - started };
};

async function measure(path: string, body: object): Promise<void> {
  const run = (duration: number, onTime?: (ms: number, status: number) => void) => {
    const r = autocannon({ url: `${server.baseUrl}${path}`, method: 'POST', connections, duration, headers, body: JSON.stringify(body) });
    if (onTime) r.on('response', (_c, status, _b, ms) => onTime(ms, status));
    return r;
  };
  await run(2);
  const latencies: number[] = [];
  let failures = 0;
  const result = await run(seconds, (ms, status) => {
    latencies.push(ms);
    if (status !== 200) failures++;
  });
  latencies.sort((x, y) => x - y);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]!.toFixed(1);
  console.log(
    `${path} ${JSON.stringify(body)}, ${connections} connections, ${seconds} s: ${latencies.length} requests, ` +
      `${(latencies.length / seconds).toFixed(1)} req/s, p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, max ${latencies.at(-1)!.toFixed(1)} ms; ` +
      `errors ${failures + result.errors + result.timeouts}`,
  );
}

const year = { from: `${SCALE_YEAR}-01`, to: `${SCALE_YEAR}-12` };
const trial = await call<{ balanced: boolean; totals: { debit: string; credit: string } }>('/api/accounting/ledger/balance', year);
console.log(`trial balance first call ${trial.ms.toFixed(1)} ms: balanced ${trial.data.balanced}, year Σ debit ${trial.data.totals.debit} = Σ credit ${trial.data.totals.credit}`);
const sheet = await call<{ name: string; total1: string | null; should: string | null; actual: string | null }[]>('/api/accounting/reporting', { period: `${SCALE_YEAR}-12` });
const checked = sheet.data.filter((r) => r.should !== null);
console.log(`balance sheet first call ${sheet.ms.toFixed(1)} ms: ${sheet.data.length} rows, checks ${checked.map((r) => `${r.name} ${r.actual} = ${r.should}`).join('; ')}`);
await measure('/api/accounting/ledger/balance', year);
await measure('/api/accounting/reporting', { period: `${SCALE_YEAR}-12` });
const detail = await call<{ total: number }>('/api/accounting/ledger/detail', { ...year, subjectCode: '1002', page: 1, size: 50 });
const lastPage = await call<{ total: number }>('/api/accounting/ledger/detail', { ...year, subjectCode: '1002', page: Math.ceil(detail.data.total / 50), size: 50 });
console.log(`detail ledger 1002 for the year (${detail.data.total} lines): first page ${detail.ms.toFixed(1)} ms, last page ${lastPage.ms.toFixed(1)} ms`);

for (const period of [`${SCALE_YEAR}-01`, `${SCALE_YEAR}-02`]) {
  const [n] = await sql<{ n: number }[]>`select count(*)::int as n from acct_voucher_lines l join acct_vouchers v on v.id = l.voucher_id where v.company_id = ${a.companyId} and v.period = ${period}`;
  const closed = await call<{ voucherNo: string | null; closingLines: unknown[] }>('/api/accounting/periods/close', { period });
  console.log(`结账 ${period} (${n!.n} lines): ${(closed.ms / 1000).toFixed(2)} s, 结转损益 ${closed.data.voucherNo} with ${closed.data.closingLines.length} lines`);
}
await sql.end();
await server.stop();
if (diff!.n !== 0) process.exitCode = 1;
