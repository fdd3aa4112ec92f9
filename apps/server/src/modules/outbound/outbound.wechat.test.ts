import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_TEMPLATE_IDS, DEFAULT_TEMPLATES, startWechatVendor, type RunningWechatVendor } from '@pm/wechat-vendor';
import { until } from '../../jobs/engine-test-kit';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { ownerOnFile } from '../../../test/factories/owner-portal';
import { releasedLines } from '../../../test/factories/settlement';
import { GatewaySms, jobEnded, messagesOf, noQuietHours, smsTemplate } from '../../../test/factories/outbound';
import { WECHAT_EVENTS_PATH, wechatConfigFromFake } from '../wechat/index';

// 催缴 by WeChat through the fake 服务号: owners who bound WeChat in the portal get a template message whose finish
// event marks it delivered; one who does not follow (43004) or blocks the account gets an SMS instead and the portal
// account learns it; one who never bound WeChat gets the SMS at once.

let t: TestApp;
let w: ChargingWorld;
let fake: RunningWechatVendor;
const sms = new GatewaySms();
const db = () => t.database.db;
const house = (i: number) => w.houses[i]!.id;
let templateId: number;
let following: string;
let notFollowing: string;
let blocking: string;

const bindPortal = async (phone: string, openid: string) =>
  db().execute(sql`insert into portal_accounts (phone, wechat_openid, wechat_bound_at) values (${phone}, ${openid}, now())`);

beforeAll(async () => {
  fake = await startWechatVendor({ port: 0, logLevel: 'silent', timing: { finishDelayMs: 10, pushTimeoutMs: 2000 } });
  t = await createTestApp({ wechat: wechatConfigFromFake(fake), messageKick: false }, { sms });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  fake.knobs.setEventUrl(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${WECHAT_EVENTS_PATH}`);
  w = await buildChargingWorld(db(), Array.from({ length: 4 }, () => ({})));
  await noQuietHours(t, w);
  await smsTemplate(t, w, 'dunning', { vendorCode: 'SMS_DUNNING_0001' });
  const arrears = DEFAULT_TEMPLATES.find((x) => x.kind === 'arrears')!;
  const saved = await t.as(w.clerk).post('/api/outbound/templates', {
    purpose: 'dunning',
    channel: 'wechat',
    name: '欠费催缴通知',
    vendorCode: DEFAULT_TEMPLATE_IDS.arrears,
    text: arrears.content,
    variables: [
      { key: 'thing1', value: '{房屋}' },
      { key: 'amount2', value: '¥{欠费金额}' },
      { key: 'thing3', value: '物业费等{欠费月数}个月' },
      { key: 'date4', value: '{最早欠费日期}' },
    ],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  templateId = (saved.body.data as { id: number }).id;
  following = fake.knobs.createUser({ nickname: '张业主', following: true }).openid;
  notFollowing = fake.knobs.createUser({ nickname: '李业主', following: false }).openid;
  blocking = fake.knobs.createUser({ nickname: '王业主', following: true }).openid;
  const phones = ['13600000001', '13600000002', '13600000003', '13600000004'];
  for (const [i, phone] of phones.entries()) {
    await releasedLines(db(), w, house(i), [{ period: '2026-10', net: `28${i}.51`, due: '2026-10-31' }]);
    await ownerOnFile(db(), w.companyId, house(i), { name: `业主${i}`, mobile: phone });
  }
  await bindPortal(phones[0]!, following);
  await bindPortal(phones[1]!, notFollowing);
  await bindPortal(phones[3]!, blocking);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('催缴 by WeChat', () => {
  it('sends template messages to owners who bound WeChat, SMS to the others, and the finish events arrive', async () => {
    // the blocking owner's message finishes as failed:user block
    fake.knobs.nextFinishes({ status: 'success', count: 1 });
    fake.knobs.nextFinishes({ status: 'failed:user block', count: 1 });
    const res = await t.as(w.clerk).post('/api/outbound/dunning', { estateId: w.estateId, channel: 'wechat', templateId, houseIds: [house(0), house(1), house(2), house(3)] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await jobEnded(db(), (res.body.data as { jobId: number }).jobId);
    const written = await messagesOf(db(), w.companyId);
    expect(written.map((m) => [m.house_id, m.channel, m.address])).toEqual([
      [house(0), 'wechat', following],
      [house(1), 'wechat', notFollowing],
      [house(2), 'sms', '13600000003'],
      [house(3), 'wechat', blocking],
    ]);
    await t.app.outbound.dispatcher.drain(10_000);

    const got = fake.knobs.messages(following);
    expect(got).toHaveLength(1);
    expect(got[0]!.data).toMatchObject({ amount2: '¥280.51', thing3: '物业费等1个月', date4: '2026-10-31' });
    expect(sms.to('13600000003').at(-1)!.templateParam.amount).toBe('282.51');

    const settled = await until(
      () => messagesOf(db(), w.companyId),
      (rows) => rows.filter((r) => r.channel === 'wechat').every((r) => r.state === 'delivered' || r.state === 'failed') && rows.filter((r) => r.resend_of !== null).length === 2,
    );
    const byHouse = (i: number, channel: string) => settled.filter((r) => r.house_id === house(i) && r.channel === channel);
    expect(byHouse(0, 'wechat')[0]).toMatchObject({ state: 'delivered' });
    expect(byHouse(1, 'wechat')[0]).toMatchObject({ state: 'failed', reason: expect.stringContaining('43004') });
    expect(byHouse(3, 'wechat')[0]).toMatchObject({ state: 'failed', reason: '用户拒收（已屏蔽公众号消息）' });
    // the 43004 and the blocked one fall back to SMS, each naming the WeChat message
    const fallbacks = settled.filter((r) => r.resend_of !== null);
    expect(fallbacks.map((r) => [r.house_id, r.channel, r.address])).toEqual([
      [house(1), 'sms', '13600000002'],
      [house(3), 'sms', '13600000004'],
    ]);
    await t.app.outbound.dispatcher.drain(10_000);
    expect(sms.to('13600000002')).toHaveLength(1);
    expect(sms.to('13600000004')).toHaveLength(1);
    // the portal account learned that its owner does not follow
    const [account] = await db().execute<{ wechat_following: boolean | null }>(sql`select wechat_following from portal_accounts where phone = '13600000002'`);
    expect(account!.wechat_following).toBe(false);
  });

  it('refuses a forged event push and applies nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${WECHAT_EVENTS_PATH}?signature=bad&timestamp=${Math.floor(Date.now() / 1000)}&nonce=1`,
      headers: { 'content-type': 'text/xml' },
      payload: '<xml><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[TEMPLATESENDJOBFINISH]]></Event><MsgID>1</MsgID><Status><![CDATA[success]]></Status></xml>',
    });
    expect(res.statusCode).toBe(401);
  });
});
