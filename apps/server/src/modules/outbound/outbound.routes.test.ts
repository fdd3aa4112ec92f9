import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { outboundEndpoints as e } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { buildUser } from '../../../test/factories/users';
import { ownerOnFile } from '../../../test/factories/owner-portal';
import { releasedLines } from '../../../test/factories/settlement';
import { GatewaySms, jobEnded, messagesOf, noQuietHours, smsTemplate } from '../../../test/factories/outbound';
import { messageIdsOf } from './channels';

// 消息发送 over HTTP: templates checked as the gateway would take them, 催缴 by SMS to the owners of an estate's
// houses in arrears (a batch written by a job, sent by the dispatcher), what is looked at again when a message leaves
// (paid meanwhile, opted out, quiet hours), the gateway's failures retried with back-off and finally failed with its
// reason, delivery reports applied exactly once, resends, and no other company or colleague without the right.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
const sms = new GatewaySms();
const db = () => t.database.db;
const house = (i: number) => w.houses[i]!.id;
let templateId: number;

beforeAll(async () => {
  t = await createTestApp({ messageKick: false }, { sms });
  w = await buildChargingWorld(db(), Array.from({ length: 8 }, () => ({})));
  other = await buildChargingWorld(db(), [{}]);
  await noQuietHours(t, w);
  templateId = await smsTemplate(t, w);
  // house 0: 285.51 owed by 张三; house 1: two owners sharing one phone; house 2: an owner without a mobile;
  // house 3: nothing owed; houses 4-7 for the later cases.
  await releasedLines(db(), w, house(0), [{ period: '2026-09', net: '142.75', due: '2026-09-30' }, { period: '2026-10', net: '142.76', due: '2026-10-31' }]);
  await ownerOnFile(db(), w.companyId, house(0), { name: '张三', mobile: '13900000001' });
  await releasedLines(db(), w, house(1), [{ period: '2026-10', net: '100.00', due: '2026-10-31' }]);
  await ownerOnFile(db(), w.companyId, house(1), { name: '李四', mobile: '13900000002' });
  await ownerOnFile(db(), w.companyId, house(1), { name: '王芳', mobile: '13900000002' });
  await releasedLines(db(), w, house(2), [{ period: '2026-10', net: '50.00', due: '2026-10-31' }]);
  await ownerOnFile(db(), w.companyId, house(2), { name: '赵六', mobile: '' });
  await ownerOnFile(db(), w.companyId, house(3), { name: '钱七', mobile: '13900000003' });
  for (const i of [4, 5, 6, 7]) {
    await releasedLines(db(), w, house(i), [{ period: '2026-10', net: `${i}0.00`, due: '2026-10-31' }]);
    await ownerOnFile(db(), w.companyId, house(i), { name: `业主${i}`, mobile: `1390000001${i}` });
  }
});
afterAll(() => t.close());

