import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { GatewaySms, noQuietHours, smsTemplate } from '../../../test/factories/outbound';
import { batchOutIdOf } from './channels';
import { Dispatcher } from './dispatcher';
import { applySmsReports } from './sms-reports';

// SMS of one template leave in SendBatchSms calls (up to 100 numbers, each number once per call, the OutId naming the
// call's messages): a call refused for one number's sake is sent again one by one so only that one fails; an outage
// retries each; a call with no answer in time is never simply sent again; reports find their message by OutId + number.

let t: TestApp;
let w: ChargingWorld;
let templateId: number;
const sms = new GatewaySms();
const db = () => t.database.db;
const silent = { warn: () => undefined };
const dispatcher = (staleSeconds = 120) =>
  new Dispatcher(db(), { sms, wechat: undefined }, { ratePerSecond: 5000, parallel: 4, staleSeconds, portalLink: () => '', log: silent });

async function queue(phones: string[]): Promise<number[]> {
  const rows = await db().execute<{ id: number }>(sql`
    insert into outbound_messages (company_id, purpose, channel, address, template_id, vendor_code, content, params, context, state)
    select ${w.companyId}, 'paid', 'sms', p, ${templateId}, 'SMS_PAID_0001', '内容', jsonb_build_object('phone', p), '{}'::jsonb, 'queued'
    from unnest(${sql.param(phones)}::text[]) with ordinality as x(p, n) order by n
    returning id::int`);
  return rows.map((r) => r.id);
}

async function states(ids: number[]) {
  return db().execute<{ id: number; address: string; state: string; reason: string | null; attempts: number; vendor_id: string | null }>(sql`
    select id::int, address, state, reason, attempts, vendor_id from outbound_messages where id = any(${sql.param(ids)}::bigint[]) order by id`);
}

const phones = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);

beforeAll(async () => {
  t = await createTestApp({ messageKick: false }, { sms });
  w = await buildChargingWorld(db(), [{}]);
  await noQuietHours(t, w);
  templateId = await smsTemplate(t, w, 'paid', { vendorCode: 'SMS_PAID_0001' });
});
afterAll(() => t.close());
beforeEach(() => {
  sms.refusedPhones.clear();
  sms.calls.length = 0;
});

