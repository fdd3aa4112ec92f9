import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { chargingVoucherEndpoints as e, counterEndpoints as c, refundRequestEndpoints as refunds } from '@pm/contracts';
import { schema } from '@pm/db';
import { dec } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../../test/factories/charging';
import { releasedLines, settleItem } from '../../../../test/factories/settlement';
import { buildBook } from '../../../../test/factories/assets-book';

// 凭证收费结算 over HTTP: a day of bill lines and counter payments becomes balanced vouchers per
// tender entering 待审核; generating again books nothing twice; drill-down; scope; bad input.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const period = today.slice(0, 7);
const day = { dateFrom: today, dateTo: today };

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, Array.from({ length: 4 }, () => ({})));
  other = await buildChargingWorld(t.database.db, [{}]);
  await buildBook(t.database.db, w.companyId, { startPeriod: period, periods: [period] });
  await buildBook(t.database.db, other.companyId, { startPeriod: period, periods: [period] });
});
afterAll(() => t.close());

const as = (who = w.clerk) => t.as(who);
const ok = async <T>(res: Promise<{ status: number; body: { data?: unknown } }>, parse: (d: unknown) => T) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return parse(r.body.data);
};
const counter = (path: string, body: Record<string, unknown>) => ok(as().post(`/api/settle${path}`, body), (d) => c.pay.output.parse(d));
const generate = (who = w.clerk) => ok(as(who).post(e.generateChargingVouchers.path, day), (d) => e.generateChargingVouchers.output.parse(d));
const house = (i: number) => w.houses[i]!.id;

