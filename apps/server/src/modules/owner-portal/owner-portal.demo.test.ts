import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerBindingEndpoints as b, ownerPortalEndpoints as e } from '@pm/contracts';
import { PORTAL_DEMO } from '@pm/seed';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ownerCalls, RecordingSms, signInOwner } from '../../../test/factories/owner-portal';

// The demo's owners (README): each phone signs in and sees real bills on first start; an application waits in 业主认证.

let t: TestApp;
const sms = new RecordingSms();

beforeAll(async () => {
  t = await createTestApp({}, { demoSeed: true, sms });
});
afterAll(() => t.close());

const meOf = async (phone: string, ip: string) => {
  const owner = ownerCalls(t, await signInOwner(t, sms, phone, ip));
  return { owner, me: e.me.output.parse((await owner.get('/api/owner/me')).body.data) };
};

describe('业主端 demo', () => {
  it('gives an owner with two months or more of arrears, a repair being handled and an open vote, an owner of two houses and a resident', async () => {
    const { owner, me } = await meOf(PORTAL_DEMO.owner, '10.3.0.1');
    expect(me.houses).toHaveLength(1);
    expect(me.houses[0]).toMatchObject({ via: 'owner', companyName: expect.any(String) });
    const bills = e.bills.output.parse((await owner.get(`/api/owner/houses/${me.houses[0]!.houseId}/bills`)).body.data);
    expect(new Set(bills.lines.map((l) => l.period)).size).toBeGreaterThanOrEqual(2);
    expect(bills.lines.every((l) => !l.held)).toBe(true);
    expect(Number(bills.totals.due)).toBeGreaterThan(0);
    const requests = e.myRequests.output.parse((await owner.get('/api/owner/requests')).body.data);
    expect(requests).toEqual([expect.objectContaining({ kind: 'repair', statusName: '处理中' })]);
    expect(e.votes.output.parse((await owner.get('/api/owner/votes')).body.data).length).toBeGreaterThanOrEqual(1);
    const notices = e.notices.output.parse((await owner.get('/api/owner/notices')).body.data);
    expect(notices.map((n) => n.title)).toEqual(expect.arrayContaining(['物业费催缴通知', expect.stringContaining('地坪施工的公告')]));
    expect((await meOf(PORTAL_DEMO.twoHouses, '10.3.0.2')).me.houses.map((h) => h.via)).toEqual(['owner', 'owner']);
    expect((await meOf(PORTAL_DEMO.resident, '10.3.0.3')).me.houses.map((h) => h.via)).toEqual(['resident']);
  });

  it('has an application waiting in 业主认证 that matches the records', async () => {
    const page = b.listBindings.output.parse((await t.as('emp01').get('/api/service/owner-bindings?state=pending')).body.data);
    expect(page.rows).toEqual([expect.objectContaining({ phone: PORTAL_DEMO.applicant, state: 'pending', matchesRecord: true })]);
  });
});
