import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ownerPortalEndpoints as e, ownerRequestStaffEndpoints as st, ownerVoteEndpoints as v, WorkOrderDetail, WorkOrderPage } from '@pm/contracts';
import { chinaToday } from '@pm/domain';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import type { TestUser } from '../../../test/factories/users';
import { buildTechnician, uploadedPhoto } from '../../../test/factories/workorders';
import { ownerCalls, ownerOnFile, residentOnFile, signInOwner, startOwnerPortal, type PortalWorld } from '../../../test/factories/owner-portal';

// 业主端 beyond the bills: a repair with a photo lands as the 受理登记 staff work (they see the photo, close it, the
// owner rates it), a complaint as a 投诉 whose 满意度 takes the rating; notices of the owner's house and estate with
// a read receipt; votes: the owner's ballot counted into the staff tally, changed (the latest counts once), refused
// after the close; none of it reaches another owner or another company.

let p: PortalWorld;
let w: ChargingWorld;
let other: ChargingWorld;
const t = () => p.t;
const db = () => p.t.database.db;
let phoneSeq = 13_700_000_000;
const newPhone = () => String(++phoneSeq);
let ipSeq = 0;
const newIp = () => `10.4.0.${++ipSeq}`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

beforeAll(async () => {
  p = await startOwnerPortal();
  w = await buildChargingWorld(db(), Array.from({ length: 6 }, () => ({ buildArea: '100.00' })));
  other = await buildChargingWorld(db(), [{}]);
});
afterAll(() => p.close());

async function ownerOf(houseIndex: number, name = '业主') {
  const phone = newPhone();
  await ownerOnFile(db(), w.companyId, w.houses[houseIndex]!.id, { name, mobile: phone });
  return { phone, calls: ownerCalls(t(), await signInOwner(t(), p.sms, phone, newIp())) };
}