describe('SendBatchSms calls', () => {
  it('250 messages leave in calls of at most 100, a number twice in the round in two calls, each with its own variables', async () => {
    const list = [...phones(249, '1350000'), '13500000007'];
    const ids = await queue(list);
    const before = sms.sent.length;
    await dispatcher().drain(10_000);
    expect(Math.max(...sms.calls)).toBeLessThanOrEqual(100);
    expect(sms.calls.reduce((a, b) => a + b, 0)).toBe(250);
    const sent = sms.sent.slice(before);
    expect(sent.filter((m) => m.phone === '13500000007')).toHaveLength(2);
    expect(new Set(sent.map((m) => `${m.outId}|${m.phone}`)).size).toBe(250);
    expect(sent.every((m) => m.templateParam.phone === m.phone)).toBe(true);
    const rows = await states(ids);
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1 && r.vendor_id?.startsWith('9100'))).toBe(true);
  });

  it('a call refused for one number is sent one by one: only that number fails, with the gateway’s reason', async () => {
    const list = phones(30, '1351111');
    sms.refusedPhones.set(list[12]!, 'isv.BUSINESS_LIMIT_CONTROL');
    const ids = await queue(list);
    await dispatcher().drain(10_000);
    expect(sms.calls).toEqual([30]);
    const rows = await states(ids);
    expect(rows.filter((r) => r.state === 'failed').map((r) => [r.address, r.reason])).toEqual([[list[12], 'isv.BUSINESS_LIMIT_CONTROL isv.BUSINESS_LIMIT_CONTROL']]);
    expect(rows.filter((r) => r.state === 'sent')).toHaveLength(29);
  });

  it('an outage retries every message of the call with back-off, none sent twice', async () => {
    const ids = await queue(phones(20, '1352222'));
    const before = sms.sent.length;
    sms.refuse('isp.SYSTEM_ERROR', 1, true);
    await dispatcher().drain(10_000);
    let rows = await states(ids);
    expect(rows.every((r) => r.state === 'queued' && r.attempts === 1 && r.reason === 'isp.SYSTEM_ERROR 系统错误（第1次发送失败，稍后重试）')).toBe(true);
    await db().execute(sql`update outbound_messages set not_before = now() where id = any(${sql.param(ids)}::bigint[])`);
    await dispatcher().drain(10_000);
    rows = await states(ids);
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 2)).toBe(true);
    expect(sms.sent.slice(before)).toHaveLength(20);
  });

  it('a call with no answer in time stays 发送中 and is asked of the gateway, not sent again', async () => {
    const ids = await queue(phones(10, '1353333'));
    const timeout = sms.sendBatch.bind(sms);
    // the gateway takes the call, the answer is lost on the way back
    sms.sendBatch = async (batch) => {
      await timeout(batch);
      return { ok: false, code: 'TIMEOUT', message: '短信网关 5000 ms 内未应答（是否已发送未知）', limited: false, retryable: true };
    };
    const before = sms.sent.length;
    try {
      await dispatcher().drain(10_000);
    } finally {
      sms.sendBatch = timeout;
    }
    expect((await states(ids)).every((r) => r.state === 'sending' && r.reason === '短信平台未及时应答，待核实是否已发送')).toBe(true);
    const counts = await dispatcher(0).drain(10_000);
    expect(counts.recovered).toBe(10);
    expect((await states(ids)).every((r) => r.state === 'sent' && r.reason === '已向短信平台核实：已发送')).toBe(true);
    expect(sms.sent.slice(before)).toHaveLength(10);
  });

  it('an instance killed with 250 messages 发送中 leaves none behind: the next drain asks for each, sends only the lost', async () => {
    const ids = await queue(phones(250, '1355555'));
    // the first 120 reached the gateway in two calls before the instance died; the rest never left
    await sms.sendBatch({ template: { code: 'SMS_PAID_0001' }, recipients: ids.slice(0, 60).map((id, i) => ({ phone: `1355555${String(i).padStart(4, '0')}`, templateParam: {} })), outId: batchOutIdOf(ids.slice(0, 60)) });
    await sms.sendBatch({ template: { code: 'SMS_PAID_0001' }, recipients: ids.slice(60, 120).map((id, i) => ({ phone: `1355555${String(60 + i).padStart(4, '0')}`, templateParam: {} })), outId: batchOutIdOf(ids.slice(60, 120)) });
    await db().execute(sql`update outbound_messages set state = 'sending', attempts = 1, claimed_at = now() - interval '3 minutes' where id = any(${sql.param(ids)}::bigint[])`);
    const before = sms.sent.length;
    const counts = await dispatcher().drain(10_000);
    expect(counts.recovered).toBe(250);
    const rows = await states(ids);
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
    expect(new Set(sms.sent.slice(before).map((m) => m.phone))).toEqual(new Set(phones(250, '1355555').slice(120)));
  });

  it('a report with a call’s OutId moves the message of that number only, once', async () => {
    const list = phones(5, '1354444');
    const ids = await queue(list);
    await dispatcher().drain(10_000);
    const outId = batchOutIdOf(ids);
    const report = (phone: string, success: boolean) => ({ phone_number: phone, success, err_code: success ? 'DELIVERED' : 'MK:0001', out_id: outId, biz_id: 'x', report_time: '2026-11-30 10:00:00' });
    expect(await applySmsReports(db(), [report(list[1]!, true), report(list[3]!, false), report(list[1]!, false), report('13999999999', true)])).toEqual({ applied: 2, ignored: 2 });
    const rows = await states(ids);
    expect(rows.map((r) => r.state)).toEqual(['sent', 'delivered', 'sent', 'failed', 'sent']);
  });
});
