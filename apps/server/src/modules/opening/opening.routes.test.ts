import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OpeningCheck, OpeningImport, arrearsEndpoints as arrears, commonEndpoints as common, counterEndpoints as c } from '@pm/contracts';
import { schema } from '@pm/db';
import { chinaToday } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildBook } from '../../../test/factories/accounting-books';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { multipartFile, readXlsx, xlsxOf } from '../../../test/factories/records';
import { buildUser } from '../../../test/factories/users';
import type { Envelope } from '../../../test/user-calls';

// 期初导入 over HTTP on both databases: the template; a file with one bad row writes nothing and names
// the row; a good file is checked, previewed, committed as one job (released lines marked 期初, 期初
// balances, a balanced opening voucher whose tie with the ledger is zero); the same file again is a
// duplicate; an imported line is paid at the counter like any other; undo is refused after a payment
// and works once the payment is reversed; another company and a colleague without the right are refused.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
const today = chinaToday();
const period = today.slice(0, 7);
const COUNTER = '310401';

const ARREARS = ['房屋编号', '收费项目', '所属期间', '期间止', '应缴日期', '金额', '违约金起算日', '备注'];
const ACCOUNTS = ['房屋编号', '账户', '金额', '备注'];
const DEPOSITS = ['房屋编号', '押金项目', '金额', '交款人', '交款日期', '备注'];

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, [{}, {}, {}, {}]);
  other = await buildChargingWorld(t.database.db, [{}]);
  await buildBook(t.database.db, w.companyId, { periods: [period] });
  await buildBook(t.database.db, other.companyId, { periods: [period] });
  // A deposit item (category 7): the deposit sheet names it.
  await t.database.db.insert(schema.chargeItems).values({ companyId: w.companyId, code: 'YJ', name: '装修押金', category: '7', lifetime: '2' });
});
afterAll(() => t.close());

const code = (i: number) => w.houses[i]!.code;
const house = (i: number) => w.houses[i]!.id;

function goodFile() {
  return xlsxOf({
    期初欠费: [
      ARREARS,
      [code(0), 'WY', '2024-01', '2024-12', '2024-01-01', '1200.00', null, '2024 年物业费'],
      [code(0), '停车费', '2025-03', null, null, '150.50', null, null],
      [code(1), 'WY', '2025-06', null, '2025-06-15', '99.99', null, null],
    ],
    期初预存: [ACCOUNTS, [code(2), '预交款', '500', null], [code(2), '存零', '0.35', null]],
    期初押金: [DEPOSITS, [code(3), '装修押金', '2000', '李四', '2023-05-01', null]],
  });
}

async function check(buffer: Buffer, who = w.clerk, async = false) {
  const m = multipartFile('file', '期初.xlsx', buffer);
  return t.call<Envelope<OpeningCheck>>({
    method: 'POST',
    url: '/api/opening/check',
    payload: m.payload,
    headers: { ...m.headers, ...(await t.as(who).headers()), ...(async ? { prefer: 'respond-async' } : {}) },
  });
}

