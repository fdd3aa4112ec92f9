import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { onlinePayEndpoints as p, reconEndpoints as e, type ReconDay, type ReconItem } from '@pm/contracts';
import { schema } from '@pm/db';
import { addDays, chinaToday } from '@pm/domain';
import { buildBook } from '../../../../test/factories/accounting-books';
import { buildChargingWorld, type ChargingWorld } from '../../../../test/factories/charging';
import { startOnlinePay, until, type OnlinePayWorld } from '../../../../test/factories/online-pay';
import { releasedLines } from '../../../../test/factories/settlement';
import { buildUser } from '../../../../test/factories/users';
import { endedJob } from '../../../../test/jobs';
import { WechatpayClient } from '../wechatpay-client';

// 线上对账 over HTTP with the fake WeChat Pay: orders paid on the fake's moved business clock, its knobs making
// each kind of difference (a bill line we never saw, an amount changed in the bill, a refund we never asked for,
// a lost notification), and our books changed where the fake cannot (a payment the bill lacks). The run is the
// real job; a 长款 of ours is posted once; resolving a company's last difference writes its settlement voucher;
// a re-run keeps what was resolved; another company and a colleague without 结算汇总 are refused.

let world: OnlinePayWorld;
let w: ChargingWorld;
let other: ChargingWorld;
const t = () => world.t;
const db = () => t().database.db;
const house = (i: number) => w.houses[i]!.id;
const TODAY = chinaToday();
const day = (back: number) => addDays(TODAY, -back);
let houseSeq = 0;

beforeAll(async () => {
  world = await startOnlinePay();
  w = await buildChargingWorld(db(), Array.from({ length: 16 }, () => ({})));
  other = await buildChargingWorld(db(), [{}]);
  const months = [...new Set([day(12).slice(0, 7), TODAY.slice(0, 7)])];
  await buildBook(db(), w.companyId, { periods: months });
});
afterAll(() => world.close());

const vendorAt = (d: string, time: string) => world.vendor.knobs.moveClock({ to: `${d}T${time}+08:00` });
/** The bill of `d` can be had (10:00 the next day on the fake's clock). */
const billReady = (d: string) => vendorAt(addDays(d, 1), '10:05:00');