const send = async (body: Record<string, unknown>, who = w.clerk) => {
  const res = await t.as(who).post('/api/outbound/dunning', { estateId: w.estateId, channel: 'sms', templateId, ...body });
  if (res.status === 200) await jobEnded(db(), e.sendDunning.output.parse(res.body.data).jobId);
  return res;
};
const drain = () => t.app.outbound.dispatcher.drain(10_000);
const mine = async () => messagesOf(db(), w.companyId);
const pay = async (houseId: number, total: string) => {
  const res = await t.as(w.clerk).post('/api/settle/pay', { houseId, settleType: '1', total, tenders: [{ method: '1', amount: total }], overpayTo: 'payer' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const report = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/vendor/sms/reports', payload: body as object });

describe('templates', () => {
  const base = { purpose: 'dunning', channel: 'sms', name: '催缴', vendorCode: 'SMS_1', text: '房屋${house}欠费${amount}元', variables: [{ key: 'house', value: '{房屋}' }, { key: 'amount', value: '{欠费金额}' }] };
  const save = (body: Record<string, unknown>) => t.as(w.clerk).post('/api/outbound/templates', { ...base, ...body });

  it.each([
    [{ vendorCode: '12345' }, '短信模板编号应形如 SMS_153055065'],
    [{ text: '【幸福里】房屋${house}欠费${amount}元' }, '短信模板内容不能含【】，签名由网关自动加上'],
    [{ variables: [{ key: 'house', value: '{房屋}' }] }, '请为变量amount选择取值'],
    [{ variables: [...base.variables, { key: 'x', value: '{房屋}' }] }, '模板内容中没有变量x'],
    [{ variables: [{ key: 'house', value: '{房屋}' }, { key: 'amount', value: '{缴费链接}' }] }, '短信变量不能是链接（网关不接受），请把业主端地址写在报备的模板内容中'],
    [{ variables: [{ key: 'house', value: '{房屋}' }, { key: 'amount', value: '{收据号}' }] }, '“催缴”模板不能使用占位符{收据号}'],
    [{ text: '没有变量' }, '模板内容中没有变量（形如${house}）'],
    [{ channel: 'wechat', vendorCode: 'tplABCDEFGHIJ', text: '{{house1.DATA}}', variables: [{ key: 'house1', value: '{房屋}' }] }, '微信关键词house1的类型不正确（应如thing1、amount2、time3）'],
  ])('refuses %j with a Chinese reason at its field', async (change, message) => {
    const res = await save(change);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
  });

  it('saves one with its length and parts, lists it, and deletes it while unused', async () => {
    const res = await save({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = e.saveTemplate.output.parse(res.body.data);
    // 【幸福里物业】 (7) + 房屋欠费元 (5)
    expect(saved).toMatchObject({ length: 12, used: 0, enabled: true });
    const listed = e.listTemplates.output.parse((await t.as(w.clerk).get('/api/outbound/templates?purpose=dunning')).body.data);
    expect(listed.map((x) => x.id)).toContain(saved.id);
    expect((await t.as(w.clerk).post(`/api/outbound/templates/${saved.id}/delete`, {})).status).toBe(200);
    expect((await t.as(other.clerk).post(`/api/outbound/templates/${templateId}/delete`, {})).status).toBe(404);
  });
});

describe('催缴 by SMS', () => {
  it('writes one message per owner phone of the houses in arrears and sends each with the right amount', async () => {
    const res = await send({ houseIds: [house(0), house(1), house(2)] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(e.sendDunning.output.parse(res.body.data)).toMatchObject({ houses: 3 });
    const queued = await mine();
    expect(queued.map((m) => [m.house_id, m.address, m.state, m.amount])).toEqual([
      [house(0), '13900000001', 'queued', '285.51'],
      [house(1), '13900000002', 'queued', '100.00'],
      [house(2), '', 'skipped', '50.00'],
    ]);
    expect(queued[2]!.reason).toBe('业主未登记手机号');
    expect(queued[1]!.content).toMatch(/^【幸福里物业】尊敬的李四、王芳，您的房屋计费花园\d+ 1栋0002欠费100\.00元（壹佰元整），请尽快缴纳。$/);

    const counts = await drain();
    expect(counts).toMatchObject({ sent: 2, failed: 0 });
    const first = sms.to('13900000001')[0]!;
    // one SendBatchSms call for the round: its OutId names this message among the call's
    expect(first).toMatchObject({ template: { code: 'SMS_DUNNING_0001' } });
    expect(messageIdsOf(first.outId)).toContain(queued[0]!.id);
    expect(first.templateParam).toMatchObject({ owner: '张三', amount: '285.51', amountText: '贰佰捌拾伍元伍角壹分' });
    const sent = await mine();
    expect(sent.slice(0, 2).map((m) => [m.state, m.attempts, m.parts, m.cost])).toEqual([
      ['sent', 1, 1, '0.0450'],
      ['sent', 1, 1, '0.0450'],
    ]);
    expect(sent[0]!.content).toContain('欠费285.51元（贰佰捌拾伍元伍角壹分）');
  });

  it('applies delivery reports once: a repeat, a late contrary report and a stranger change nothing', async () => {
    const [m] = (await mine()).filter((x) => x.address === '13900000001');
    const delivered = { phone_number: '13900000001', success: true, err_code: 'DELIVERED', err_msg: '用户接收成功', biz_id: '90001^0', out_id: `m${m!.id}`, report_time: '2026-11-28 10:00:05' };
    const pushes = await Promise.all(Array.from({ length: 5 }, () => report([delivered])));
    expect(pushes.map((p) => [p.statusCode, p.json<unknown>()])).toEqual(Array(5).fill([200, { code: 0, msg: '接收成功' }]));
    const late = await report([{ ...delivered, success: false, err_code: 'MK:0001', err_msg: '空号' }, { ...delivered, out_id: 'm999999999' }, { junk: true }]);
    expect(late.statusCode).toBe(200);
    const [after] = (await mine()).filter((x) => x.id === m!.id);
    expect(after).toMatchObject({ state: 'delivered', reason: null, cost: '0.0450' });
    const [at] = await db().execute<{ delivered_at: Date }>(sql`select delivered_at from outbound_messages where id = ${m!.id}`);
    expect(new Date(at!.delivered_at).toISOString()).toBe('2026-11-28T02:00:05.000Z');
  });

  it('a failed report ends the message with the carrier’s reason and no cost', async () => {
    const [m] = (await mine()).filter((x) => x.address === '13900000002');
    await report([{ phone_number: '13900000002', success: false, err_code: 'MK:0001', err_msg: '空号', biz_id: 'x', out_id: `m${m!.id}`, report_time: '2026-11-28 10:00:06' }]);
    const [after] = (await mine()).filter((x) => x.id === m!.id);
    expect(after).toMatchObject({ state: 'failed', reason: '运营商回执：MK:0001 空号', cost: '0.0000' });
  });

  it('skips a house that paid before its message left, and writes the amount anew for one that paid part', async () => {
    const before = (await mine()).length;
    expect((await send({ houseIds: [house(4), house(5)] })).status).toBe(200);
    await pay(house(4), '40.00');
    await pay(house(5), '20.00');
    await drain();
    const [four, five] = (await mine()).slice(before);
    expect(four).toMatchObject({ state: 'skipped', reason: '发送前已缴清' });
    expect(five).toMatchObject({ state: 'sent', amount: '30.00' });
    expect(sms.to('13900000015').at(-1)!.templateParam.amount).toBe('30.00');
    expect(sms.to('13900000014')).toEqual([]);
  });

  it('sends to all houses in arrears when none are chosen, and refuses when none match', async () => {
    const res = await send({ minAmount: '60.00' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 285.51 (house 0), 100.00 (house 1), 60.00 and 70.00 (houses 6, 7)
    expect(e.sendDunning.output.parse(res.body.data).houses).toBe(4);
    const none = await t.as(w.clerk).post('/api/outbound/dunning', { estateId: w.estateId, channel: 'sms', templateId, minAmount: '99999.00' });
    expect(none.status).toBe(409);
    expect(none.body.msg).toBe('没有符合条件的欠费房屋');
    await drain();
  });

  it('skips an opted-out phone, at writing and when it was opted out after', async () => {
    const added = await t.as(w.clerk).post('/api/outbound/opt-outs', { channel: 'sms', address: '+8613900000016', reason: '回复R退订' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(e.addOptOut.output.parse(added.body.data)).toMatchObject({ address: '13900000016' });
    expect((await t.as(w.clerk).post('/api/outbound/opt-outs', { channel: 'sms', address: '13900000016' })).status).toBe(409);
    const before = (await mine()).length;
    await send({ houseIds: [house(6), house(7)] });
    await t.as(w.clerk).post('/api/outbound/opt-outs', { channel: 'sms', address: '13900000017' });
    await drain();
    const [six, seven] = (await mine()).slice(before);
    expect(six).toMatchObject({ state: 'skipped', reason: '业主已退订' });
    expect(seven).toMatchObject({ state: 'skipped', reason: '业主已退订' });
    const list = e.listOptOuts.output.parse((await t.as(w.clerk).get('/api/outbound/opt-outs?q=1390000001')).body.data);
    // Newest first, each with who added it; a page after another.
    expect(list.rows.map((r) => [r.address, r.createdByName])).toEqual([
      ['13900000017', w.clerk.name],
      ['13900000016', w.clerk.name],
    ]);
    const second = e.listOptOuts.output.parse((await t.as(w.clerk).get('/api/outbound/opt-outs?q=1390000001&size=1&page=2')).body.data);
    expect([second.total, second.rows.map((r) => r.address)]).toEqual([2, ['13900000016']]);
    for (const row of list.rows) expect((await t.as(w.clerk).post(`/api/outbound/opt-outs/${row.id}/delete`, {})).status).toBe(200);
  });

  it('holds routine messages in quiet hours until the window ends', async () => {
    const now = new Date();
    const hhmm = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
    await noQuietHours(t, w, { quietHours: true, quietStart: hhmm(new Date(now.getTime() - 3_600_000)), quietEnd: hhmm(new Date(now.getTime() + 3_600_000)) });
    const before = (await mine()).length;
    await send({ houseIds: [house(6)] });
    const sentBefore = sms.sent.length;
    await drain();
    expect(sms.sent.length).toBe(sentBefore);
    const [held] = (await mine()).slice(before);
    expect(held).toMatchObject({ state: 'queued', reason: '免打扰时段，到时发送' });
    const listed = e.listMessages.output.parse((await t.as(w.clerk).get(`/api/outbound/messages?houseId=${house(6)}&state=queued`)).body.data);
    expect(Date.parse(listed.rows[0]!.notBefore!) - now.getTime()).toBeGreaterThan(3_000_000);
    await noQuietHours(t, w);
    await db().execute(sql`update outbound_messages set not_before = now() where id = ${held!.id}`);
    await drain();
    expect((await mine()).find((m) => m.id === held!.id)).toMatchObject({ state: 'sent', attempts: 1 });
  });
});

describe('the gateway failing', () => {
  it('retries a transient failure with back-off and finally fails with its reason; nothing is lost', async () => {
    const before = (await mine()).length;
    await send({ houseIds: [house(7)] });
    sms.refuse('isp.SYSTEM_ERROR', 5, true);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await drain();
      const [m] = (await mine()).slice(before);
      if (attempt < 5) {
        expect(m).toMatchObject({ state: 'queued', attempts: attempt, reason: `isp.SYSTEM_ERROR 系统错误（第${attempt}次发送失败，稍后重试）` });
        const [row] = await db().execute<{ wait: number }>(sql`select extract(epoch from not_before - now())::int as wait from outbound_messages where id = ${m!.id}`);
        waits.push(Number(row!.wait));
        await db().execute(sql`update outbound_messages set not_before = now() where id = ${m!.id}`);
      } else {
        expect(m).toMatchObject({ state: 'failed', attempts: 5, reason: 'isp.SYSTEM_ERROR 系统错误（已重试5次）' });
      }
    }
    expect(waits.map((s) => Math.round(s / 10) * 10)).toEqual([30, 120, 600, 1800]);
  });

  it('fails a refusal that cannot succeed at once, without retrying', async () => {
    const before = (await mine()).length;
    await send({ houseIds: [house(6)] });
    sms.refuse('isv.MOBILE_NUMBER_ILLEGAL', 1, false);
    await drain();
    expect((await mine()).slice(before)[0]).toMatchObject({ state: 'failed', attempts: 1, reason: 'isv.MOBILE_NUMBER_ILLEGAL isv.MOBILE_NUMBER_ILLEGAL' });
  });

  it('a message whose sender died mid-send is asked of the gateway: found, it is not sent again; not found, it is', async () => {
    const before = (await mine()).length;
    await send({ houseIds: [house(6), house(7)] });
    const [a, b] = (await mine()).slice(before);
    // a reached the gateway before its instance died; b did not
    await sms.send({ phone: a!.address, template: { code: 'SMS_DUNNING_0001' }, templateParam: {}, outId: `m${a!.id}` });
    await db().execute(sql`update outbound_messages set state = 'sending', attempts = 1, claimed_at = now() - interval '3 minutes' where id in (${a!.id}, ${b!.id})`);
    const sentBefore = sms.sent.length;
    const counts = await drain();
    expect(counts.recovered).toBe(2);
    expect(sms.sent.slice(sentBefore).map((m) => m.outId)).toEqual([`m${b!.id}`]);
    const after = (await mine()).slice(before);
    expect(after.map((m) => [m.state, m.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });
});

describe('resend, lists and reach', () => {
  it('resends failed messages as new rows once, however many times it is asked', async () => {
    const failed = (await mine()).filter((m) => m.state === 'failed' && m.address !== '');
    expect(failed.length).toBeGreaterThan(0);
    const ids = failed.map((m) => m.id);
    const answers = await Promise.all([1, 2, 3].map(() => t.as(w.clerk).post('/api/outbound/messages/resend', { ids })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.reduce((n, a) => n + e.resend.output.parse(a.body.data).queued, 0)).toBe(ids.length);
    const copies = (await mine()).filter((m) => m.resend_of !== null && ids.includes(m.resend_of));
    expect(copies.map((m) => m.resend_of).sort()).toEqual([...ids].sort());
    await drain();
  });

  it('lists with counts per state, a house’s messages and each house’s latest 催缴', async () => {
    const page = e.listMessages.output.parse((await t.as(w.clerk).get('/api/outbound/messages?size=5&purpose=dunning')).body.data);
    expect(page.rows.length).toBe(5);
    expect(Object.values(page.counts).reduce((a, b) => a + b, 0)).toBe(page.total);
    // Newest first, a page after another, each with who sent it.
    const list = async (q: string) => e.listMessages.output.parse((await t.as(w.clerk).get(`/api/outbound/messages?purpose=dunning&${q}`)).body.data);
    const [all, next] = [await list('size=200'), await list('size=5&page=2')];
    expect(all.rows.map((m) => m.id)).toEqual(all.rows.map((m) => m.id).sort((a, b) => b - a));
    expect([...page.rows, ...next.rows]).toEqual(all.rows.slice(0, 10));
    expect([all.total, next.total]).toEqual([page.total, page.total]);
    expect(all.rows.some((m) => m.createdByName === w.clerk.name)).toBe(true);
    expect(all.rows.every((m) => m.createdByName === null || m.createdByName === w.clerk.name)).toBe(true);
    const ofHouse = e.houseMessages.output.parse((await t.as(w.clerk).get(`/api/outbound/houses/${house(0)}/messages`)).body.data);
    expect(ofHouse.every((m) => m.houseId === house(0))).toBe(true);
    expect(ofHouse.some((m) => m.createdByName === w.clerk.name)).toBe(true);
    const latest = e.latestSent.output.parse((await t.as(w.clerk).post('/api/outbound/latest', { houseIds: [house(0), house(3)], purpose: 'dunning' })).body.data);
    expect(latest.map((l) => l.houseId)).toEqual([house(0)]);
  });

  it('another company sees none of it and cannot send with it; a colleague without 消息发送 cannot send or list', async () => {
    const [m] = await mine();
    expect(e.listMessages.output.parse((await t.as(other.clerk).get('/api/outbound/messages')).body.data).total).toBe(0);
    expect(e.houseMessages.output.parse((await t.as(other.clerk).get(`/api/outbound/houses/${house(0)}/messages`)).body.data)).toEqual([]);
    expect(e.resend.output.parse((await t.as(other.clerk).post('/api/outbound/messages/resend', { ids: [m!.id] })).body.data).queued).toBe(0);
    const foreign = await t.as(other.clerk).post('/api/outbound/dunning', { estateId: w.estateId, channel: 'sms', templateId });
    expect(foreign.status).toBe(404);
    const own = await t.as(other.clerk).post('/api/outbound/dunning', { estateId: other.estateId, channel: 'sms', templateId });
    expect(own.status).toBe(404);
    const colleague = await buildUser(db(), { companyId: w.companyId, role: 'emp', grants: ['customer_complaint'] });
    expect((await t.as(colleague).post('/api/outbound/dunning', { estateId: w.estateId, channel: 'sms', templateId })).status).toBe(403);
    expect((await t.as(colleague).post('/api/outbound/templates', { purpose: 'dunning', channel: 'sms', name: 'x', vendorCode: 'SMS_1', text: '${a}', variables: [{ key: 'a', value: '{房屋}' }] })).status).toBe(403);
    expect((await t.as(colleague).post('/api/outbound/messages/resend', { ids: [m!.id] })).status).toBe(403);
    // 综合查询 shows a house's messages on its card (read only): it cannot send
    const searcher = await buildUser(db(), { companyId: w.companyId, role: 'emp', grants: ['data_named-index'] });
    const card = e.houseMessages.output.parse((await t.as(searcher).get(`/api/outbound/houses/${house(0)}/messages`)).body.data);
    expect(card.length).toBeGreaterThan(0);
    expect((await t.as(searcher).post('/api/outbound/messages/resend', { ids: [m!.id] })).status).toBe(403);
  });

  it('the database keeps final states final and messages undeletable', async () => {
    const [m] = (await mine()).filter((x) => x.state === 'delivered');
    await expect(db().execute(sql`update outbound_messages set state = 'sent' where id = ${m!.id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from outbound_messages where id = ${m!.id}`)).rejects.toThrow();
  });
});
