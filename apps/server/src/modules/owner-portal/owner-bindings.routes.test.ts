import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerBindingEndpoints as b, ownerPortalEndpoints as e } from '@pm/contracts';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { ownerCalls, ownerOnFile, residentOnFile, signInOwner, startOwnerPortal, type PortalWorld } from '../../../test/factories/owner-portal';
import { buildUser } from '../../../test/factories/users';

// 房屋认证: an owner whose phone is not on file applies for a house; staff of the house's company see whether the
// application matches the records and approve (the house is reached), reject (with the reason), or revoke an
// approval (the house is gone again). Another company's staff, and a colleague without 业主认证, cannot decide.

let p: PortalWorld;
let w: ChargingWorld;
let other: ChargingWorld;
const t = () => p.t;
const db = () => p.t.database.db;
let phoneSeq = 13_900_000_000;
const newPhone = () => String(++phoneSeq);
let ipSeq = 0;
const newIp = () => `10.2.0.${++ipSeq}`;

beforeAll(async () => {
  p = await startOwnerPortal();
  w = await buildChargingWorld(db(), Array.from({ length: 6 }, () => ({})));
  other = await buildChargingWorld(db(), [{}]);
});
afterAll(() => p.close());

async function applicant(houseId: number, name: string, idLast4: string) {
  const owner = ownerCalls(t(), await signInOwner(t(), p.sms, newPhone(), newIp()));
  const res = await owner.post('/api/owner/bindings', { houseId, name, idLast4 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { owner, binding: e.applyBinding.output.parse(res.body.data) };
}
const housesOf = async (owner: ReturnType<typeof ownerCalls>) => e.me.output.parse((await owner.get('/api/owner/me')).body.data).houses.map((h) => h.houseId);
const staffRow = async (id: number) => {
  const page = b.listBindings.output.parse((await t().as(w.clerk).get('/api/service/owner-bindings?size=100')).body.data);
  return page.rows.find((r) => r.id === id);
};

describe('房屋认证', () => {
  it('finds the estate and house by name, applies, is approved and reaches the house; revoked, it is gone', async () => {
    const h = w.houses[0]!;
    await ownerOnFile(db(), w.companyId, h.id, { name: '周业主', mobile: '13000000000', idNumber: '11010119800101123X' });
    const owner = ownerCalls(t(), await signInOwner(t(), p.sms, newPhone(), newIp()));
    const estates = e.searchEstates.output.parse((await owner.get('/api/owner/estates?q=计费花园')).body.data);
    expect(estates.map((x) => x.id)).toContain(w.estateId);
    const houses = e.searchHouses.output.parse((await owner.get(`/api/owner/estates/${w.estateId}/houses?q=0001`)).body.data);
    expect(houses.map((x) => x.id)).toContain(h.id);

    const applied = await owner.post('/api/owner/bindings', { houseId: h.id, name: '周业主', idLast4: '123x' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const binding = e.applyBinding.output.parse(applied.body.data);
    expect(binding).toMatchObject({ state: 'pending', houseId: h.id });
    expect(await housesOf(owner)).toEqual([]);
    expect((await owner.post('/api/owner/bindings', { houseId: h.id, name: '周业主', idLast4: '123X' })).status).toBe(409);

    expect(await staffRow(binding.id)).toMatchObject({ matchesRecord: true, idLast4: '123X', state: 'pending' });
    const approved = await t().as(w.clerk).post(`/api/service/owner-bindings/${binding.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(b.approveBinding.output.parse(approved.body.data)).toMatchObject({ state: 'approved', decidedByName: w.clerk.name });
    expect(await housesOf(owner)).toEqual([h.id]);
    expect((await owner.get(`/api/owner/houses/${h.id}/bills`)).status).toBe(200);

    const noReason = await t().as(w.clerk).post(`/api/service/owner-bindings/${binding.id}/revoke`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('请填写原因');
    const revoked = await t().as(w.clerk).post(`/api/service/owner-bindings/${binding.id}/revoke`, { reason: '房屋已出售' });
    expect(revoked.status).toBe(200);
    expect(await housesOf(owner)).toEqual([]);
    expect((await owner.get(`/api/owner/houses/${h.id}/bills`)).status).toBe(404);
    const mine = e.myBindings.output.parse((await owner.get('/api/owner/bindings')).body.data);
    expect(mine[0]).toMatchObject({ id: binding.id, state: 'revoked', reason: '房屋已出售' });
  });

  it('shows a mismatch with the records, and a rejection with its reason', async () => {
    const h = w.houses[1]!;
    await residentOnFile(db(), w.companyId, h.id, { name: '吴住户', mobile: '13000000001', idNumber: '310101199001015678' });
    const { owner, binding } = await applicant(h.id, '吴住户', '9999');
    expect(await staffRow(binding.id)).toMatchObject({ matchesRecord: false });
    const { binding: good } = await applicant(h.id, '吴住户', '5678');
    expect(await staffRow(good.id)).toMatchObject({ matchesRecord: true });
    const rejected = await t().as(w.clerk).post(`/api/service/owner-bindings/${binding.id}/reject`, { reason: '证件号码不符' });
    expect(rejected.status).toBe(200);
    expect((await t().as(w.clerk).post(`/api/service/owner-bindings/${binding.id}/approve`, {})).body.msg).toBe('申请已处理');
    expect(await housesOf(owner)).toEqual([]);
  });

  it('refuses an application for a house already reached, and for a house that does not exist', async () => {
    const phone = newPhone();
    await ownerOnFile(db(), w.companyId, w.houses[2]!.id, { name: '郑业主', mobile: phone });
    const owner = ownerCalls(t(), await signInOwner(t(), p.sms, phone, newIp()));
    const reached = await owner.post('/api/owner/bindings', { houseId: w.houses[2]!.id, name: '郑业主', idLast4: '1234' });
    expect(reached.status).toBe(409);
    expect(reached.body.msg).toBe('该房屋已在您的房屋列表中，无需认证');
    expect((await owner.post('/api/owner/bindings', { houseId: 987654321, name: '郑业主', idLast4: '1234' })).status).toBe(404);
    const bad = await owner.post('/api/owner/bindings', { houseId: w.houses[3]!.id, name: '', idLast4: '12' });
    expect(bad.status).toBe(400);
  });

  it('another company’s staff cannot see or decide it; a colleague without 业主认证 cannot decide', async () => {
    const { binding } = await applicant(w.houses[4]!.id, '孙业主', '0000');
    const foreign = await t().as(other.clerk).post(`/api/service/owner-bindings/${binding.id}/approve`, {});
    expect(foreign.status).toBe(404);
    const list = b.listBindings.output.parse((await t().as(other.clerk).get('/api/service/owner-bindings')).body.data);
    expect(list.rows.map((r) => r.id)).not.toContain(binding.id);
    const colleague = await buildUser(db(), { companyId: w.companyId, role: 'emp', grants: ['customer_complaint'] });
    // The company bought 业主认证: a colleague not granted it sees the screen read-only (spec 6) and cannot decide.
    expect((await t().as(colleague).post(`/api/service/owner-bindings/${binding.id}/approve`, {})).status).toBe(403);
    expect((await t().as(colleague).post(`/api/service/owner-bindings/${binding.id}/reject`, { reason: 'x' })).status).toBe(403);
    const granted = await buildUser(db(), { companyId: w.companyId, role: 'emp', grants: ['customer_owner-binding'] });
    expect((await t().as(granted).post(`/api/service/owner-bindings/${binding.id}/approve`, {})).status).toBe(200);
  });

  it('approve and reject racing: one decides, the other is told', async () => {
    const { owner, binding } = await applicant(w.houses[5]!.id, '冯业主', '1111');
    const [a, r] = await Promise.all([
      t().as(w.clerk).post(`/api/service/owner-bindings/${binding.id}/approve`, {}),
      t().as(w.auditor).post(`/api/service/owner-bindings/${binding.id}/reject`, { reason: '重复申请' }),
    ]);
    expect([a.status, r.status].sort()).toEqual([200, 409]);
    const final = (await staffRow(binding.id))!;
    expect(await housesOf(owner)).toEqual(final.state === 'approved' ? [w.houses[5]!.id] : []);
  });
});