function multipart(name: string, bytes: Buffer, type: string) {
  const boundary = `----owner${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
async function upload(token: string, houseId: number, name = 'leak.png', bytes = PNG, type = 'image/png') {
  const body = multipart(name, bytes, type);
  return t().call<{ msg: string; data: { id: number } }>({ method: 'POST', url: `/api/owner/houses/${houseId}/photos`, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
}
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const tokenOf = async (phone: string) => signInOwner(t(), p.sms, phone, newIp());

describe('报修 and 投诉', () => {
  it('a repair with a photo lands as a 受理登记; staff see the photo and close it; the owner follows and rates it', async () => {
    const phone = newPhone();
    await ownerOnFile(db(), w.companyId, w.houses[0]!.id, { name: '陈业主', mobile: phone });
    const token = await tokenOf(phone);
    const owner = ownerCalls(t(), token);
    const photo = await upload(token, w.houses[0]!.id);
    expect(photo.status, JSON.stringify(photo.body)).toBe(200);
    const sent = await owner.post('/api/owner/requests', { houseId: w.houses[0]!.id, kind: 'repair', content: '厨房水管漏水，请尽快上门', photoIds: [photo.body.data.id] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const request = e.createRequest.output.parse(sent.body.data);
    expect(request).toMatchObject({ kind: 'repair', status: '1', statusName: '已受理', photos: [expect.objectContaining({ id: photo.body.data.id })] });
    expect(request.number).toMatch(/^YZ\d{8}\d{6}$/);

    const [record] = await db().execute<{ id: number; case_no: string; customer: string; phone: string; case_type: string; status: string; content: string }>(
      sql`select id, case_no, customer, phone, case_type, status, content from case_accepts where case_no = ${request.number} and company_id = ${w.companyId}`,
    );
    expect(record).toMatchObject({ customer: '陈业主', phone, case_type: '2', status: '1', content: '厨房水管漏水，请尽快上门' });
    const view = st.recordRequest.output.parse((await t().as(w.clerk).get(`/api/service/owner-requests?recordKey=case-accept&recordId=${record!.id}`)).body.data);
    expect(view).toMatchObject({ phone, photos: [expect.objectContaining({ id: photo.body.data.id })] });
    const image = await t().as(w.clerk).get(`/api/service/owner-requests/${view!.requestId}/photos/${photo.body.data.id}`);
    expect(image.status).toBe(200);
    expect((await t().as(other.clerk).get(`/api/service/owner-requests?recordKey=case-accept&recordId=${record!.id}`)).body.data).toBeNull();
    expect((await t().as(other.clerk).get(`/api/service/owner-requests/${view!.requestId}/photos/${photo.body.data.id}`)).status).toBe(404);

    expect((await owner.post(`/api/owner/requests/${request.id}/rate`, { rating: '1' })).body.msg).toBe('办结后才能评价');
    // The record is a work order's (待派单): the order's steps move its status.
    const board = WorkOrderPage.parse((await t().as(w.clerk).get(`/api/workorders?text=${request.number}`)).body.data);
    expect(board.rows).toEqual([expect.objectContaining({ number: request.number, state: 'pending', kind: 'repair', houseId: w.houses[0]!.id, reporter: '陈业主' })]);
    const orderId = board.rows[0]!.id;
    const order = WorkOrderDetail.parse((await t().as(w.clerk).get(`/api/workorders/${orderId}`)).body.data);
    expect(order).toMatchObject({ recordKey: 'case-accept', recordId: Number(record!.id), photos: [expect.objectContaining({ fileId: photo.body.data.id, fromEvent: null })] });
    expect(order.events[0]).toMatchObject({ action: 'create', actorKind: 'owner', capacity: 'owner' });
    const tech = await buildTechnician(db(), w.companyId, '维修工');
    const go = async (who: TestUser, action: string, body: object = {}) => {
      const res = await t().as(who).post(`/api/workorders/${orderId}/${action}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await go(w.clerk, 'assign', { staffId: tech.id });
    expect(e.myRequests.output.parse((await owner.get('/api/owner/requests')).body.data)[0]).toMatchObject({ status: '2', statusName: '处理中' });
    await go(tech, 'accept');
    await go(tech, 'arrive');
    await go(tech, 'finish', { photoIds: [await uploadedPhoto(db(), tech)], note: '已更换水管接头' });
    const mine = e.myRequests.output.parse((await owner.get('/api/owner/requests')).body.data);
    expect(mine[0]).toMatchObject({ id: request.id, status: '3', statusName: '已办结', result: '已更换水管接头' });
    const rated = await owner.post(`/api/owner/requests/${request.id}/rate`, { rating: '2', comment: '来得很快' });
    expect(rated.status).toBe(200);
    expect(e.rateRequest.output.parse(rated.body.data)).toMatchObject({ rating: '2', ratingComment: '来得很快' });
    expect(st.recordRequest.output.parse((await t().as(w.clerk).get(`/api/service/owner-requests?recordKey=case-accept&recordId=${record!.id}`)).body.data)).toMatchObject({ rating: '2' });
    // The owner's rating is the order's 评价 (满意 = 4 of 5); 已评价不回访 closes it.
    const rated2 = WorkOrderDetail.parse((await t().as(w.clerk).get(`/api/workorders/${orderId}`)).body.data);
    expect(rated2).toMatchObject({ state: 'closed', rating: { score: 4, comment: '来得很快', auto: false } });
    expect(rated2.events.at(-1)).toMatchObject({ action: 'rate', actorKind: 'owner', capacity: 'owner', to: 'closed' });
  });

  it('a complaint lands in 投诉管理 and its 满意度 takes the rating', async () => {
    const { calls: owner } = await ownerOf(1, '黄业主');
    const sent = e.createRequest.output.parse((await owner.post('/api/owner/requests', { houseId: w.houses[1]!.id, kind: 'complaint', category: '6', content: '楼上夜间装修噪音太大' })).body.data);
    expect(sent).toMatchObject({ kind: 'complaint', statusName: '待处理' });
    const orders = WorkOrderPage.parse((await t().as(w.clerk).get(`/api/workorders?text=${sent.number}`)).body.data);
    expect(orders.rows).toEqual([expect.objectContaining({ kind: 'complaint', state: 'pending', number: sent.number })]);
    await db().execute(sql`update complaints set status = '3', closed_at = now(), result = '已约谈' where complaint_no = ${sent.number}`);
    await owner.post(`/api/owner/requests/${sent.id}/rate`, { rating: '4' });
    const [row] = await db().execute<{ satisfaction: string; category: string; complainant: string }>(sql`select satisfaction, category, complainant from complaints where complaint_no = ${sent.number}`);
    expect(row).toEqual({ satisfaction: '4', category: '6', complainant: '黄业主' });
  });

  it('refuses photos that are not images, another owner’s upload, and a house not reached', async () => {
    const a = await ownerOf(2);
    const phoneB = newPhone();
    await ownerOnFile(db(), w.companyId, w.houses[3]!.id, { name: 'B', mobile: phoneB });
    const tokenB = await tokenOf(phoneB);
    const bad = await upload(tokenB, w.houses[3]!.id, 'virus.exe', Buffer.from('MZ'), 'application/octet-stream');
    expect(bad.status).toBe(400);
    const notMine = await upload(tokenB, w.houses[2]!.id);
    expect(notMine.status).toBe(404);
    const bPhoto = await upload(tokenB, w.houses[3]!.id);
    const stolen = await a.calls.post('/api/owner/requests', { houseId: w.houses[2]!.id, kind: 'repair', content: '用别人的照片试试', photoIds: [bPhoto.body.data.id] });
    const tooShort = await a.calls.post('/api/owner/requests', { houseId: w.houses[2]!.id, kind: 'repair', content: '漏水' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.msg).toContain('请至少用5个字描述问题');
    expect(stolen.status).toBe(400);
    expect(stolen.body.msg).toBe('照片已失效，请重新上传');
    const [count] = await db().execute<{ n: number }>(sql`select count(*)::int as n from owner_requests where house_id = ${w.houses[2]!.id}`);
    expect(count!.n).toBe(0);
    const foreign = await a.calls.post('/api/owner/requests', { houseId: other.houses[0]!.id, kind: 'repair', content: '不是我的房子' });
    expect(foreign.status).toBe(404);
    const sent = e.createRequest.output.parse((await ownerCalls(t(), tokenB).post('/api/owner/requests', { houseId: w.houses[3]!.id, kind: 'repair', content: '门锁坏了打不开', photoIds: [bPhoto.body.data.id] })).body.data);
    expect((await a.calls.post(`/api/owner/requests/${sent.id}/rate`, { rating: '1' })).status).toBe(404);
    expect((await a.calls.get(`/api/owner/requests/${sent.id}/photos/${bPhoto.body.data.id}`)).status).toBe(404);
    const own = await t().call({ method: 'GET', url: `/api/owner/requests/${sent.id}/photos/${bPhoto.body.data.id}`, headers: { authorization: `Bearer ${tokenB}` } });
    expect(own.status).toBe(200);
    expect(own.response.headers['content-type']).toBe('image/png');
  });
});

