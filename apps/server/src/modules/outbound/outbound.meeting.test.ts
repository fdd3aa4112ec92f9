import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { outboundEndpoints as e } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { ownerOnFile } from '../../../test/factories/owner-portal';
import { buildUser } from '../../../test/factories/users';
import { GatewaySms, jobEnded, messagesOf, noQuietHours, smsTemplate } from '../../../test/factories/outbound';

// 会议/表决通知: the owners of an open vote's voter houses are told its title and dates (the developer's unsold house
// has nobody to tell), once per house, phone and day; a closed vote is refused, and a message still waiting when the
// vote closes is not sent. Scoped to the company and to 消息发送 or the votes' own right.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
let templateId: number;
const sms = new GatewaySms();
const db = () => t.database.db;

const newVote = async (title: string) => {
  const res = await t.as(w.clerk).post('/api/owners/votes', { estateId: w.estateId, title, matterClass: '4', startsOn: '2026-11-01', endsOn: '2026-12-20' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { id: number }).id;
};
const notify = (voteId: number, as = w.clerk, body: Record<string, unknown> = {}) =>
  t.as(as).post('/api/outbound/meeting-notice', { voteId, channel: 'sms', templateId, ...body });

beforeAll(async () => {
  t = await createTestApp({ messageKick: false }, { sms });
  w = await buildChargingWorld(db(), Array.from({ length: 4 }, () => ({ buildArea: '90.00' })));
  other = await buildChargingWorld(db(), [{}]);
  await noQuietHours(t, w);
  for (let i = 0; i < 3; i++) await ownerOnFile(db(), w.companyId, w.houses[i]!.id, { name: `业主${i}`, mobile: `1390000020${i}` });
  templateId = await smsTemplate(t, w, 'meeting', {
    vendorCode: 'SMS_MEETING_0001',
    text: '尊敬的${owner}，${house}：业主表决“${title}”自${start}起至${end}止，请按时投票。',
    variables: [
      { key: 'owner', value: '{业主}' },
      { key: 'house', value: '{房屋}' },
      { key: 'title', value: '{会议标题}' },
      { key: 'start', value: '{开始时间}' },
      { key: 'end', value: '{截止时间}' },
    ],
  });
});
afterAll(() => t.close());

describe('会议/表决通知', () => {
  it('tells the owners of each voter house the vote’s title and dates, once per house and day however often asked', async () => {
    const voteId = await newVote('续聘物业服务企业');
    const res = await notify(voteId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = e.sendMeetingNotice.output.parse(res.body.data);
    expect(sent.houses).toBe(3);
    await jobEnded(db(), sent.jobId);
    const again = e.sendMeetingNotice.output.parse((await notify(voteId)).body.data);
    await jobEnded(db(), again.jobId);
    const rows = (await messagesOf(db(), w.companyId)).filter((m) => m.purpose === 'meeting');
    // house 3 is the developer's: on the voter list as the developer, nobody to message
    expect(rows.map((m) => [m.address, m.state])).toEqual([
      ['13900000200', 'queued'],
      ['13900000201', 'queued'],
      ['13900000202', 'queued'],
    ]);
    await t.app.outbound.dispatcher.drain(10_000);
    const got = sms.to('13900000201');
    expect(got).toHaveLength(1);
    expect(got[0]!.templateParam).toMatchObject({ owner: '业主1', title: '续聘物业服务企业', start: '2026-11-01', end: '2026-12-20' });
    expect(got[0]!.templateParam.house).toMatch(/ 1栋0002$/);
  });

  it('refuses a closed vote, a template of another purpose, another company’s vote and a colleague without the right', async () => {
    const voteId = await newVote('调整停车费');
    const dunning = await smsTemplate(t, w, 'dunning', { vendorCode: 'SMS_DUNNING_0002' });
    const wrong = await notify(voteId, w.clerk, { templateId: dunning });
    expect([wrong.status, wrong.body.msg]).toEqual([400, '请选择用途为“会议/表决通知”的模板']);
    const foreign = await notify(voteId, other.clerk);
    expect(foreign.status).toBe(404);
    const colleague = await buildUser(db(), { companyId: w.companyId, role: 'emp', grants: ['customer_complaint'] });
    expect((await notify(voteId, colleague)).status).toBe(403);
    expect((await t.as(w.clerk).post(`/api/owners/votes/${voteId}/close`, {})).status).toBe(200);
    const closed = await notify(voteId);
    expect([closed.status, closed.body.msg]).toEqual([409, '表决已结束，不能再通知']);
  });

  it('a message still waiting when its vote closes is not sent', async () => {
    const voteId = await newVote('使用公共收益');
    const sent = e.sendMeetingNotice.output.parse((await notify(voteId)).body.data);
    await jobEnded(db(), sent.jobId);
    expect((await t.as(w.clerk).post(`/api/owners/votes/${voteId}/close`, {})).status).toBe(200);
    const before = sms.sent.length;
    await t.app.outbound.dispatcher.drain(10_000);
    expect(sms.sent.length).toBe(before);
    const [row] = await db().execute<{ n: number; reasons: string[] }>(sql`
      select count(*)::int as n, array_agg(distinct reason) as reasons from outbound_messages where batch_id = ${sent.batchId}`);
    expect(row).toMatchObject({ n: 3, reasons: ['表决已结束'] });
  });
});