describe('收费凭证模板', () => {
  it('answers 401, 403 and 400 naming the field', async () => {
    expect((await t.call({ method: 'POST', url: e.previewChargingVouchers.path, payload: day })).status).toBe(401);
    const gov = await import('../../../../test/factories/users').then((m) => m.buildUser(t.database.db, { companyId: w.companyId, role: 'gov' }));
    expect((await t.as(gov).post(e.previewChargingVouchers.path, day)).status).toBe(403);
    const bad = await as().post(e.previewChargingVouchers.path, { dateFrom: today, dateTo: '2000-01-01' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('dateTo');
  });

  it('starts from the chart’s subjects and saves leaf subjects only', async () => {
    const tpl = await ok(as().post(e.getChargingTemplate.path, {}), (d) => e.getChargingTemplate.output.parse(d));
    expect(tpl.saved).toBe(false);
    expect(tpl.vatRate).toBe('0.0600');
    expect(tpl.slots.find((s) => s.key === 'tender:1')).toMatchObject({ subjectCode: '1001', subjectName: '库存现金' });
    expect(tpl.events.find((x) => x.kind === 'payment' && x.tender === '4' && x.feeKind === 'property')).toMatchObject({ debitCode: '1012', creditCode: '112201' });
    const refused = await as().put(e.saveChargingTemplate.path, { slots: [{ key: 'tender:4', subjectCode: '1122' }], vatRate: '0.06' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('收款科目-微信：科目1122不存在、已停用或不是末级科目');
    const saved = await ok(as().put(e.saveChargingTemplate.path, { slots: [{ key: 'tender:3', subjectCode: '1012' }], vatRate: '0.06' }), (d) => e.saveChargingTemplate.output.parse(d));
    expect(saved.saved).toBe(true);
    expect(saved.slots.find((s) => s.key === 'tender:3')?.subjectCode).toBe('1012');
    expect(saved.slots.find((s) => s.key === 'tender:1')?.subjectCode).toBe('1001');
  });
});

let cashVoucher: number;

describe('凭证收费结算', () => {
  it('A1: a day balances per tender and its money lines match the day’s payments by tender', async () => {
    const [line] = await releasedLines(t.database.db, w, house(0), [{ period, net: '617.34', due: today }]);
    await counter('/pay', { houseId: house(0), settleType: '1', lineIds: [line], total: '617.34', tenders: [{ method: '1', amount: '17.34' }, { method: '4', amount: '600.00' }] });
    await counter('/prepay', { houseId: house(1), total: '300.00', tenders: [{ method: '1', amount: '300.00' }] });
    const depositItem = await settleItem(t.database.db, w, { name: '装修押金', category: '7' });
    await counter('/deposit', { houseId: house(2), itemId: depositItem, total: '500.00', tenders: [{ method: '2', amount: '500.00' }] });
    // A refund is paid when another person approves it (退款审批): its voucher lines are those of the payment.
    const refund = await ok(as().post('/api/settle/refund', { houseId: house(1), settleType: '8', amount: '100.00', tenders: [{ method: '1', amount: '100.00' }], reason: '业主申请' }), (d) => refunds.refund.output.parse(d));
    await ok(as(w.auditor).post('/api/settle/refund-requests/approve', { id: refund.id }), (d) => refunds.approveRefund.output.parse(d));

    const preview = await ok(as().post(e.previewChargingVouchers.path, day), (d) => e.previewChargingVouchers.output.parse(d));
    expect(preview.tenderSums).toEqual([
      { date: today, tender: '1', tenderName: '现金', amount: '217.34' },
      { date: today, tender: '2', tenderName: '转账', amount: '500.00' },
      { date: today, tender: '4', tenderName: '微信', amount: '600.00' },
    ]);
    const released = preview.vouchers.find((v) => v.tender === null)!;
    expect(released.lines).toEqual([
      { summary: '确认应收', subjectCode: '112201', debit: '617.34', credit: '0.00' },
      { summary: '确认应收', subjectCode: '500101', debit: '0.00', credit: '582.40' },
      { summary: '确认应收', subjectCode: '222101', debit: '0.00', credit: '34.94' },
    ]);

    const made = await generate();
    expect(made.existing).toEqual([]);
    expect(made.created).toHaveLength(4);
    const money: Record<string, string> = { '1': '1001', '2': '1002', '4': '1012' };
    for (const v of made.created) {
      expect(v).toMatchObject({ status: 2, statusName: '待审核', date: today, estateId: w.estateId });
      const debit = v.lines.reduce((s, l) => s.plus(dec(l.debit)), dec('0'));
      const credit = v.lines.reduce((s, l) => s.plus(dec(l.credit)), dec('0'));
      expect(debit.equals(credit)).toBe(true);
      if (v.tender) {
        const net = v.lines.filter((l) => l.subjectCode === money[v.tender!]).reduce((s, l) => s.plus(dec(l.debit)).minus(dec(l.credit)), dec('0'));
        expect(net.toFixed(2)).toBe(preview.tenderSums.find((x) => x.tender === v.tender)!.amount);
      }
    }
    const cash = made.created.find((v) => v.tender === '1')!;
    cashVoucher = cash.id;
    expect(cash.sourceRef).toBe(`charging:${today}:estate:${w.estateId}:tender:1`);
    expect(cash.lines.map((l) => [l.summary, l.subjectCode, l.debit, l.credit])).toEqual([
      ['收款-现金', '1001', '17.34', '0.00'],
      ['预收款-现金', '1001', '300.00', '0.00'],
      ['退预收款-现金', '220301', '100.00', '0.00'],
      ['收款-现金', '112201', '0.00', '17.34'],
      ['预收款-现金', '220301', '0.00', '300.00'],
      ['退预收款-现金', '1001', '0.00', '100.00'],
    ]);
    const [row] = await t.database.db.select().from(schema.acctVouchers).where(eq(schema.acctVouchers.id, cash.id));
    expect(row).toMatchObject({ source: 'charging', status: 2, makerId: w.clerk.id });
  });

  it('generating the same day again books nothing twice and answers what was made', async () => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.acctVouchers).where(eq(schema.acctVouchers.companyId, w.companyId)))[0]!.n;
    const before = await count();
    const again = await generate();
    expect(again.created).toEqual([]);
    expect(again.existing).toHaveLength(4);
    expect(await count()).toBe(before);
    // A payment made later that day goes to a voucher of its own, the earlier ones untouched.
    const [line] = await releasedLines(t.database.db, w, house(3), [{ period, net: '50.00', due: today }]);
    await counter('/pay', { houseId: house(3), settleType: '1', lineIds: [line], total: '50.00', tenders: [{ method: '1', amount: '50.00' }] });
    const third = await generate();
    expect(third.created.map((v) => [v.tender, v.sourceRef.endsWith('#2')])).toEqual([
      [null, true],
      ['1', true],
    ]);
    expect(third.existing).toHaveLength(4);
  });

  it('drills down from a voucher to its payments and bill lines', async () => {
    const src = await ok(as().get(`/api/accounting/charging-vouchers/${cashVoucher}/sources`), (d) => e.chargingVoucherSources.output.parse(d));
    expect(src.payments.map((p) => [p.settleTypeName, p.total])).toEqual([
      ['收费', '617.34'],
      ['预交', '300.00'],
      ['退预交款', '-100.00'],
    ]);
    expect(src.payments[0]!.methods).toBe('现金 17.34、微信 600.00');
    const list = await ok(as().post(e.listChargingVouchers.path, day), (d) => e.listChargingVouchers.output.parse(d));
    const released = list.find((v) => v.tender === null)!;
    const bills = await ok(as().get(`/api/accounting/charging-vouchers/${released.id}/sources`), (d) => e.chargingVoucherSources.output.parse(d));
    expect(bills.bills).toEqual([expect.objectContaining({ itemName: '物业服务费', net: '617.34', kind: '应收', houseName: '1栋0001' })]);
  });

  it('a 冲红 goes to a red voucher of its tender', async () => {
    const p = await counter('/prepay', { houseId: house(2), total: '80.00', tenders: [{ method: '5', amount: '80.00' }] });
    await counter('/reverse', { paymentId: p.id, reason: '收错' });
    const made = await generate();
    const red = made.created.find((v) => v.sourceRef.endsWith(':red'))!;
    expect(red.lines.map((l) => [l.subjectCode, l.debit, l.credit])).toEqual([
      ['1012', '-80.00', '0.00'],
      ['220301', '0.00', '-80.00'],
    ]);
  });

  it('books 委收 and 委付 (settle type 10): the money paid over is Dr 其他应付款-代收水电费 / Cr the tender', async () => {
    const water = await settleItem(t.database.db, w, { name: '代收电费', category: '2', passThrough: true });
    await releasedLines(t.database.db, w, house(3), [{ period, net: '300.00', due: today, itemId: water }]);
    await counter('/pay', { houseId: house(3), settleType: '5', total: '300.00', tenders: [{ method: '3', amount: '300.00' }] });
    await counter('/agency-payout', { estateId: w.estateId, itemId: water, amount: '250.00', tenders: [{ method: '3', amount: '250.00' }], payeeName: '供电局', reason: '月度委付' });
    const preview = await ok(as().post(e.previewChargingVouchers.path, day), (d) => e.previewChargingVouchers.output.parse(d));
    expect(preview.tenderSums.find((x) => x.tender === '3')?.amount).toBe('50.00');
    const made = await generate();
    const card = made.created.find((v) => v.tender === '3')!;
    // 刷卡 books to 1012 here: the template saved above moved tender 3 there
    expect(card.lines.map((l) => [l.summary, l.subjectCode, l.debit, l.credit])).toEqual([
      ['收款-刷卡', '1012', '300.00', '0.00'],
      ['委付代收款-刷卡', '224102', '250.00', '0.00'],
      ['收款-刷卡', '112203', '0.00', '300.00'],
      ['委付代收款-刷卡', '1012', '0.00', '250.00'],
    ]);
    const released = made.created.find((v) => v.tender === null)!;
    expect(released.lines.map((l) => [l.subjectCode, l.debit, l.credit])).toEqual([
      ['112203', '300.00', '0.00'],
      ['224102', '0.00', '300.00'],
    ]);
  });

  it('refuses a hand 退回 (which would reopen it for editing) and a delete of a generated voucher', async () => {
    const del = await as().del(`/api/accounting/vouchers/${cashVoucher}`);
    expect(del.body).toMatchObject({ code: 1, msg: '待审核的凭证不能删除' });
    const back = await as().post(`/api/accounting/vouchers/${cashVoucher}/return`, { reason: '手工退回' });
    expect(back.body).toMatchObject({ code: 1, errorCode: 'accounting.voucher_generated' });
    expect(back.body.msg).toContain('由业务单据生成的凭证不能');
    const [still] = await t.database.db.select({ status: schema.acctVouchers.status }).from(schema.acctVouchers).where(eq(schema.acctVouchers.id, cashVoucher));
    expect(still?.status).toBe(2);
  });
});

describe('another company', () => {
  it('sees none of the vouchers or their sources and generates only its own', async () => {
    expect((await as(other.clerk).get(`/api/accounting/charging-vouchers/${cashVoucher}/sources`)).status).toBe(404);
    const list = await ok(as(other.clerk).post(e.listChargingVouchers.path, day), (d) => e.listChargingVouchers.output.parse(d));
    expect(list).toEqual([]);
    const made = await generate(other.clerk);
    expect(made.created).toEqual([]);
    const [n] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.acctVoucherSources).where(and(eq(schema.acctVoucherSources.companyId, other.companyId)));
    expect(n!.n).toBe(0);
  });
});