async function order(amount: string) {
  const h = house(houseSeq++);
  await releasedLines(db(), w, h, [{ period: '2099-01', net: amount, due: '2099-01-15' }]);
  const res = await t().as(w.clerk).post('/api/pay/orders', { houseId: h, method: '6' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...p.createPayOrder.output.parse(res.body.data), houseId: h };
}
const stateOf = async (id: number) => (await db().select({ state: schema.payOrders.state }).from(schema.payOrders).where(eq(schema.payOrders.id, id)))[0]?.state;
async function paidOrder(amount: string, options: { lose?: boolean } = {}) {
  const o = await order(amount);
  if (options.lose) world.vendor.knobs.nextNotifications({ lose: true, event: 'TRANSACTION' });
  world.vendor.payer.pay(o.codeUrl!);
  if (!options.lose) await until(async () => ((await stateOf(o.id)) === 'paid' ? true : undefined), 10_000);
  return o;
}

async function run(billDate: string, who = w.clerk) {
  const res = await t().as(who).post('/api/pay/recon/runs', { billDate });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { jobId } = e.runRecon.output.parse(res.body.data);
  return endedJob(db(), jobId, 40_000);
}
async function items(billDate: string, who = w.clerk): Promise<{ day: ReconDay; rows: ReconItem[] }> {
  const res = await t().as(who).get(`/api/pay/recon/days/${billDate}/items?size=500`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return e.listReconItems.output.parse(res.body.data);
}
const kinds = (rows: ReconItem[]) => rows.map((r) => [r.kind, r.state, r.resolution]).sort();
const paymentsOf = async (houseId: number) => db().select({ id: schema.payments.id }).from(schema.payments).where(eq(schema.payments.houseId, houseId));
const settleVouchers = (companyId: number) =>
  db()
    .select()
    .from(schema.acctVouchers)
    .where(and(eq(schema.acctVouchers.companyId, companyId), eq(schema.acctVouchers.source, 'pay-settle')));

describe('a payment across midnight (golden case P4)', () => {
  it('is dated by its success time: nothing on the day it was created, matched the next day', async () => {
    const d = day(11);
    vendorAt(d, '23:59:40');
    const o = await order('88.00');
    vendorAt(addDays(d, 1), '00:00:05');
    world.vendor.payer.pay(o.codeUrl!);
    await until(async () => ((await stateOf(o.id)) === 'paid' ? true : undefined), 10_000);
    billReady(addDays(d, 1));
    expect(await run(d)).toMatchObject({ state: 'done' });
    expect((await items(d)).rows).toEqual([]);
    expect(await run(addDays(d, 1))).toMatchObject({ state: 'done' });
    const next = await items(addDays(d, 1));
    expect(next.rows).toEqual([]);
    expect(next.day).toMatchObject({ state: 'balanced', ourPayments: 1, ourPaymentTotal: '88.00', billPayments: 1, billPaymentTotal: '88.00', fee: '0.53000', feeRounded: '0.53', openItems: 0 });
    // the company's day is 平: its money moved to the bank
    expect(next.day.voucher).not.toBeNull();
  });
});

describe('a day with each kind of difference', () => {
  const D = day(6);
  let matched: Awaited<ReturnType<typeof paidOrder>>;
  let changed: Awaited<ReturnType<typeof paidOrder>>;
  let lost: Awaited<ReturnType<typeof paidOrder>>;
  let short: Awaited<ReturnType<typeof paidOrder>>;

  beforeAll(async () => {
    // a payment the bill of D lacks: paid at the vendor on another day, dated D in our books
    vendorAt(day(8), '12:00:00');
    short = await paidOrder('25.00');
    await db().update(schema.payOrders).set({ paidAt: new Date(`${D}T12:00:00+08:00`) }).where(eq(schema.payOrders.id, short.id));

    vendorAt(D, '09:00:00');
    matched = await paidOrder('100.00');
    changed = await paidOrder('50.00');
    lost = await paidOrder('30.00', { lose: true });
    world.vendor.knobs.changeBillAmount({ outTradeNo: changed.outTradeNo, total: 6000 });
    world.vendor.knobs.addBillLine({ total: 1234, attach: `c${w.companyId}` });
    world.vendor.knobs.addBillLine({ total: 999, attach: `c${other.companyId}` });
    await new WechatpayClient(t().config.wechatpay!).refund({ out_trade_no: matched.outTradeNo, out_refund_no: `RF${matched.outTradeNo}`.slice(0, 32), amount: { refund: 1000, total: 10000 } });
    // a refund of ours the vendor accepted that day by our books, which its bill does not hold
    await db().insert(schema.payRefunds).values({ companyId: w.companyId, orderId: changed.id, outRefundNo: `RQ${changed.outTradeNo}`.slice(0, 32), amount: '5.00', reason: '测试退款', state: 'processing', acceptedDay: D });
    billReady(D);
  });

  it('finds 长款, 短款, 金额不符 and a refund the books lack; posts the 长款 of ours once and says so', async () => {
    expect(await stateOf(lost.id)).toBe('open');
    const job = await run(D);
    expect(job).toMatchObject({ state: 'done' });
    const { day: part, rows } = await items(D);
    expect(kinds(rows)).toEqual(
      [
        ['amount', 'open', null],
        ['long', 'open', null],
        ['long', 'resolved', 'posted'],
        ['refund_long', 'open', null],
        ['refund_short', 'open', null],
        ['short', 'open', null],
      ].sort(),
    );
    const byKind = (k: string, state = 'open') => rows.find((r) => r.kind === k && r.state === state)!;
    expect(byKind('amount')).toMatchObject({ outTradeNo: changed.outTradeNo, ours: '50.00', theirs: '60.00', houseName: expect.any(String) });
    expect(byKind('short')).toMatchObject({ outTradeNo: short.outTradeNo, ours: '25.00', theirs: null });
    expect(byKind('long')).toMatchObject({ ours: null, theirs: '12.34', orderId: null, detail: '本系统没有这个商户订单号的支付单' });
    expect(byKind('refund_long')).toMatchObject({ outTradeNo: matched.outTradeNo, theirs: '10.00' });
    expect(byKind('refund_short')).toMatchObject({ outTradeNo: changed.outTradeNo, ours: '5.00', theirs: null });
    expect(byKind('long', 'resolved')).toMatchObject({ outTradeNo: lost.outTradeNo, orderId: lost.id, theirs: '30.00', resolvedByName: null });
    expect(byKind('long', 'resolved').note).toContain('已按支付单入账');
    // the lost payment is in the books now, once
    expect(await stateOf(lost.id)).toBe('paid');
    expect(await paymentsOf(lost.houseId)).toHaveLength(1);
    expect(part).toMatchObject({ state: 'differences', summaryOk: true, openItems: 5, items: 6, billPayments: 4, billPaymentTotal: '202.34', billRefunds: 1, billRefundTotal: '10.00' });
    expect(part).toMatchObject({ ourPayments: 4, ourPaymentTotal: '205.00', ourRefunds: 1, ourRefundTotal: '5.00' });
    expect(part.voucher).toBeNull();
  });

  it('another company sees only the row its attach names, and cannot resolve this company’s difference', async () => {
    const theirs = await items(D, other.clerk);
    expect(theirs.rows.map((r) => [r.kind, r.theirs])).toEqual([['long', '9.99']]);
    expect(theirs.day).toMatchObject({ billPayments: 1, billPaymentTotal: '9.99', ourPayments: 0, state: 'differences' });
    const mine = (await items(D)).rows.find((r) => r.state === 'open')!;
    const res = await t().as(other.clerk).post(`/api/pay/recon/items/${mine.id}/resolve`, { note: '不是我们的' });
    expect(res.status).toBe(404);
  });

  it('a colleague without 结算汇总 can neither run a day nor resolve a difference', async () => {
    const reader = await buildUser(db(), { companyId: w.companyId, role: 'emp', grants: ['charge_reports-daily'] });
    const open = (await items(D)).rows.find((r) => r.state === 'open')!;
    expect((await t().as(reader).post('/api/pay/recon/runs', { billDate: D })).status).toBe(403);
    expect((await t().as(reader).post(`/api/pay/recon/items/${open.id}/resolve`, { note: '看过了' })).status).toBe(403);
  });

  it('refuses a resolution without a note, a day after today, and a run without a session', async () => {
    const open = (await items(D)).rows.find((r) => r.state === 'open')!;
    const blank = await t().as(w.clerk).post(`/api/pay/recon/items/${open.id}/resolve`, { note: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toContain('请输入处理说明');
    const future = await t().as(w.clerk).post('/api/pay/recon/runs', { billDate: addDays(TODAY, 1) });
    expect(future.status).toBe(400);
    expect(future.body.msg).toBe('只能对账今天及以前的账单');
    const bad = await t().as(w.clerk).post('/api/pay/recon/runs', { billDate: '2024-13-01' });
    expect(bad.status).toBe(400);
    expect((await t().call({ method: 'POST', url: '/api/pay/recon/runs', payload: { billDate: D } })).status).toBe(401);
  });

  it('resolving the last open difference makes the company’s day 平 and writes one settlement voucher to the bank', async () => {
    const open = (await items(D)).rows.filter((r) => r.state === 'open');
    for (const item of open) {
      const res = await t().as(w.clerk).post(`/api/pay/recon/items/${item.id}/resolve`, { note: `已核实：${item.kindName}` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(e.resolveReconItem.output.parse(res.body.data)).toMatchObject({ state: 'resolved', resolution: 'note', resolvedByName: w.clerk.name });
    }
    const again = await t().as(w.clerk).post(`/api/pay/recon/items/${open[0]!.id}/resolve`, { note: '再次' });
    expect(again.status).toBe(409);
    const { day: part } = await items(D);
    expect(part).toMatchObject({ state: 'balanced', openItems: 0, voucherError: null });
    expect(part.voucher?.label).toMatch(/^[记收]-\d+$/);
    const [voucher] = await settleVouchers(w.companyId).then((vs) => vs.filter((v) => v.id === part.voucher!.id));
    expect(voucher).toMatchObject({ status: 2, voucherDate: D, sourceRef: expect.stringContaining(D) });
    const lines = await db().execute<{ code: string; debit: string; credit: string }>(sql`
      select s.code, l.debit::text as debit, l.credit::text as credit from acct_voucher_lines l join acct_subjects s on s.id = l.subject_id
      where l.voucher_id = ${voucher!.id} order by l.seq`);
    const net = (202.34 * 100 - 10 * 100) / 100;
    expect([...lines].map((l) => [l.code, l.debit, l.credit])).toEqual([
      ['1002', (net - Number(part.feeRounded)).toFixed(2), '0.00'],
      ['5603', part.feeRounded, '0.00'],
      ['1012', '0.00', net.toFixed(2)],
    ]);
  });

  it('a re-run keeps what was resolved, posts nothing twice and writes no second voucher', async () => {
    const before = kinds((await items(D)).rows);
    expect(await run(D)).toMatchObject({ state: 'done' });
    const after = await items(D);
    expect(kinds(after.rows)).toEqual(before);
    expect(after.day).toMatchObject({ state: 'balanced', openItems: 0 });
    expect(await paymentsOf(lost.houseId)).toHaveLength(1);
    expect((await settleVouchers(w.companyId)).filter((v) => v.voucherDate === D)).toHaveLength(1);
    const [row] = await db().select().from(schema.payReconDays).where(eq(schema.payReconDays.billDate, D));
    expect(row).toMatchObject({ runs: 2, billRows: 6, summaryProblems: null });
  });

  it('lists the days with the company’s figures, and exports a day’s differences', async () => {
    const res = await t().as(w.clerk).get(`/api/pay/recon/days?from=${D}&to=${D}`);
    expect(res.status).toBe(200);
    const page = e.listReconDays.output.parse(res.body.data);
    expect(page.rows.map((r) => [r.billDate, r.state, r.items])).toEqual([[D, 'balanced', 6]]);
    const exported = await t().call({
      method: 'POST',
      url: `/api/pay/recon/days/${D}/items/export`,
      headers: await t().as(w.clerk).headers(),
      payload: { usage: '对账', auditor: '主管', auditDate: TODAY.replaceAll('-', '.') },
    });
    expect(exported.status).toBe(200);
    expect(String(exported.response.headers['content-type'])).toContain('spreadsheetml');
  });
});

describe('a payment our clock dated before midnight and the vendor after (cross-day)', () => {
  it('is a 短款 until the next day’s bill holds it; that run resolves it', async () => {
    const d = day(4);
    vendorAt(addDays(d, 1), '00:00:01');
    const o = await paidOrder('40.00');
    await db().update(schema.payOrders).set({ paidAt: new Date(`${d}T23:59:59+08:00`) }).where(eq(schema.payOrders.id, o.id));
    billReady(d);
    await run(d);
    expect(kinds((await items(d)).rows)).toEqual([['short', 'open', null]]);
    billReady(addDays(d, 1));
    await run(addDays(d, 1));
    expect((await items(addDays(d, 1))).rows).toEqual([]);
    const before = await items(d);
    expect(kinds(before.rows)).toEqual([['short', 'resolved', 'cross_day']]);
    expect(before.rows[0]!.note).toContain(`${addDays(d, 1)}的账单中有此笔`);
    expect(before.day).toMatchObject({ state: 'balanced', openItems: 0 });
  });

  it('is resolved at once when the next day’s bill can be had already', async () => {
    const d = day(2);
    vendorAt(addDays(d, 1), '00:00:01');
    const o = await paidOrder('41.00');
    await db().update(schema.payOrders).set({ paidAt: new Date(`${d}T23:59:59+08:00`) }).where(eq(schema.payOrders.id, o.id));
    billReady(addDays(d, 1));
    await run(d);
    const { day: part, rows } = await items(d);
    expect(kinds(rows)).toEqual([['short', 'resolved', 'cross_day']]);
    expect(rows[0]).toMatchObject({ outTradeNo: o.outTradeNo, detail: `${addDays(d, 1)}账单金额41.00元`, resolvedByName: null });
    expect(part).toMatchObject({ state: 'balanced', openItems: 0 });
  });
});