async function settled(id: number, who = w.clerk): Promise<OpeningImport> {
  for (let i = 0; i < 600; i++) {
    const res = await t.as(who).get<OpeningImport>(`/api/opening/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = OpeningImport.parse(res.body.data);
    if (row.state !== 'committing' && row.state !== 'undoing') return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('opening job did not end');
}

const one = async <T>(q: ReturnType<typeof sql>) => [...(await t.database.db.execute<T & Record<string, unknown>>(q))][0]!;
const owed = (houseId: number) => one<{ open: string | null }>(sql`select open::text from house_receivables where house_id = ${houseId}`).then((r) => r?.open ?? '0.00');
const balance = (houseId: number, kind: string) =>
  t.database.db.execute<{ balance: string }>(sql`select coalesce(sum(balance), 0)::text as balance from settle_accounts where house_id = ${houseId} and kind = ${kind}`).then((r) => [...r][0]!.balance);

describe('期初导入', () => {
  let opening: OpeningImport;

  it('offers the template: three sheets with their headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/opening/template', headers: await t.as(w.clerk).headers() });
    expect(res.statusCode).toBe(200);
    const sheets = await readXlsx(res.rawPayload);
    expect(Object.keys(sheets)).toEqual(['期初欠费', '期初预存', '期初押金']);
    expect(sheets['期初欠费']![0]).toEqual(ARREARS);
    expect(sheets['期初押金']![0]).toEqual(DEPOSITS);
  });

  it('refuses a file with one bad row, naming the row and the column, and stages nothing', async () => {
    const bad = await xlsxOf({
      期初欠费: [ARREARS, [code(0), 'WY', '2024-01', null, null, '100.00', null, null], ['NO-SUCH', 'WY', '2024-02', null, null, '100.00', null, null], [code(1), 'WY', '2024-13', null, null, '1.005', null, null]],
    });
    const res = await check(bad);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('导入失败！');
    expect(res.body.details).toEqual([
      { path: '期初欠费!3', message: '工作表“期初欠费”第3行：房屋编号：“NO-SUCH”不存在' },
      { path: '期初欠费!4', message: expect.stringMatching(/^工作表“期初欠费”第4行：所属期间：.*；金额：金额最多2位小数$/) },
    ]);
    const staged = await one<{ n: number }>(sql`select count(*)::int as n from opening_imports where company_id = ${w.companyId}`);
    expect(staged.n).toBe(0);
  });

  it('checks a good file as a job and previews it per estate, kind and item', async () => {
    const res = await check(await goodFile(), w.clerk, true);
    expect(res.status).toBe(202);
    let job = OpeningCheck.parse(res.body.data);
    for (let i = 0; job.status === 'running' && i < 400; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = OpeningCheck.parse((await t.as(w.clerk).get(`/api/opening/check/${job.jobId}`)).body.data);
    }
    expect(job).toMatchObject({ status: 'done', created: 6 });
    opening = await settled(job.openingId!);
    expect(opening).toMatchObject({ state: 'checked', arrearsRows: 3, accountRows: 2, depositRows: 1, arrears: '1450.49', prepay: '500.00', change: '0.35', deposits: '2000.00', fileName: '期初.xlsx' });
    expect(opening.totals.map((x) => [x.kind, x.itemName, x.rows, x.houses, x.amount])).toEqual([
      ['arrears', '停车费', 1, 1, '150.50'],
      ['arrears', '物业服务费', 2, 2, '1299.99'],
      ['prepay', null, 1, 1, '500.00'],
      ['change', null, 1, 1, '0.35'],
      ['deposit', '装修押金', 1, 1, '2000.00'],
    ]);
    // Nothing in the ledger yet.
    expect(await owed(house(0))).toBe('0.00');
  });

  it('commits as one job: released 期初 lines, balances, a balanced voucher tied to the ledger', async () => {
    const started = await t.as(w.clerk).post(`/api/opening/${opening.id}/commit`, { asOf: today, counterSubjectCode: COUNTER });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(OpeningImport.parse(started.body.data).state).toBe('committing');
    opening = await settled(opening.id);
    expect(opening.error).toBeNull();
    expect(opening.state).toBe('done');
    expect(await owed(house(0))).toBe('1350.50');
    expect(await owed(house(1))).toBe('99.99');
    expect(await balance(house(2), 'prepay')).toBe('500.00');
    expect(await balance(house(2), 'change')).toBe('0.35');
    expect(await balance(house(3), 'deposit')).toBe('2000.00');
    const lines = [...(await t.database.db.execute<{ status: string; opening_id: string; period: string; period_to: string; due_date: string; net: string }>(sql`
      select status, opening_id, period, period_to::text, due_date::text, net::text from bill_lines where company_id = ${w.companyId} order by id`))];
    expect(lines.map((l) => [l.status, Number(l.opening_id), l.period, l.period_to, l.due_date, l.net])).toEqual([
      ['released', opening.id, '2024-01', '2024-12-31', '2024-01-01', '1200.00'],
      ['released', opening.id, '2025-03', '2025-03-31', '2025-03-01', '150.50'],
      ['released', opening.id, '2025-06', '2025-06-30', '2025-06-15', '99.99'],
    ]);
    // The voucher: 待审核, Dr receivables, Cr 预收 and 押金, the rest on the counter subject; the tie is zero.
    expect(opening.voucher).toMatchObject({ period, status: 2 });
    const vlines = [...(await t.database.db.execute<{ code: string; debit: string; credit: string }>(sql`
      select s.code, l.debit::text, l.credit::text from acct_voucher_lines l join acct_subjects s on s.id = l.subject_id where l.voucher_id = ${opening.voucher!.id} order by l.seq`))];
    const sum = (k: 'debit' | 'credit') => vlines.reduce((x, l) => x + Math.round(Number(l[k]) * 100), 0);
    expect(sum('debit')).toBe(sum('credit'));
    expect(sum('debit')).toBe(250035);
    expect(vlines.at(-1)).toEqual({ code: COUNTER, debit: '1049.86', credit: '0.00' });
    expect(opening.tie!.difference).toBe('0.00');
    expect(opening.tie!.rows.every((r) => r.difference === '0.00' && r.ledger === r.voucher)).toBe(true);
    expect(opening.tie!.rows.find((r) => r.slot === 'prepayment')).toMatchObject({ subjectCode: '220301', side: 'C', ledger: '500.35' });
    expect(opening.tie!.rows.find((r) => r.slot === 'counter')).toMatchObject({ subjectCode: COUNTER, side: 'D', ledger: '1049.86' });
    // 业财一体 never books them again: every line and payment is a source of the opening voucher.
    const sources = await one<{ n: number }>(sql`select count(*)::int as n from acct_voucher_sources where voucher_id = ${opening.voucher!.id}`);
    expect(sources.n).toBe(3 + 2);
  });

  it('refuses the same file again as a duplicate, naming the rows', async () => {
    const res = await check(await goodFile());
    expect(res.status).toBe(400);
    const messages = (res.body.details as { message: string }[]).map((d) => d.message);
    expect(messages).toContain(`工作表“期初欠费”第2行：该房屋该项目2024-01已有期初欠费（期初导入 #${opening.id}），不能重复导入`);
    expect(messages).toContain('工作表“期初预存”第2行：该房屋的预交款已导入过期初余额，不能重复导入');
    expect(messages).toContain('工作表“期初押金”第2行：该房屋的押金已导入过期初余额，不能重复导入');
  });

  it('does not let another company see or change it, nor a colleague without 资料导入 change it', async () => {
    expect((await t.as(other.clerk).get(`/api/opening/${opening.id}`)).status).toBe(404);
    expect((await t.as(other.clerk).post(`/api/opening/${opening.id}/undo`, { reason: '试' })).status).toBe(404);
    expect(((await t.as(other.clerk).get('/api/opening')).body.data as { rows: unknown[] }).rows).toEqual([]);
    const cashier = await buildUser(t.database.db, { companyId: w.companyId, role: 'emp', grants: ['charge_settle-normal'] });
    // Reading opens read-only (spec 4: a function not granted shows read-only); changing is refused.
    expect((await t.as(cashier).post(`/api/opening/${opening.id}/undo`, { reason: '试' })).status).toBe(403);
    expect((await t.as(cashier).post(`/api/opening/${opening.id}/commit`, { asOf: today, counterSubjectCode: COUNTER })).status).toBe(403);
    expect((await check(await goodFile(), cashier)).status).toBe(403);
  });

  it('pays an imported line at the counter like any other; undo is refused then, and works once the payment is reversed', async () => {
    const [line] = [...(await t.database.db.execute<{ id: string }>(sql`select id from bill_lines where house_id = ${house(1)} and opening_id is not null`))];
    const paid = await t.as(w.clerk).post(c.pay.path, { houseId: house(1), settleType: '1', lineIds: [Number(line!.id)], total: '99.99', tenders: [{ method: '1', amount: '99.99' }] });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const payment = c.pay.output.parse(paid.body.data);
    expect(payment.principal).toBe('99.99');
    expect(await owed(house(1))).toBe('0.00');
    const detail = await settled(opening.id);
    expect(detail).toMatchObject({ paidLines: 1, movedAccounts: 0 });
    const refused = await t.as(w.clerk).post(`/api/opening/${opening.id}/undo`, { reason: '导错了' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('1笔期初欠费已收款或调整，不能撤销整批导入');
    // An opening payment is not 冲红 at the counter: only the import's undo reverses it.
    const [openingPayment] = [...(await t.database.db.execute<{ id: string }>(sql`select id from payments where company_id = ${w.companyId} and settle_type = '15' order by id limit 1`))];
    const red = await t.as(w.clerk).post(c.reverse.path, { paymentId: Number(openingPayment!.id), reason: '试' });
    expect(red.status).toBe(409);
    expect(red.body.msg).toBe('期初余额不能在此冲红，请在 资料导入 的期初导入中撤销整批导入');
    expect((await t.as(w.clerk).post(c.reverse.path, { paymentId: payment.id, reason: '收错' })).status).toBe(200);

    const undo = await t.as(w.clerk).post(`/api/opening/${opening.id}/undo`, { reason: '导错了' });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    opening = await settled(opening.id);
    expect(opening).toMatchObject({ state: 'undone', undoReason: '导错了', error: null });
    for (const i of [0, 1]) expect(await owed(house(i))).toBe('0.00');
    expect(await balance(house(2), 'prepay')).toBe('0.00');
    expect(await balance(house(3), 'deposit')).toBe('0.00');
    expect(opening.undoVoucher).toMatchObject({ status: 2 });
    const red2 = await one<{ debit: string; credit: string }>(sql`select sum(debit)::text as debit, sum(credit)::text as credit from acct_voucher_lines where voucher_id = ${opening.undoVoucher!.id}`);
    expect(red2).toEqual({ debit: '-2500.35', credit: '-2500.35' });
    // The originals stay: reversals are new rows.
    const counts = await one<{ lines: number; reversals: number }>(sql`
      select count(*) filter (where reversal_of is null)::int as lines, count(*) filter (where reversal_of is not null)::int as reversals from bill_lines where opening_id = ${opening.id}`);
    expect(counts).toEqual({ lines: 3, reversals: 3 });
  });

  it('imports the same file again once the first import is undone', async () => {
    const res = await check(await goodFile());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const again = await settled(OpeningCheck.parse(res.body.data).openingId!);
    expect(again.state).toBe('checked');
    const discarded = await t.as(w.clerk).post(`/api/opening/${again.id}/discard`, {});
    expect(OpeningImport.parse(discarded.body.data).state).toBe('discarded');
    const staged = await one<{ n: number }>(sql`select count(*)::int as n from opening_import_rows where import_id = ${again.id}`);
    expect(staged.n).toBe(0);
    expect((await t.as(w.clerk).post(`/api/opening/${again.id}/commit`, { asOf: today, counterSubjectCode: COUNTER })).status).toBe(409);
  });

  it('refuses a commit the books cannot take: a counter subject that is not a leaf, a period not open', async () => {
    const res = await check(await xlsxOf({ 期初欠费: [ARREARS, [code(0), 'WY', '2023-01', null, null, '10.00', null, null]] }));
    const id = OpeningCheck.parse(res.body.data).openingId!;
    const notLeaf = await t.as(w.clerk).post(`/api/opening/${id}/commit`, { asOf: today, counterSubjectCode: '3104' });
    expect(notLeaf.status).toBe(409);
    expect(notLeaf.body.msg).toContain('3104');
    const closed = await t.as(w.clerk).post(`/api/opening/${id}/commit`, { asOf: '2020-01-01', counterSubjectCode: COUNTER });
    expect(closed.status).toBe(409);
    expect((await settled(id)).state).toBe('checked');
  });

  it('offers the counter subjects to someone with 资料导入 alone: the active leaves', async () => {
    const importer = await buildUser(t.database.db, { companyId: w.companyId, role: 'emp', grants: ['common_data-import'] });
    const res = await t.as(importer).get<{ subjects: { code: string; leaf: boolean }[] }>('/api/opening/subjects');
    expect(res.status).toBe(200);
    expect(res.body.data.subjects.every((x) => x.leaf)).toBe(true);
    expect(res.body.data.subjects.map((x) => x.code)).toEqual(expect.arrayContaining([COUNTER, '220301']));
    expect(res.body.data.subjects.map((x) => x.code)).not.toContain('3104');
  });
});

describe('期初导入 from HC 小区管理系统', () => {
  it('reads HC’s 欠费 (report_owe_fee) and 现金账户 exports, refusing rows that are not a house’s or not cash', async () => {
    const hc = (rows: (string | number | null)[][], accounts: (string | number | null)[][]) =>
      xlsxOf({
        report_owe_fee: [['payer_obj_name', 'payer_obj_type', 'config_name', 'amount_owed', 'end_time', 'deadline_time', 'owner_name'], ...rows],
        account: [['payer_obj_name', 'acct_name', 'acct_type', 'amount'], ...accounts],
      });
    const send = async (buffer: Buffer) => {
      const m = multipartFile('file', 'hc.xlsx', buffer);
      const form = Buffer.concat([Buffer.from(`--${m.headers['content-type'].split('boundary=')[1]}\r\nContent-Disposition: form-data; name="source"\r\n\r\nhc\r\n`), m.payload]);
      return t.call<Envelope<OpeningCheck>>({ method: 'POST', url: '/api/opening/check', payload: form, headers: { ...m.headers, ...(await t.as(other.clerk).headers()) } });
    };
    const code = other.houses[0]!.code;
    const bad = await send(await hc([[code, '6666', '停车费', '80.00', '2025-01-01 00:00:00', '2025-02-01 00:00:00', '张三']], [[code, '张三', '2004', '12.00']]));
    expect(bad.status).toBe(400);
    expect((bad.body.details as { message: string }[]).map((d) => d.message)).toEqual([
      '工作表“account”第2行：acct_type：只导入现金账户（2003）；积分、优惠券、金币账户不是预存款',
      '工作表“report_owe_fee”第2行：payer_obj_type：只导入房屋的费用（3333）；车位费用请按其房屋整理后用本系统模板导入',
    ]);
    const good = await send(await hc([[code, '3333', '物业服务费', '360.00', '2025-01-01 00:00:00', '2025-04-01 00:00:00', '张三']], [[code, '张三', '2003', '45.60']]));
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    const row = await settled(OpeningCheck.parse(good.body.data).openingId!, other.clerk);
    expect(row).toMatchObject({ source: 'hc', arrearsRows: 1, accountRows: 1, arrears: '360.00', prepay: '45.60' });
    const [staged] = [...(await t.database.db.execute<{ period: string; period_from: string; period_to: string; due_date: string }>(sql`
      select period, period_from::text, period_to::text, due_date::text from opening_import_rows where import_id = ${row.id} and kind = 'arrears'`))];
    // deadline_time is the first day not owed: the span is 2025-01-01 … 2025-03-31, due from its start.
    expect(staged).toEqual({ period: '2025-01', period_from: '2025-01-01', period_to: '2025-03-31', due_date: '2025-01-01' });
  });
});


describe('违约金起算日', () => {
  it('a line brought over with its own late-fee start: the counter and 欠费查询 count from that day, without grace', async () => {
    const v = await buildChargingWorld(t.database.db, [{}]);
    await buildBook(t.database.db, v.companyId, { periods: [period] });
    // 0.1 % a day after 10 days of grace (the estate's terms): the line's own start replaces due date + grace.
    await t.database.db.insert(schema.arrearsSettings).values({ companyId: v.companyId, estateId: v.estateId, dueDays: 0, graceDays: 10, lateRatePerDay: 0.001 });
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - 19 * 86_400_000).toISOString().slice(0, 10);
    const file = await xlsxOf({
      期初欠费: [
        ARREARS,
        [v.houses[0]!.code, 'WY', '2024-01', null, '2024-01-01', '1000.00', start, null],
        [v.houses[0]!.code, 'WY', '2024-02', null, '2024-02-01', '1000.00', '2024-01-31', null],
      ],
    });
    const refused = await check(file, v.clerk);
    expect((refused.body.details as { message: string }[]).map((d) => d.message)).toEqual(['工作表“期初欠费”第3行：违约金起算日：违约金起算日不能早于应缴日期']);
    const good = await xlsxOf({ 期初欠费: [ARREARS, [v.houses[0]!.code, 'WY', '2024-01', null, '2024-01-01', '1000.00', start, null], [v.houses[0]!.code, 'WY', '2024-02', null, '2024-02-01', '1000.00', null, null]] });
    const id = OpeningCheck.parse((await check(good, v.clerk)).body.data).openingId!;
    expect((await t.as(v.clerk).post(`/api/opening/${id}/commit`, { asOf: today, counterSubjectCode: COUNTER })).status).toBe(200);
    expect((await settled(id, v.clerk)).state).toBe('done');

    const counter = c.counterHouse.output.parse((await t.as(v.clerk).post(c.counterHouse.path, { houseId: v.houses[0]!.id })).body.data);
    const [own, plain] = counter.lines;
    // 20 days counted (the start day too) × 0.1 % × 1000.00 = 20.00; the other line: days past due − 10 grace.
    expect(own).toMatchObject({ dueDate: '2024-01-01', lateDays: 20, lateFee: '20.00', late: { from: start, graceDays: 10 } });
    const plainDays = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse('2024-02-01T00:00:00Z')) / 86_400_000) - 10;
    expect(plain).toMatchObject({ lateDays: plainDays, lateFee: (plainDays).toFixed(2) });
    const detail = await t.as(v.clerk).post(common.arrearsHouseDetail.path, { houseId: v.houses[0]!.id });
    expect(detail.status).toBe(200);
    expect(common.arrearsHouseDetail.output.parse(detail.body.data).rows.map((r) => r.lateFee)).toEqual(['20.00', plainDays.toFixed(2)]);
    const listed = await t.as(v.clerk).post(arrears.arrearsLines.path, { houseId: v.houses[0]!.id, page: 1, size: 10 });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(arrears.arrearsLines.output.parse(listed.body.data).rows.map((r) => r.lateFee)).toEqual(['20.00', plainDays.toFixed(2)]);
    // Paid at the counter with its fee: the payment takes 1000.00 and 20.00.
    const paid = await t.as(v.clerk).post(c.pay.path, { houseId: v.houses[0]!.id, settleType: '1', lineIds: [own!.id], total: '1020.00', tenders: [{ method: '1', amount: '1020.00' }] });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(c.pay.output.parse(paid.body.data)).toMatchObject({ principal: '1000.00', lateFee: '20.00' });
  });
});

