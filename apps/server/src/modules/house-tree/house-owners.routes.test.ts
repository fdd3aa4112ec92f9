import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseTreeEndpoints as h, type Endpoint } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser } from '../../../test/factories/users';
import { tokenFor } from '../../../test/factories/session';
import { chinaDay } from './house-owner-rules';

// The ownership rules through real HTTP on a real database: shares, dates, partial transfers.

let t: TestApp;
let auth: { authorization: string };
let govAuth: { authorization: string };

interface World {
  companyId: number;
  houseId: number;
  /** 王芳, 张伟, 李娜 */
  owners: [number, number, number];
}
let mine: World;
let theirs: World;

async function world(): Promise<World> {
  const db = t.database.db;
  const c = (await buildCompany(db)).id;
  const [estate] = await db.insert(schema.estates).values({ companyId: c, code: `E${c}`, name: `花园${c}`, chargeArea: '1' }).returning();
  const [building] = await db.insert(schema.buildings).values({ companyId: c, estateId: estate!.id, code: `B${c}`, name: '1栋', type: '4' }).returning();
  const [house] = await db.insert(schema.houses).values({ companyId: c, estateId: estate!.id, buildingId: building!.id, code: `H${c}-0101`, name: '1栋0101', useState: '1', useType: '1' }).returning();
  const owners = await db
    .insert(schema.owners)
    .values(['王芳', '张伟', '李娜'].map((name) => ({ companyId: c, name, type: '1' })))
    .returning({ id: schema.owners.id });
  return { companyId: c, houseId: house!.id, owners: owners.map((o) => o.id) as [number, number, number] };
}

beforeAll(async () => {
  t = await createTestApp();
  mine = await world();
  theirs = await world();
  auth = await tokenFor(t, await buildUser(t.database.db, { companyId: mine.companyId, role: 'emp' }));
  govAuth = await tokenFor(t, await buildUser(t.database.db, { companyId: mine.companyId, role: 'gov' }));
});
afterAll(() => t.close());

type Body = { code: number; msg: string; data: unknown; details?: { path: string; message: string }[] };
const call = (e: Endpoint, payload: Record<string, unknown>, headers?: Record<string, string>) => t.call<Body>({ method: e.method, url: e.path, payload, headers });
const event = (payload: Record<string, unknown>) => call(h.ownersEvent, { houseId: mine.houseId, ...payload }, auth);
const owners = async () => h.ownersMember.output.parse((await call(h.ownersMember, { houseId: mine.houseId }, auth)).body.data).owners.map((o) => [o.ownerId, o.share]);

describe('POST /api/house-tree/owners/event', () => {
  it('answers 401 without a session, 403 for gov, 400 naming the field and 404 for another company', async () => {
    const input = { houseId: mine.houseId, event: '1', ownerId: mine.owners[0], share: '50', eventDate: '2024-01-01' };
    expect((await call(h.ownersEvent, input)).status).toBe(401);
    expect((await call(h.ownersEvent, input, govAuth)).status).toBe(403);
    const bad = await call(h.ownersEvent, { ...input, event: '4' }, auth);
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.path).toBe('event');
    expect((await call(h.ownersEvent, { ...input, houseId: theirs.houseId }, auth)).status).toBe(404);
    expect((await call(h.ownersEvent, { ...input, ownerId: theirs.owners[0] }, auth)).status).toBe(404);
    expect((await call(h.ownersHistory, { houseId: theirs.houseId }, auth)).status).toBe(404);
    expect(await owners()).toEqual([]);
  });

  it('refuses a zero share, a date in the future and a day not on the calendar, with Chinese messages', async () => {
    const zero = await event({ event: '1', ownerId: mine.owners[0], share: '0', eventDate: '2024-01-01' });
    expect([zero.status, zero.body.details?.[0]]).toEqual([400, { path: 'share', message: '份额必须大于0' }]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await event({ event: '1', ownerId: mine.owners[0], share: '50', eventDate: tomorrow });
    expect([future.status, future.body.msg]).toEqual([400, '产权变动日期不能晚于今天']);
    const feb30 = await event({ event: '1', ownerId: mine.owners[0], share: '50', eventDate: '2024-02-30' });
    expect([feb30.status, feb30.body.details?.[0]?.path]).toEqual([400, 'eventDate']);
    const today = await event({ event: '1', ownerId: mine.owners[0], share: '60', eventDate: chinaDay() });
    expect(today.status, JSON.stringify(today.body)).toBe(200);
  });

  it('refuses an event dated before the house\'s latest one', async () => {
    const early = await event({ event: '1', ownerId: mine.owners[1], share: '10', eventDate: '2024-01-01' });
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe(`产权变动日期不能早于本房屋最近一次变动日期（${chinaDay()}）`);
  });

  it('moves in a second owner with the rest of the share, and refuses a third over 100', async () => {
    const second = await event({ event: '1', ownerId: mine.owners[1], eventDate: chinaDay() });
    expect(second.status).toBe(200);
    expect(await owners()).toEqual([
      [mine.owners[0], '60.00'],
      [mine.owners[1], '40.00'],
    ]);
    const third = await event({ event: '1', ownerId: mine.owners[2], share: '1', eventDate: chinaDay() });
    expect([third.status, third.body.msg]).toEqual([400, '份额合计不能超过100']);
  });

  it('transfers part of a share to a new owner and keeps the source with the rest', async () => {
    const res = await event({ event: '2', fromOwnerId: mine.owners[0], ownerId: mine.owners[2], share: '20', eventDate: chinaDay(), remark: '赠与' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const history = h.ownersEvent.output.parse(res.body.data);
    expect(history.slice(-2).map((r) => [r.ownerId, r.eventName, r.share, r.remark])).toEqual([
      [mine.owners[0], '过户', '40.00', '赠与'],
      [mine.owners[2], '过户', '20.00', '赠与'],
    ]);
    expect(await owners()).toEqual([
      [mine.owners[0], '40.00'],
      [mine.owners[1], '40.00'],
      [mine.owners[2], '20.00'],
    ]);
  });

  it('refuses a transfer above the source share or from a non-owner', async () => {
    const above = await event({ event: '2', fromOwnerId: mine.owners[0], ownerId: mine.owners[1], share: '40.01', eventDate: chinaDay() });
    expect([above.status, above.body.msg]).toEqual([400, '过户份额不能超过原业主份额（40.00）']);
    await event({ event: '3', ownerId: mine.owners[2], eventDate: chinaDay() });
    const nonOwner = await event({ event: '2', fromOwnerId: mine.owners[2], ownerId: mine.owners[1], eventDate: chinaDay() });
    expect([nonOwner.status, nonOwner.body.code, nonOwner.body.msg]).toEqual([409, 1, '原业主不是本房屋的当前业主']);
  });

  it('adds a whole transferred share to a co-owner and keeps every earlier row', async () => {
    const res = await event({ event: '2', fromOwnerId: mine.owners[0], ownerId: mine.owners[1], eventDate: chinaDay() });
    expect(res.status).toBe(200);
    expect(await owners()).toEqual([[mine.owners[1], '80.00']]);
    const history = h.ownersHistory.output.parse((await call(h.ownersHistory, { houseId: mine.houseId }, auth)).body.data);
    expect(history.map((r) => r.event)).toEqual(['1', '1', '2', '2', '3', '3', '2']);
  });
});