describe('通知', () => {
  it('lists the notices of the owner’s house and the estate’s published ones, with a read receipt; not another house’s', async () => {
    const { calls: owner } = await ownerOf(4, '邓业主');
    const notice = async (houseId: number | null, subject: string, docId: number | null) => {
      const [row] = await db().execute<{ id: number }>(sql`
        insert into notices (company_id, doc_number, subject, content, sender_name, house_id, estate_id, doc_id, house_name)
        values (${w.companyId}, ${`催-${subject}`}, ${subject}, '<p>请于月底前缴清物业费</p>', '客服中心', ${houseId}, ${w.estateId}, ${docId}, '') returning id`);
      return Number(row!.id);
    };
    const mine = await notice(w.houses[4]!.id, '催缴通知', null);
    const estateWide = await notice(null, '停水通知', 1);
    const draft = await notice(null, '未发布的内部通知', null);
    const neighbour = await notice(w.houses[5]!.id, '邻居的催缴', null);
    const list = e.notices.output.parse((await owner.get('/api/owner/notices')).body.data);
    expect(list.map((n) => n.id).sort()).toEqual([mine, estateWide].sort());
    expect(list.every((n) => n.readAt === null)).toBe(true);
    const read = e.readNotice.output.parse((await owner.post(`/api/owner/notices/${mine}/read`)).body.data);
    expect(read.readAt).not.toBeNull();
    const again = e.readNotice.output.parse((await owner.post(`/api/owner/notices/${mine}/read`)).body.data);
    expect(again.readAt).toBe(read.readAt);
    expect((await owner.post(`/api/owner/notices/${neighbour}/read`)).status).toBe(404);
    expect((await owner.post(`/api/owner/notices/${draft}/read`)).status).toBe(404);
  });
});

