import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, chinaToday } from '@pm/domain';
import { otherInstance } from '../../jobs/engine-test-kit';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { ownerOnFile } from '../../../test/factories/owner-portal';
import { releasedLines } from '../../../test/factories/settlement';
import { GatewaySms, jobEnded, messagesOf, noQuietHours, smsTemplate } from '../../../test/factories/outbound';
import { Dispatcher } from './dispatcher';
import { applySmsReports } from './sms-reports';
import { planReminders } from './reminders.job';
import { tellPayments } from './paid-notices.job';
import type { SmsMessage, SmsSendResult } from '../sms/index';

// 消息发送's own work: 缴费提醒 each morning (once per house, due day and phone, however often it fires), 缴费成功
// after payments (once per payment, history not sent), and two instances draining one queue at once (on PostgreSQL:
// every message sent exactly once), and a delivery report that arrives before the send's answer is written.

let t: TestApp;
let w: ChargingWorld;
const sms = new GatewaySms();
const db = () => t.database.db;
const house = (i: number) => w.houses[i]!.id;
const silent = { warn: () => undefined };
const dispatcher = (database = t.database) =>
  new Dispatcher(database.db, { sms, wechat: undefined }, { ratePerSecond: 1000, parallel: 4, portalLink: () => 'http://localhost/owner', log: silent });

beforeAll(async () => {
  t = await createTestApp({ messageKick: false }, { sms });
  w = await buildChargingWorld(db(), Array.from({ length: 6 }, () => ({})));
  await noQuietHours(t, w);
  for (let i = 0; i < 6; i++) await ownerOnFile(db(), w.companyId, house(i), { name: `业主${i}`, mobile: `1380000010${i}` });
});
afterAll(() => t.close());

describe('缴费提醒', () => {
  it('reminds the houses with something due in the set days, once per house, due day and phone', async () => {
    await smsTemplate(t, w, 'reminder', {
      vendorCode: 'SMS_REMIND_0001',
      text: '尊敬的${owner}，您的房屋${house}有费用${amount}元（${amountText}）将于${due}到期，请按时缴纳。',
      variables: [
        { key: 'owner', value: '{业主}' },
        { key: 'house', value: '{房屋}' },
        { key: 'amount', value: '{应缴金额}' },
        { key: 'amountText', value: '{应缴金额大写}' },
        { key: 'due', value: '{截止日期}' },
      ],
    });
    const today = chinaToday();
    const due = addDays(today, 3);
    await releasedLines(db(), w, house(0), [{ period: '2026-12', net: '88.80', due }]);
    await releasedLines(db(), w, house(1), [{ period: '2026-12', net: '10.00', due: addDays(today, 4) }]);
    const first = await planReminders(db(), t.app.jobs.engine, today);
    const mine = first.filter((b) => b.companyId === w.companyId);
    expect(mine.map((b) => b.houses)).toEqual([1]);
    await jobEnded(db(), mine[0]!.jobId);
    const again = await planReminders(db(), t.app.jobs.engine, today);
    await jobEnded(db(), again.find((b) => b.companyId === w.companyId)!.jobId);
    const reminders = (await messagesOf(db(), w.companyId)).filter((m) => m.house_id === house(0));
    expect(reminders.map((m) => [m.address, m.amount, m.state])).toEqual([['13800000100', '88.80', 'queued']]);
    expect(reminders[0]!.content).toContain(`将于${due}到期`);
  });
});

