import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { commonEndpoints as c, dunningEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../../test/factories/charging';

// 催缴通知: candidates from released lines, notices with live amounts, gapless numbers, ack once.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
let lineSeq = 0;

/** Released lines inserted as the bill run would release them (the ledger triggers open them). */
async function released(world: ChargingWorld, houseId: number, lines: { period: string; net: string; due: string }[]) {
  await t.database.db.insert(schema.billLines).values(
    lines.map((l) => ({
      companyId: world.companyId,
      estateId: world.estateId,
      houseId,
      itemId: world.items.property,
      targetType: 'house',
      targetId: houseId,
      period: l.period,
      periodFrom: `${l.period}-01`,
      periodTo: `${l.period}-28`,
      billKey: `${houseId}:${world.items.property}:house:${houseId}:${l.period}:${++lineSeq}`,
      gross: l.net,
      net: l.net,
      dueDate: l.due,
      status: 'released',
      releasedAt: new Date(),
    })),
  );
}

const TEMPLATE = '尊敬的{业主}：\n您的房屋{房屋}截至目前欠费{欠费金额}元（{欠费金额大写}），最早欠费日期{最早欠费日期}，共{欠费月数}个月。<请尽快缴纳>';

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, [{}, {}, {}, {}]);
  other = await buildChargingWorld(t.database.db, [{}]);
  // House 0 owes 2 months, house 1 one month (recent), house 2 nothing, house 3 a big sum.
  await released(w, w.houses[0]!.id, [
    { period: '2024-01', net: '230.10', due: '2024-01-15' },
    { period: '2024-02', net: '0.15', due: '2024-02-15' },
  ]);
  await released(w, w.houses[1]!.id, [{ period: '2099-01', net: '50.00', due: '2099-01-15' }]);
  await released(w, w.houses[3]!.id, Array.from({ length: 3 }, (_, i) => ({ period: `2023-0${i + 1}`, net: '33333333.33', due: `2023-0${i + 1}-10` })));
  await released(other, other.houses[0]!.id, [{ period: '2024-01', net: '99.00', due: '2024-01-15' }]);
  const db = t.database.db;
  const [owner] = await db.insert(schema.owners).values({ companyId: w.companyId, name: '张三', type: '1' } as typeof schema.owners.$inferInsert).returning({ id: schema.owners.id });
  await db.insert(schema.houseOwnerEvents).values({ companyId: w.companyId, houseId: w.houses[0]!.id, ownerId: owner!.id, event: '1', eventDate: '2020-01-01' });
});
afterAll(() => t.close());

