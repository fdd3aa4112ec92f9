// 线上对账 at scale (issue 30 goal: a 100,000-line trade bill reconciled on PostgreSQL in ≤ 30 s).
// Run: npm run bench -- pay-recon   (BENCH_LINES default 100000)
// A fresh PostgreSQL database (migrations only) holds LINES paid online orders of one day, written by SQL as the paid
// path would leave them; the fake WeChat Pay in this process holds the same payments, plus 10 it alone has (长款), 10
// whose amount its bill changes (金额不符), and 10 of ours it never saw (短款). The run is the use case itself
// (reconcileDay: download ALL+GZIP, SHA1, parse, read our side, match, write), timed cold and again (a re-run);
// download + parse and our side + matching are timed apart too. It checks what the run found.
import { postgresClient, openDatabase, runMigrations } from '@pm/db';
import { startPayVendor } from '../apps/pay-vendor/src/index';
import { PayGateway } from '../apps/server/src/modules/payments/pay-gateway';
import { wechatpayConfigFromFake } from '../apps/server/src/modules/payments/wechatpay-config';
import { fetchBill } from '../apps/server/src/modules/payments/recon/fetch-bill';
import { matchDay } from '../apps/server/src/modules/payments/recon/match-day';
import { reconcileDay } from '../apps/server/src/modules/payments/recon/reconcile-day';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LINES = Number(process.env.BENCH_LINES ?? 100_000);
const ODD = 10;
const GOAL_SECONDS = 30;
const name = `pm_bench_recon_${process.pid}`;
const admin = postgresClient(ADMIN_URL, { max: 1, onnotice: () => undefined });
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const DAY_MS = 86_400_000;
/** The China day (UTC+8) `days` from today, YYYY-MM-DD. */
const chinaDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
/** A payment's amount in fen: 1.00 to 999.99, all sorts of cents. */
const fenOf = (n: number) => 100 + ((n * 7919) % 99_900);

await admin.unsafe(`drop database if exists "${name}"`);
await admin.unsafe(`create database "${name}"`);
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '/tmp/pm-bench', poolSize: 10 });
const vendor = await startPayVendor({ port: 0, logLevel: 'silent' });
try {
  await runMigrations(database.db);
  const day = chinaDay(-2);
  const sql = database.sql;
  const [company] = await sql<{ id: string }[]>`insert into companies (code, name, nick, level, type) values ('BENCH-RECON', '对账基准物业', '对账基准', 2, 'AB') returning id`;
  const companyId = Number(company!.id);

  let t0 = performance.now();
  // ours: LINES paid orders of the day; the last ODD of them the vendor never saw (短款)
  await sql`
    insert into pay_orders (company_id, estate_id, house_id, settle_type, method, trade_type, out_trade_no, description, amount, principal,
      late_fee, as_of, state, expires_at, created_by, transaction_id, paid_at, payment_id)
    select ${companyId}, 1, 1 + n % 5000, '1', '6', 'NATIVE', 'BENCH' || lpad(n::text, 10, '0'), '物业服务费',
      (100 + (n * 7919) % 99900) / 100.0, (100 + (n * 7919) % 99900) / 100.0, 0, ${day}::date, 'paid',
      ${`${day}T23:59:00+08:00`}::timestamptz, 1, '42' || lpad(n::text, 20, '0'),
      ${`${day}T08:00:00+08:00`}::timestamptz + (n % 50000) * interval '1 second', n
    from generate_series(1, ${LINES}) n`;
  await sql`analyze pay_orders`;
  const ours = performance.now() - t0;

  t0 = performance.now();
  for (let n = 1; n <= LINES - ODD; n++) {
    const at = new Date(Date.parse(`${day}T08:00:00+08:00`) + (n % 50_000) * 1000).toISOString();
    vendor.knobs.addBillLine({ outTradeNo: `BENCH${String(n).padStart(10, '0')}`, total: fenOf(n), successTime: at, attach: `c${companyId}` });
  }
  for (let n = 1; n <= ODD; n++) vendor.knobs.addBillLine({ total: 1234 + n, successTime: `${day}T12:00:00+08:00`, attach: `c${companyId}` });
  for (let n = 1; n <= ODD; n++) vendor.knobs.changeBillAmount({ outTradeNo: `BENCH${String(n * 97).padStart(10, '0')}`, total: fenOf(n * 97) + 1 });
  vendor.knobs.moveClock({ to: `${nextDay(day)}T10:05:00+08:00` });
  const gateway = new PayGateway(wechatpayConfigFromFake(vendor)!, () => 'http://127.0.0.1:9/notify');
  console.log(`setup: ${LINES} paid orders of ${day} by SQL in ${seconds(ours)} s; the fake's ${LINES} bill lines in ${seconds(performance.now() - t0)} s`);

  t0 = performance.now();
  const fetched = await fetchBill(gateway, day);
  const fetchMs = performance.now() - t0;
  if (fetched.kind !== 'bill') throw new Error(`no bill: ${JSON.stringify(fetched)}`);
  t0 = performance.now();
  const matched = await matchDay(database.db, day, fetched.bill);
  const matchMs = performance.now() - t0;
  console.log(`download ALL+GZIP, SHA1, parse ${fetched.bill.rows.length} rows: ${seconds(fetchMs)} s; read our side and match: ${seconds(matchMs)} s (${matched.differences.length} differences)`);

  const cpu0 = process.cpuUsage();
  t0 = performance.now();
  const first = await reconcileDay({ db: database.db, gateway }, day, null);
  const firstMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  t0 = performance.now();
  const again = await reconcileDay({ db: database.db, gateway }, day, null);
  const againMs = performance.now() - t0;
  const [row] = await sql<{ bill_rows: number; matched_rows: number; open_items: number; our_payments: number; state: string; runs: number }[]>`
    select bill_rows, matched_rows, open_items, our_payments, state, runs from pay_recon_days where bill_date = ${day}::date`;
  const kinds = await sql<{ kind: string; n: number }[]>`select kind, count(*)::int as n from pay_recon_items group by kind order by kind`;
  console.log(`reconcile ${day}: ${seconds(firstMs)} s (process CPU ${seconds((cpu.user + cpu.system) / 1000)} s; the database in its own server) — goal ≤ ${GOAL_SECONDS} s: ${firstMs / 1000 <= GOAL_SECONDS ? 'met' : 'NOT met'}`);
  console.log(`re-run (resolved kept, open recomputed): ${seconds(againMs)} s`);
  console.log(`result: ${first.summary}`);
  console.log(`day: ${JSON.stringify(row)}; items: ${kinds.map((k) => `${k.kind} ${k.n}`).join(', ')}`);
  const expected = { long: ODD, amount: ODD, short: ODD };
  const found = Object.fromEntries(kinds.map((k) => [k.kind, k.n]));
  if (JSON.stringify(found) !== JSON.stringify(Object.fromEntries(Object.entries(expected).sort()))) throw new Error(`expected ${JSON.stringify(expected)}`);
  if (row!.bill_rows !== LINES || row!.matched_rows !== LINES - 2 * ODD || row!.our_payments !== LINES || row!.runs !== 2) throw new Error('the day does not add up');
  if (again.state !== first.state) throw new Error('the re-run differs');
} finally {
  await vendor.close();
  await database.close();
  await admin.unsafe(`drop database if exists "${name}"`);
  await admin.end();
}