describe('缴费成功', () => {
  it('tells each payment once, not the ones before the first look', async () => {
    await smsTemplate(t, w, 'paid', { vendorCode: 'SMS_PAID_0001', text: '尊敬的${owner}，您的房屋${house}已缴费${amount}元（${amountText}），收据号${receipt}。', variables: [
      { key: 'owner', value: '{业主}' },
      { key: 'house', value: '{房屋}' },
      { key: 'amount', value: '{缴费金额}' },
      { key: 'amountText', value: '{缴费金额大写}' },
      { key: 'receipt', value: '{收据号}' },
    ] });
    const pay = async (houseId: number, total: string) => {
      await releasedLines(db(), w, houseId, [{ period: '2026-10', net: total, due: '2026-10-31' }]);
      const res = await t.as(w.clerk).post('/api/settle/pay', { houseId, settleType: '1', total, tenders: [{ method: '1', amount: total }], overpayTo: 'payer' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await pay(house(2), '50.00');
    // the first look starts at the newest payment: the one above is history
    await tellPayments(db(), sms.signName, new Date(Date.now() + 60_000));
    await pay(house(3), '120.00');
    const later = new Date(Date.now() + 60_000);
    const told = await tellPayments(db(), sms.signName, later);
    expect(told).toEqual({ payments: 1, written: 1 });
    expect(await tellPayments(db(), sms.signName, later)).toEqual({ payments: 0, written: 0 });
    const paid = (await messagesOf(db(), w.companyId)).filter((m) => m.house_id === house(3) || m.house_id === house(2));
    expect(paid.map((m) => [m.house_id, m.amount])).toEqual([[house(3), '120.00']]);
    expect(paid[0]!.content).toMatch(/已缴费120\.00元（壹佰贰拾元整），收据号\S+。$/);
  });

  it('waits for a payment younger than 10 seconds', async () => {
    await releasedLines(db(), w, house(4), [{ period: '2026-10', net: '9.00', due: '2026-10-31' }]);
    const res = await t.as(w.clerk).post('/api/settle/pay', { houseId: house(4), settleType: '1', total: '9.00', tenders: [{ method: '1', amount: '9.00' }], overpayTo: 'payer' });
    expect(res.status).toBe(200);
    expect(await tellPayments(db(), sms.signName, new Date())).toEqual({ payments: 0, written: 0 });
    expect((await tellPayments(db(), sms.signName, new Date(Date.now() + 11_000))).written).toBe(1);
  });
});

describe('sending under contention', () => {
  it('two instances draining one queue send every message exactly once', async () => {
    await db().execute(sql`update outbound_messages set state = 'skipped', reason = 'test' where company_id = ${w.companyId} and state = 'queued'`);
    const templateId = await smsTemplate(t, w, 'dunning', { vendorCode: 'SMS_DUNNING_0001' });
    const rows = Array.from({ length: 120 }, (_, i) => ({ i }));
    await db().execute(sql`
      insert into outbound_messages (company_id, purpose, channel, address, template_id, vendor_code, content, params, context, state)
      select ${w.companyId}, 'paid', 'sms', '1370000' || lpad(g::text, 4, '0'), ${templateId}, 'SMS_DUNNING_0001', '内容', '{}'::jsonb, '{}'::jsonb, 'queued'
      from generate_series(1, ${rows.length}) g`);
    const other = otherInstance(t.database);
    const before = sms.sent.length;
    try {
      const [a, b] = await Promise.all([dispatcher().drain(20_000), dispatcher(other).drain(20_000)]);
      expect(a.sent + b.sent).toBe(rows.length);
    } finally {
      await other.close();
    }
    const phones = sms.sent.slice(before).map((m) => m.phone);
    expect(new Set(phones).size).toBe(rows.length);
    expect(phones.length).toBe(rows.length);
    const [left] = await db().execute<{ n: number }>(sql`select count(*)::int as n from outbound_messages where company_id = ${w.companyId} and state in ('queued', 'sending')`);
    expect(left!.n).toBe(0);
  });

  it('an instance that stops mid-drain writes what it sent and puts back what it took, the attempt given back', async () => {
    await db().execute(sql`update outbound_messages set state = 'skipped', reason = 'test' where company_id = ${w.companyId} and state = 'queued'`);
    const templateId = await smsTemplate(t, w, 'dunning', { vendorCode: 'SMS_DUNNING_0001' });
    await db().execute(sql`
      insert into outbound_messages (company_id, purpose, channel, address, template_id, vendor_code, content, params, context, state)
      select ${w.companyId}, 'paid', 'sms', '1360000' || lpad(g::text, 4, '0'), ${templateId}, 'SMS_DUNNING_0001', '内容', '{}'::jsonb, '{}'::jsonb, 'queued'
      from generate_series(1, 250) g`);
    const before = sms.sent.length;
    const slow = new Dispatcher(db(), { sms, wechat: undefined }, { ratePerSecond: 200, parallel: 2, portalLink: () => '', log: silent });
    const drained = slow.drain(20_000);
    await vi.waitFor(() => expect(sms.sent.length - before).toBeGreaterThan(5), { timeout: 10_000, interval: 5 });
    await slow.stop();
    const counts = await drained;
    const [mid] = await db().execute<{ sent: number; queued: number; sending: number; counted: number }>(sql`
      select count(*) filter (where state = 'sent')::int as sent, count(*) filter (where state = 'queued')::int as queued,
        count(*) filter (where state = 'sending')::int as sending, count(*) filter (where state = 'queued' and attempts > 0)::int as counted
      from outbound_messages where company_id = ${w.companyId} and address like '1360000%'`);
    expect(mid).toMatchObject({ sent: sms.sent.length - before, sending: 0, counted: 0 });
    expect(counts.sent).toBe(mid!.sent);
    expect(mid!.queued).toBeGreaterThan(0);

    await dispatcher().drain(20_000);
    const phones = sms.sent.slice(before).map((m) => m.phone);
    expect(new Set(phones).size).toBe(250);
    expect(phones.length).toBe(250);
  });

  it('a report that lands before the send’s answer is written keeps its final state and the answer’s id', async () => {
    const templateId = await smsTemplate(t, w, 'paid', { vendorCode: 'SMS_PAID_0001' });
    const [row] = await db().execute<{ id: number }>(sql`
      insert into outbound_messages (company_id, purpose, channel, address, template_id, vendor_code, content, params, context, state)
      values (${w.companyId}, 'paid', 'sms', '13799990000', ${templateId}, 'SMS_PAID_0001', '内容', '{}'::jsonb, '{}'::jsonb, 'queued') returning id::int`);
    const fast = {
      signName: sms.signName,
      findSent: sms.findSent.bind(sms),
      async send(message: SmsMessage): Promise<SmsSendResult> {
        await applySmsReports(db(), [{ phone_number: message.phone, success: true, err_code: 'DELIVERED', out_id: message.outId, biz_id: 'B1^0', report_time: '2026-11-28 09:00:00' }]);
        return { ok: true, bizId: 'B1^0', requestId: 'r' };
      },
    };
    await new Dispatcher(db(), { sms: fast, wechat: undefined }, { ratePerSecond: 100, parallel: 1, portalLink: () => '', log: silent }).drain(5_000);
    const [after] = await db().execute<{ state: string; vendor_id: string; sent_at: Date | null; cost: string }>(sql`select state, vendor_id, sent_at, cost::text from outbound_messages where id = ${row!.id}`);
    expect(after).toMatchObject({ state: 'delivered', vendor_id: 'B1^0', cost: '0.0450' });
    expect(after!.sent_at).not.toBeNull();
  });
});
