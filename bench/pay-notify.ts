// Payment notifications per second (issue 30 goal: ≥ 300/s with p95 ≤ 100 ms, each processed exactly once with
// 20 % duplicates) through the real notify_url on PostgreSQL: verified, decrypted, the order settled with its
// allocation and receipt, the delivery kept in the inbox.
// Run: npm run bench -- pay-notify [orders] [senders]
// The orders are made through POST /api/pay/orders (the fake WeChat Pay in this process answers with QR codes);
// the notifications are then signed and encrypted here as the vendor would (bench/support/wechatpay-notification.ts)
// before the clock starts, and sent by `senders` concurrent clients in random order, duplicates included.
// After the run: every order paid once, one payment per order, Σ payments = Σ orders, the inbox's results add up.
import { loadavg } from 'node:os';
import { postgresClient } from '@pm/db';
import { generateMerchant, generatePlatformKey, startPayVendor } from '@pm/pay-vendor';
import { startBenchServer } from './support/bench-server';
import { leanPoster } from './support/lean-post';
import { notificationOf } from './support/wechatpay-notification';

const ORDERS = Number(process.argv[2] ?? 6000);
// A company's notifications come from all its estates; each estate's payments queue on its receipt counter and kept
// totals (as a counter's do), so the estates the orders spread over bound the rate: BENCH_PER_ESTATE=5000 puts them
// in two estates.
const PER_ESTATE = Number(process.env.BENCH_PER_ESTATE ?? 500);
const SENDERS = Number(process.argv[3] ?? 16);
const DUPLICATES = 0.2;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const platform = await generatePlatformKey();
const merchant = await generateMerchant();
const vendor = await startPayVendor({ port: 0, merchants: [merchant], platformKey: platform, logLevel: 'silent' });
const server = await startBenchServer({
  houses: 10_000,
  perEstate: PER_ESTATE,
  settlement: { linesPerHouse: 20 },
  wechatpay: { url: vendor.url, platform: { keyId: vendor.platform.keyId, publicKeyPem: vendor.platform.publicKeyPem }, merchant },
});
const url = new URL(ADMIN_URL);
url.pathname = `/${server.info.database}`;
const sql = postgresClient(url.toString(), { max: 2, onnotice: () => undefined });
const { token, company } = await server.signIn('emp01');
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

// 1. The orders, through the API, 8 at a time: houses taken from the scale estates in turn.
const houses = (
  await sql<{ house_id: string }[]>`
    select house_id from (
      select r.house_id, row_number() over (partition by r.estate_id order by r.house_id) as turn
      from house_receivables r where r.company_id = ${company} and r.open_lines > 0 and r.estate_id = any(${server.info.scale!.estateIds})
    ) x order by turn, house_id limit ${ORDERS}`
).map((r) => Number(r.house_id));
const estates = new Set((await sql<{ estate_id: string }[]>`select distinct estate_id from houses where id = any(${houses})`).map((r) => r.estate_id)).size;
if (houses.length < ORDERS) console.log(`only ${houses.length} houses with arrears`);
const created: number[] = [];
const createErrors = new Map<string, number>();
const t0 = performance.now();
await Promise.all(
  Array.from({ length: 8 }, async (_, k) => {
    for (let i = k; i < houses.length; i += 8) {
      const t = performance.now();
      const res = await fetch(`${server.baseUrl}/api/pay/orders`, { method: 'POST', headers, body: JSON.stringify({ houseId: houses[i], method: '6' }) });
      const answer = (await res.json()) as { msg: string };
      if (res.status === 200) created.push(performance.now() - t);
      else createErrors.set(`${res.status} ${answer.msg}`, (createErrors.get(`${res.status} ${answer.msg}`) ?? 0) + 1);
    }
  }),
);
const createSeconds = (performance.now() - t0) / 1000;
console.log(
  `orders: ${created.length} over ${estates} estates in ${createSeconds.toFixed(1)} s (${(created.length / createSeconds).toFixed(0)}/s, p95 ${percentile(created, 95).toFixed(1)} ms)` +
    (createErrors.size ? `, refused: ${JSON.stringify(Object.fromEntries(createErrors))}` : ''),
);