describe('投票', () => {
  it('counts the owner’s ballot in the staff tally, a change replaces it (counted once), a paper ballot stands, the close refuses more', async () => {
    const today = chinaToday();
    const phone = newPhone();
    const residentPhone = newPhone();
    await ownerOnFile(db(), w.companyId, w.houses[5]!.id, { name: '罗业主', mobile: phone });
    await residentOnFile(db(), w.companyId, w.houses[5]!.id, { name: '罗住户', mobile: residentPhone });
    const vote = v.createVote.output.parse(
      (await t().as(w.clerk).post('/api/owners/votes', { estateId: w.estateId, title: '续聘物业服务企业', matterClass: '4', startsOn: addDays(today, -1), endsOn: addDays(today, 10) })).body.data,
    );
    const owner = ownerCalls(t(), await tokenOf(phone));
    const open = e.votes.output.parse((await owner.get('/api/owner/votes')).body.data);
    const mine = open.find((x) => x.id === vote.id)!;
    expect(mine).toMatchObject({ kind: 'vote', ballot: null, changeable: true, voter: expect.objectContaining({ area: '100.00' }) });
    const resident = ownerCalls(t(), await tokenOf(residentPhone));
    expect(e.votes.output.parse((await resident.get('/api/owner/votes')).body.data).map((x) => x.id)).not.toContain(vote.id);
    expect((await resident.post(`/api/owner/votes/${vote.id}/ballot`, { choice: 'agree' })).status).toBe(404);

    const tally = async () => v.result.output.parse((await t().as(w.clerk).get(`/api/owners/votes/${vote.id}/result`)).body.data).counts!;
    const [first, second] = await Promise.all([owner.post(`/api/owner/votes/${vote.id}/ballot`, { choice: 'agree' }), owner.post(`/api/owner/votes/${vote.id}/ballot`, { choice: 'agree' })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await tally()).agree.heads).toBe(1);
    const changed = e.castBallot.output.parse((await owner.post(`/api/owner/votes/${vote.id}/ballot`, { choice: 'disagree' })).body.data);
    expect(changed.ballot).toMatchObject({ choice: 'disagree', source: 'owner' });
    const counts = await tally();
    expect([counts.agree.heads, counts.disagree.heads]).toEqual([0, 1]);
    expect((await owner.post(`/api/owner/votes/${vote.id}/ballot`, { candidateIds: [1] })).status).toBe(400);

    const closed = await t().as(w.clerk).post(`/api/owners/votes/${vote.id}/close`, {});
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const late = await owner.post(`/api/owner/votes/${vote.id}/ballot`, { choice: 'agree' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('表决已结束，不能再投票');
    expect(v.result.output.parse((await t().as(w.clerk).get(`/api/owners/votes/${vote.id}/result`)).body.data).counts!.disagree.heads).toBe(1);
  });

  it('a paper ballot staff entered stands: the owner sees it and cannot change it', async () => {
    const today = chinaToday();
    const phone = newPhone();
    const ownerId = await ownerOnFile(db(), w.companyId, w.houses[1]!.id, { name: '纸票业主', mobile: phone });
    const vote = v.createVote.output.parse(
      (await t().as(w.clerk).post('/api/owners/votes', { estateId: w.estateId, title: '使用维修资金', matterClass: '6', startsOn: today, endsOn: addDays(today, 3) })).body.data,
    );
    const paper = await t().as(w.clerk).post(`/api/owners/votes/${vote.id}/ballots`, { ownerId, choice: 'agree', source: 'paper' });
    expect(paper.status, JSON.stringify(paper.body)).toBe(200);
    const owner = ownerCalls(t(), await tokenOf(phone));
    const seen = e.votes.output.parse((await owner.get('/api/owner/votes')).body.data).find((x) => x.id === vote.id)!;
    expect(seen).toMatchObject({ changeable: false, ballot: { choice: 'agree', source: 'paper' } });
    const refused = await owner.post(`/api/owner/votes/${vote.id}/ballot`, { choice: 'disagree' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('您的纸质选票已由物业录入，不能在线修改');
  });
});
