// 决策看板 queries at scale (issue 16 goal: 100k houses and 10M bill lines on PostgreSQL, p95 under 200 ms
// for each dashboard's endpoint). One client calls each endpoint in turn as emp01 (company SH, its whole
// tree, the twelve months ending this month), so each figure is one request's own time, not queueing.
// Run: npm run bench -- dashboards [calls per endpoint]
// BENCH_HOUSES (default 100000) and BENCH_LINES_PER_HOUSE (default 100) size seed:scale's settlement data
// (the same template as settlement-arrears: built once, then copied; BENCH_FRESH=1 rebuilds it).
import { startBenchServer } from './support/bench-server';

const HOUSES = Number(process.env.BENCH_HOUSES ?? 100_000);
const LINES_PER_HOUSE = Number(process.env.BENCH_LINES_PER_HOUSE ?? 100);
const calls = Number(process.argv[2] ?? 30);

const china = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
const today = china(new Date());
const to = today.slice(0, 7);
const [y, m] = to.split('-').map(Number) as [number, number];
const fromIndex = y * 12 + (m - 1) - 11;
const from = `${Math.floor(fromIndex / 12)}-${String((fromIndex % 12) + 1).padStart(2, '0')}`;
const lastMonth = `${Math.floor((fromIndex + 10) / 12)}-${String(((fromIndex + 10) % 12) + 1).padStart(2, '0')}`;
const dayFrom = china(new Date(Date.now() - 89 * 86_400_000));

const setupStarted = performance.now();
const server = await startBenchServer({ houses: HOUSES, settlement: { linesPerHouse: LINES_PER_HOUSE } });
const s = server.info.settlement!;
console.log(
  `setup: ${HOUSES} houses, ${s.lines} lines (${s.payments} payments, ${s.openLines} lines open); seed:scale ${(s.ms / 1000).toFixed(1)} s` +
    `${s.cached ? ' (template reused)' : ''}; bench ready in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
);
const { token, company } = await server.signIn('emp01');
const headers = { authorization: `Bearer ${token}` };

const endpoints: [string, string][] = [
  ['结算看板', `/api/dashboards/settlement?from=${from}&to=${to}`],
  ['楼盘看板', '/api/dashboards/estate'],
  ['服务看板', `/api/dashboards/service?from=${dayFrom}&to=${today}`],
  ['客户看板', `/api/dashboards/customer?from=${from}&to=${to}`],
  ['明细: 账龄 1-2年 (first 500)', '/api/dashboards/drill?source=arrears.bucket&key=y1_2'],
  // Last month: seed:scale dates its lines up to the month before this one.
  ['明细: 一个月的应收 (first 500)', `/api/dashboards/drill?source=settlement.month&key=${lastMonth}`],
];
// A scale estate's bar (one of 20, so its rows are a twentieth of the lines the index walks).
const estateId = server.info.scale?.estateIds[0];
if (estateId !== undefined) {
  endpoints.push(
    ['明细: 一个楼盘的欠费 (first 500)', `/api/dashboards/drill?source=arrears.estate&key=${estateId}`],
    ['明细: 一个楼盘12个月的应收 (first 500)', `/api/dashboards/drill?source=settlement.estate&key=${estateId}&from=${from}&to=${to}`],
  );
}

const rows: string[] = [];
try {
  for (const [name, path] of endpoints) {
    const times: number[] = [];
    let body = '';
    for (let i = 0; i < calls + 2; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.baseUrl}${path}`, { headers });
      body = await res.text();
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
      if (i >= 2) times.push(performance.now() - t0); // two warm-up calls: statements prepared, caches warm
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((times.length * p) / 100))]!.toFixed(1);
    const line = `| ${name} | ${calls} | ${pct(50)} | ${pct(95)} | ${times.at(-1)!.toFixed(1)} | ${(body.length / 1024).toFixed(1)} KB |`;
    rows.push(line);
    console.log(line);
  }
  console.log(`\ncompany ${company}, months ${from}..${to}, days ${dayFrom}..${today}, load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`);
  console.log('| endpoint | calls | p50 ms | p95 ms | max ms | answer |\n|---|---|---|---|---|---|\n' + rows.join('\n'));
} finally {
  await server.stop();
}