const as = () => t.as(w.clerk);
const candidates = async (body: Record<string, unknown>) => {
  const res = await as().post('/api/charging/dunning/candidates', { estateId: w.estateId, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return e.dunningCandidates.output.parse(res.body.data);
};
const send = (body: Record<string, unknown>, who = w.clerk) =>
  t.as(who).post('/api/charging/dunning/send', { estateId: w.estateId, subject: '催缴通知', template: TEMPLATE, ...body });

describe('催缴通知', () => {
  it('answers 401 without a session and 400 naming the field', async () => {
    expect((await t.call({ method: 'POST', url: '/api/charging/dunning/candidates', payload: { estateId: w.estateId } })).status).toBe(401);
    const bad = await as().post('/api/charging/dunning/candidates', { estateId: w.estateId, minAmount: 'x' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('minAmount');
    expect((await t.call({ method: 'POST', url: '/api/charging/dunning/send', payload: { estateId: w.estateId, houseIds: [1], subject: 'x', template: 'y' } })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/charging/dunning/list', payload: {} })).status).toBe(401);
    const tooMany = await send({ houseIds: Array.from({ length: 2001 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toBe('houseIds：一次最多2000户');
    const noSubject = await send({ houseIds: [w.houses[0]!.id], subject: ' ' });
    expect(noSubject.status).toBe(400);
    expect(JSON.stringify(noSubject.body)).toContain('subject');
    const noHouses = await send({ houseIds: [] });
    expect(noHouses.status).toBe(400);
    expect(JSON.stringify(noHouses.body)).toContain('houseIds');
  });

  it('lists the houses in arrears from their released lines, with owner, months and oldest due date', async () => {
    const page = await candidates({});
    expect(page.total).toBe(3);
    const h0 = page.rows.find((r) => r.houseId === w.houses[0]!.id)!;
    expect(h0).toMatchObject({ ownerName: '张三', open: '230.25', openLines: 2, months: 2, oldestDueDate: '2024-01-15' });
    expect(h0.daysOverdue).toBeGreaterThan(300);
    expect(page.rows.find((r) => r.houseId === w.houses[1]!.id)!.daysOverdue).toBe(0);
    expect(page.rows.find((r) => r.houseId === w.houses[3]!.id)!.open).toBe('99999999.99');
    expect((await candidates({ minAmount: '100' })).rows.map((r) => r.houseId).sort()).toEqual([w.houses[0]!.id, w.houses[3]!.id].sort());
    expect((await candidates({ minDays: 30 })).rows.map((r) => r.houseId).sort()).toEqual([w.houses[0]!.id, w.houses[3]!.id].sort());
    expect((await candidates({ size: 1, page: 2 })).rows).toHaveLength(1);
    // By house code, a page after another; the keyword is the house's code or name.
    const byCode = [w.houses[0]!.id, w.houses[1]!.id, w.houses[3]!.id];
    expect(page.rows.map((r) => r.houseId)).toEqual(byCode);
    const [first, second] = [await candidates({ size: 2, page: 1 }), await candidates({ size: 2, page: 2 })];
    expect([...first.rows, ...second.rows].map((r) => r.houseId)).toEqual(byCode);
    expect([first.total, second.total]).toEqual([3, 3]);
    expect(Object.keys(first.rows[0]!).sort()).toEqual(['daysOverdue', 'houseCode', 'houseId', 'houseName', 'months', 'oldestDueDate', 'open', 'openLines', 'ownerName']);
    const named = await candidates({ q: w.houses[3]!.code });
    expect([named.total, named.rows.map((r) => r.houseCode)]).toEqual([1, [w.houses[3]!.code]]);
  });

  it('refuses another company’s estate (404)', async () => {
    expect((await as().post('/api/charging/dunning/candidates', { estateId: other.estateId })).status).toBe(404);
    expect((await send({ estateId: other.estateId, houseIds: [other.houses[0]!.id] })).status).toBe(404);
    expect((await send({ houseIds: [other.houses[0]!.id] })).status).toBe(404);
    expect((await send({ houseIds: [w.houses[0]!.id], receiverIds: [other.clerk.id] })).status).toBe(400);
  });

  it('refuses houses without arrears by name, writing nothing', async () => {
    const before = await t.database.db.select().from(schema.notices).where(eq(schema.notices.companyId, w.companyId));
    const res = await send({ houseIds: [w.houses[0]!.id, w.houses[2]!.id] });
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('1栋0003');
    const after = await t.database.db.select().from(schema.notices).where(eq(schema.notices.companyId, w.companyId));
    expect(after.length).toBe(before.length);
  });

  it('writes one notice per house with the live amounts, numbered without gaps, to the receivers', async () => {
    const res = await send({ houseIds: [w.houses[0]!.id, w.houses[3]!.id], receiverIds: [w.clerk.id, w.auditor.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const out = e.sendDunning.output.parse(res.body.data);
    const year = new Date().getUTCFullYear();
    expect(out.sent).toBe(2);
    expect(out.notices.map((n) => n.docNumber)).toEqual([`催字〔${year}〕第000001号`, `催字〔${year}〕第000002号`]);
    const stored = await t.database.db.select().from(schema.notices).where(inArray(schema.notices.id, out.notices.map((n) => n.id)));
    const n0 = stored.find((n) => n.houseId === w.houses[0]!.id)!;
    expect(n0.content).toBe(
      '<p>尊敬的张三：</p><p>您的房屋1栋0001截至目前欠费230.25元（贰佰叁拾元贰角伍分），最早欠费日期2024-01-15，共2个月。&lt;请尽快缴纳&gt;</p>',
    );
    expect(n0).toMatchObject({ menuId: 170, houseName: '1栋0001', amount: '230.25', subject: '催缴通知', senderName: w.clerk.name });
    const n3 = stored.find((n) => n.houseId === w.houses[3]!.id)!;
    expect(n3.content).toContain('99999999.99元（玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分）');
    const recipients = await t.database.db.select().from(schema.noticeRecipients).where(inArray(schema.noticeRecipients.noticeId, out.notices.map((n) => n.id)));
    expect(recipients).toHaveLength(4);
    const again = e.sendDunning.output.parse((await send({ houseIds: [w.houses[1]!.id] })).body.data);
    expect(again.notices[0]!.docNumber).toBe(`催字〔${year}〕第000003号`);
    const list = e.listDunning.output.parse((await as().post('/api/charging/dunning/list', {})).body.data);
    expect(list.total).toBe(3);
    expect(list.rows.find((r) => r.houseId === w.houses[0]!.id)).toMatchObject({ recipients: 2, acked: 0, amount: '230.25' });
    // Newest first; the two written together (one created_at) by id, the later first.
    const together = out.notices.map((n) => n.id).sort((a, b) => b - a);
    expect(list.rows.map((r) => r.id)).toEqual([again.notices[0]!.id, ...together]);
    const pageOf = async (page: number) => e.listDunning.output.parse((await as().post('/api/charging/dunning/list', { page, size: 2 })).body.data);
    const [firstPage, secondPage] = [await pageOf(1), await pageOf(2)];
    expect([...firstPage.rows, ...secondPage.rows]).toEqual(list.rows);
    expect(secondPage.total).toBe(3);
    const otherList = e.listDunning.output.parse((await t.as(other.clerk).post('/api/charging/dunning/list', {})).body.data);
    expect(otherList.total).toBe(0);
  });

  it('lists the caller’s notices through /api/common/inform, acks once, exports them', async () => {
    const res = await t.as(w.auditor).post('/api/common/inform', { companyId: w.companyId, menu: 170 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const inform = c.inform.output.parse(res.body.data);
    expect(inform.rows).toHaveLength(2);
    expect(inform.unread).toBe(2);
    const house = c.informHouse.output.parse((await t.as(w.auditor).post('/api/common/inform-house', { companyId: w.companyId, menu: 170, houseId: w.houses[0]!.id })).body.data);
    expect(house.rows).toHaveLength(1);
    expect(house.rows[0]).toMatchObject({ houseName: '1栋0001', acked: false });
    const id = house.rows[0]!.id;
    expect((await t.as(other.clerk).post('/api/common/inform-ack', { id })).status).toBe(404);
    expect((await t.as(w.auditor).post('/api/common/inform-ack', { id })).status).toBe(200);
    const twice = await t.as(w.auditor).post('/api/common/inform-ack', { id });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('该通知已确认');
    expect(c.inform.output.parse((await t.as(w.auditor).post('/api/common/inform', { companyId: w.companyId, menu: 170 })).body.data).unread).toBe(1);
    expect((await t.as(other.clerk).post('/api/common/inform', { companyId: w.companyId, menu: 170 })).status).toBe(404);
    const xlsx = await t.as(w.auditor).post('/api/common/export-inform', { companyId: w.companyId, menu: 170 });
    expect(xlsx.status).toBe(200);
  });

  it('clears notices older than the estate’s noticeKeepDays', async () => {
    const db = t.database.db;
    await db.insert(schema.arrearsSettings).values({ companyId: w.companyId, estateId: w.estateId, noticeKeepDays: 30 } as typeof schema.arrearsSettings.$inferInsert);
    const [first] = await db.select({ id: schema.notices.id }).from(schema.notices).where(and(eq(schema.notices.companyId, w.companyId), eq(schema.notices.houseId, w.houses[3]!.id)));
    await db.update(schema.notices).set({ createdAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(schema.notices.id, first!.id));
    const inform = c.inform.output.parse((await t.as(w.auditor).post('/api/common/inform', { companyId: w.companyId, menu: 170 })).body.data);
    expect(inform.rows.map((r) => r.houseId)).toEqual([w.houses[0]!.id]);
    // The header's pending list (messages module) clears it too.
    const header = await t.as(w.auditor).get('/api/account/notice');
    expect(header.status).toBe(200);
    expect((header.body as { data: { id: number }[] }).data.map((n) => n.id)).not.toContain(first!.id);
  });

  it('confirms a notice once when the same user acks it from two windows at once', async () => {
    const rows = c.inform.output.parse((await t.as(w.clerk).post('/api/common/inform', { companyId: w.companyId, menu: 170 })).body.data).rows;
    const open = rows.find((r) => !r.acked)!;
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.as(w.clerk).post('/api/common/inform-ack', { id: open.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('numbers 20 concurrent sends without gaps or repeats', async () => {
    const year = new Date().getUTCFullYear();
    const results = await Promise.all(Array.from({ length: 20 }, () => send({ houseIds: [w.houses[0]!.id, w.houses[1]!.id] })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = results.flatMap((r) => e.sendDunning.output.parse(r.body.data).notices.map((n) => Number(/第(\d+)号/.exec(n.docNumber)![1])));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 4));
    expect(results.every((r) => (r.body.data as { notices: { docNumber: string }[] }).notices[0]!.docNumber.includes(`〔${year}〕`))).toBe(true);
  });
});