// 2. The notifications, built before the clock starts; 20 % of the orders notified twice, all in random order.
const orders = await sql<{ id: string; out_trade_no: string; amount: string }[]>`
  select id, out_trade_no, amount::text as amount from pay_orders where company_id = ${company} and state = 'open' order by id`;
const fen = (amount: string) => {
  const [yuan, cents = ''] = amount.split('.');
  return Number(yuan) * 100 + Number(cents.padEnd(2, '0'));
};
const successTime = `${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
const plan = orders.map((o, i) => ({ o, tx: `42${String(i + 1).padStart(26, '0')}` }));
const deliveries = [...plan, ...plan.filter((_, i) => i % Math.round(1 / DUPLICATES) === 0)];
for (let i = deliveries.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
}
const messages = deliveries.map(({ o, tx }) =>
  notificationOf({ mchid: merchant.mchid, appid: merchant.appids[0]!, out_trade_no: o.out_trade_no, transaction_id: tx, total: fen(o.amount), success_time: successTime }, merchant.apiV3Key, platform),
);

// 3. Sent by SENDERS clients.
const latencies: number[] = [];
const failures = new Map<string, number>();
let next = 0;
const poster = leanPoster(server.baseUrl, SENDERS);
const benchCpu = process.cpuUsage();
const { cpuMs, statements, result: seconds } = await server.serverCpuMs(async () => {
  const start = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      for (let i = next++; i < messages.length; i = next++) {
        const m = messages[i]!;
        const t = performance.now();
        const status = await poster.post('/api/pay/wechat/notify', m.headers, m.body);
        latencies.push(performance.now() - t);
        if (status !== 204) failures.set(String(status), (failures.get(String(status)) ?? 0) + 1);
      }
    }),
  );
  return (performance.now() - start) / 1000;
});
const senderCpu = process.cpuUsage(benchCpu);
poster.close();

// 4. Exactly once.
const [paid] = await sql<{ orders: string; payments: string; sum_orders: string; sum_payments: string }[]>`
  select count(*) filter (where o.state = 'paid') as orders, count(p.id) as payments,
    coalesce(sum(o.amount) filter (where o.state = 'paid'), 0)::text as sum_orders, coalesce(sum(p.total), 0)::text as sum_payments
  from pay_orders o left join payments p on p.id = o.payment_id
  where o.company_id = ${company}`;
const [perOrder] = await sql<{ most: string }[]>`
  select coalesce(max(n), 0) as most from (select t.reference, count(*) as n from payment_tenders t where t.method = '6' and t.company_id = ${company} group by t.reference) x`;
const inbox = await sql<{ result: string; n: string }[]>`select result, count(*) as n from pay_notifications group by result order by result`;

console.log(
  `notifications: ${messages.length} (${orders.length} orders, ${messages.length - orders.length} duplicates) by ${SENDERS} senders in ${seconds.toFixed(1)} s: ` +
    `${(messages.length / seconds).toFixed(0)}/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; ` +
    `server CPU ${(cpuMs / messages.length).toFixed(2)} ms per notification; ${(statements / orders.length).toFixed(2)} statements per order paid ` +
    `(${(statements / messages.length).toFixed(2)} per notification, duplicates included); the senders' own CPU ${((senderCpu.user + senderCpu.system) / 1000 / messages.length).toFixed(2)} ms per notification; load ${(loadavg()[0] ?? 0).toFixed(1)}`,
);
console.log(`failures: ${failures.size ? JSON.stringify(Object.fromEntries(failures)) : 'none'}`);
console.log(`paid orders ${paid!.orders}, payments ${paid!.payments}, most payments per order ${perOrder!.most}; Σ orders ${paid!.sum_orders} = Σ payments ${paid!.sum_payments}: ${paid!.sum_orders === paid!.sum_payments}`);
console.log(`inbox: ${inbox.map((r) => `${r.result} ${r.n}`).join(', ')}`);
const ok = Number(paid!.orders) === orders.length && Number(paid!.payments) === orders.length && perOrder!.most === '1' && paid!.sum_orders === paid!.sum_payments;
console.log(ok ? 'exactly once: yes' : 'exactly once: NO');

await sql.end();
await server.stop();
await vendor.close();
if (!ok) process.exit(1);
