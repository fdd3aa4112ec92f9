import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, WorkOrderDetail } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { ownerOnFile } from '../../../test/factories/owner-portal';
import { buildUser, type TestUser } from '../../../test/factories/users';
import { buildTeam, buildTechnician } from '../../../test/factories/workorders';
import { GatewaySms, messagesOf, noQuietHours, smsTemplate } from '../../../test/factories/outbound';
import { tellRepairSteps } from './repair-notices.job';

// 报修进度: the steps of a house's repair its owners hear of (接单, 到场, 完工, 挂起, 恢复, 取消, 办结) become messages
// once each, whatever the looks; 派单, 开始维修 and a repair of no house tell nobody; the first look sends no history.

let t: TestApp;
let w: ChargingWorld;
let dispatcher: TestUser;
let tech: TestUser;
let teamId: number;
const sms = new GatewaySms();
const db = () => t.database.db;

const order = async (body: object = {}) => {
  const res = await t.as(dispatcher).post('/api/workorders', { kind: 'repair', content: '厨房水管漏水，楼下天花板渗水严重需尽快处理', houseId: w.houses[0]!.id, ...body });
  return envelopeOf(WorkOrderDetail).parse(res.body).data!;
};
const step = async (who: TestUser, id: number, action: string, body: object = {}) => {
  const res = await t.as(who).post(`/api/workorders/${id}/${action}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const repairs = async () => (await messagesOf(db(), w.companyId)).filter((m) => m.purpose === 'repair');

beforeAll(async () => {
  t = await createTestApp({ messageKick: false }, { sms });
  w = await buildChargingWorld(db(), [{}, {}]);
  await noQuietHours(t, w);
  await ownerOnFile(db(), w.companyId, w.houses[0]!.id, { name: '陈业主', mobile: '13900000301' });
  dispatcher = await buildUser(db(), { companyId: w.companyId, role: 'emp', name: '派单员小李' });
  tech = await buildTechnician(db(), w.companyId, '维修工张三');
  teamId = (await buildTeam(db(), w.companyId, { name: '水电班', members: [tech] })).id;
  await smsTemplate(t, w, 'repair', {
    vendorCode: 'SMS_REPAIR_0001',
    text: '尊敬的${owner}，您的报修${no}（${content}）：${state}。',
    variables: [
      { key: 'owner', value: '{业主}' },
      { key: 'no', value: '{单号}' },
      { key: 'content', value: '{报事内容}' },
      { key: 'state', value: '{处理状态}' },
    ],
  });
});
afterAll(() => t.close());

describe('报修进度', () => {
  it('tells the owners each step they hear of, once, with the order number, the content cut short and the state', async () => {
    const history = await order();
    await step(dispatcher, history.id, 'assign', { staffId: tech.id, teamId });
    await step(tech, history.id, 'accept');
    // the first look starts at the newest event: what happened before the product sent 报修进度 is not told
    expect(await tellRepairSteps(db(), '智慧物业', new Date(), 0)).toEqual({ steps: 0, written: 0 });

    const o = await order();
    await step(dispatcher, o.id, 'assign', { staffId: tech.id, teamId });
    await step(tech, o.id, 'accept');
    await step(tech, o.id, 'arrive');
    await step(tech, o.id, 'start');
    await step(tech, o.id, 'pause', { reason: 'awaiting_parts' });
    await step(tech, o.id, 'resume');
    const noHouse = await order({ houseId: undefined, content: '地库照明损坏' });
    await step(dispatcher, noHouse.id, 'assign', { staffId: tech.id, teamId });
    await step(tech, noHouse.id, 'accept');

    // too young: an event is read once 10 seconds old
    expect((await tellRepairSteps(db(), '智慧物业', new Date())).written).toBe(0);
    const told = await tellRepairSteps(db(), '智慧物业', new Date(), 0);
    expect(told.written).toBe(4);
    expect(await tellRepairSteps(db(), '智慧物业', new Date(), 0)).toEqual({ steps: 0, written: 0 });

    const rows = await repairs();
    expect(rows.map((m) => m.address)).toEqual(['13900000301', '13900000301', '13900000301', '13900000301']);
    expect(rows.map((m) => m.content.split('：').at(-1))).toEqual(['维修人员已接单。', '维修人员已到场。', '暂停处理。', '已恢复处理。']);
    expect(rows[0]!.content).toBe(`【智慧物业】尊敬的陈业主，您的报修${o.number}（厨房水管漏水，楼下天花板渗水严重需尽快…）：维修人员已接单。`);
    expect(rows.every((m) => m.state === 'queued' && m.house_id === w.houses[0]!.id)).toBe(true);

    await t.app.outbound.dispatcher.drain(10_000);
    const got = sms.to('13900000301');
    expect(got.map((g) => g.templateParam.state)).toEqual(['维修人员已接单', '维修人员已到场', '暂停处理', '已恢复处理']);
    expect(got[0]!.templateParam).toMatchObject({ owner: '陈业主', no: o.number, content: '厨房水管漏水，楼下天花板渗水严重需尽快…' });
  });
});