describe('撤销 after the month was closed', () => {
  it('books the red voucher in the first open period after today, dated its first day', async () => {
    const v = await buildChargingWorld(t.database.db, [{}]);
    await buildBook(t.database.db, v.companyId, { periods: [period] });
    const file = await xlsxOf({ 期初欠费: [ARREARS, [v.houses[0]!.code, 'WY', '2024-01', null, null, '10.00', null, null]] });
    const id = OpeningCheck.parse((await check(file, v.clerk)).body.data).openingId!;
    expect((await t.as(v.clerk).post(`/api/opening/${id}/commit`, { asOf: today, counterSubjectCode: COUNTER })).status).toBe(200);
    expect((await settled(id, v.clerk)).state).toBe('done');
    // 结账 of this month and the next one opened (as a company whose month-end passed would have it).
    const [y, m] = period.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    // The opening voucher audited and posted first (结账 needs every voucher of the month posted).
    const opened = await settled(id, v.clerk);
    await t.database.db.execute(sql`update acct_vouchers set status = 3, auditor_id = ${v.auditor.id}, audited_at = now() where id = ${opened.voucher!.id}`);
    await t.database.db.execute(sql`update acct_vouchers set status = 4, poster_id = ${v.auditor.id}, posted_at = now() where id = ${opened.voucher!.id}`);
    await t.database.db.execute(sql`update acct_periods set status = 'closed', closed_at = now() where company_id = ${v.companyId} and period = ${period}`);
    await t.database.db.insert(schema.acctPeriods).values({ companyId: v.companyId, period: next });
    expect((await t.as(v.clerk).post(`/api/opening/${id}/undo`, { reason: '月结后撤销' })).status).toBe(200);
    const undone = await settled(id, v.clerk);
    expect(undone).toMatchObject({ state: 'undone', undoVoucher: { period: next } });
    const [red] = [...(await t.database.db.execute<{ voucher_date: string }>(sql`select voucher_date::text from acct_vouchers where id = ${undone.undoVoucher!.id}`))];
    expect(red!.voucher_date).toBe(`${next}-01`);
  });
});
