import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CallRecordPage, envelopeOf, PhoneBookEntry, PhoneBookPage, ScreenPop, SipInfo, WssInfo } from '@pm/contracts';
import { schema } from '@pm/db';
import { startProvider, type RunningProvider } from '@pm/provider';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { tokenFor } from '../../../test/factories/session';
import { buildUser } from '../../../test/factories/users';

let provider: RunningProvider;
let t: TestApp;
let cc: { authorization: string };
let ccUserId: number;
let ccCompanyId: number;
let otherCc: { authorization: string };
let plain: { authorization: string };
let sa: { authorization: string };

type Body<T = unknown> = { code: number; msg: string; data: T; errorCode?: string };

beforeAll(async () => {
  provider = await startProvider({ port: 0, logLevel: 'silent' });
  t = await createTestApp({ providerUrl: provider.url });
  const db = t.database.db;
  const company = await buildCompany(db, { callCenterTenant: 'T-ANJU-CC', hasCallCenter: true });
  ccCompanyId = company.id;
  const user = await buildUser(db, { companyId: company.id, role: 'emp' });
  ccUserId = user.id;
  cc = await tokenFor(t, user);
  const other = await buildCompany(db, { callCenterTenant: 'T-OTHER', hasCallCenter: true });
  otherCc = await tokenFor(t, await buildUser(db, { companyId: other.id, role: 'emp' }));
  const noCc = await buildCompany(db);
  plain = await tokenFor(t, await buildUser(db, { companyId: noCc.id, role: 'emp' }));
  sa = await tokenFor(t, await buildUser(db, { companyId: company.id, role: 'sa' }));
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> | undefined, payload?: unknown) =>
  t.call<Body<T>>({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

describe('phone book /api/call-center/book', () => {
  it('answers 401 without a session and 403 for another role or a company without the call centre', async () => {
    expect((await call('POST', '/api/call-center/book/1/10', undefined, { q: '' })).status).toBe(401);
    expect((await call('POST', '/api/call-center/book/1/10', sa, { q: '' })).status).toBe(403);
    const refused = await call('POST', '/api/call-center/book/1/10', plain, { q: '' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('当前公司未开通呼叫中心');
  });

  it('refuses an entry without a name or a phone, naming the field', async () => {
    const noName = await call('POST', '/api/call-center/book', cc, { name: ' ', phone: '13800000000' });
    expect(noName.status).toBe(400);
    expect(noName.body.msg).toContain('请输入姓名');
    const noPhone = await call('POST', '/api/call-center/book', cc, { name: '王五' });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.msg).toContain('请输入电话');
  });

  it('adds, searches with page size 10 and 5, edits and deletes entries of the caller’s company only', async () => {
    for (let i = 1; i <= 12; i++) {
      const r = await call<PhoneBookEntry>('POST', '/api/call-center/book', cc, { name: `联系人${String(i).padStart(2, '0')}`, phone: `1380000${String(i).padStart(4, '0')}` });
      expect(r.status).toBe(200);
      expect(envelopeOf(PhoneBookEntry).parse(r.body).data?.name).toBe(`联系人${String(i).padStart(2, '0')}`);
    }
    const page1 = await call('POST', '/api/call-center/book/1/10', cc, { q: '' });
    const parsed = envelopeOf(PhoneBookPage).parse(page1.body).data;
    expect(parsed?.total).toBe(12);
    expect(parsed?.rows).toHaveLength(10);
    const transfer = envelopeOf(PhoneBookPage).parse((await call('POST', '/api/call-center/book/3/5', cc, { q: '' })).body).data;
    expect(transfer?.rows.map((r) => r.name)).toEqual(['联系人11', '联系人12']);
    const search = envelopeOf(PhoneBookPage).parse((await call('POST', '/api/call-center/book/1/10', cc, { q: '00012' })).body).data;
    expect(search?.rows.map((r) => r.name)).toEqual(['联系人12']);

    const id = search?.rows[0]?.id ?? 0;
    const edited = await call<PhoneBookEntry>('PUT', `/api/call-center/book/${id}`, cc, { id, name: '物业前台', phone: '021-50004000' });
    expect(edited.body.data).toEqual({ id, name: '物业前台', phone: '021-50004000' });

    // another company's user sees none of it and cannot touch it
    const foreign = envelopeOf(PhoneBookPage).parse((await call('POST', '/api/call-center/book/1/10', otherCc, { q: '' })).body).data;
    expect(foreign?.total).toBe(0);
    expect((await call('PUT', `/api/call-center/book/${id}`, otherCc, { id, name: 'x', phone: '1' })).status).toBe(404);
    expect((await call('DELETE', `/api/call-center/book/${id}`, otherCc)).status).toBe(404);

    expect((await call('DELETE', `/api/call-center/book/${id}`, cc)).status).toBe(200);
    expect((await call('DELETE', `/api/call-center/book/${id}`, cc)).status).toBe(404);
  });

  it('orders entries of the same name by when they were added, a page after another', async () => {
    const ids: number[] = [];
    for (const phone of ['13900000001', '13900000002', '13900000003']) {
      ids.push(envelopeOf(PhoneBookEntry).parse((await call('POST', '/api/call-center/book', cc, { name: '同名联系人', phone })).body).data!.id);
    }
    const page = async (n: number) => envelopeOf(PhoneBookPage).parse((await call('POST', `/api/call-center/book/${n}/2`, cc, { q: '同名' })).body).data!;
    const [first, second] = [await page(1), await page(2)];
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.rows, ...second.rows]).toEqual(ids.map((id, i) => ({ id, name: '同名联系人', phone: `1390000000${i + 1}` })));
  });
});

describe('agent login and the softphone’s vendor calls', () => {
  it('needs the agent login first', async () => {
    const r = await call('GET', '/api/call-center/agent/sip-info', cc);
    expect(r.body.code).toBe(1);
    expect(r.body.msg).toBe('请先签入呼叫中心');
  });

  it('refuses empty credentials with 用户名和密码不能为空！ and wrong ones with the vendor message', async () => {
    const empty = await call('POST', '/api/call-center/agent/login', cc, { username: '', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('用户名和密码不能为空！');
    const wrong = await call('POST', '/api/call-center/agent/login', cc, { username: 'cc8001', password: 'bad' });
    expect(wrong.body.code).toBe(1);
    expect(wrong.body.msg).toBe('用户名或密码错误');
  });

  it('refuses an agent of another tenant', async () => {
    const r = await call('POST', '/api/call-center/agent/login', otherCc, { username: 'cc8002', password: 'Agent@8002' });
    expect(r.body.code).toBe(1);
    expect(r.body.msg).toBe('该坐席不属于本公司的呼叫中心');
  });

  it('logs the agent in, marks the user, and hands out SIP and WebSocket info without the vendor token', async () => {
    const r = await call<{ agentDn: string; tenantId: string }>('POST', '/api/call-center/agent/login', cc, { username: 'cc8001', password: 'Agent@8001' });
    expect(r.status).toBe(200);
    // JsSIP unless configured otherwise (CALL_CENTER_PHONE)
    expect(r.body.data).toMatchObject({ agentId: 'A8001', agentDn: '8001', tenantId: 'T-ANJU-CC', agentName: '王小兰', phone: 'jssip' });
    expect(JSON.stringify(r.body)).not.toMatch(/access_token|accessToken/);
    const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, ccUserId));
    expect(user?.callCenterLoggedIn).toBe(true);

    const sip = envelopeOf(SipInfo).parse((await call('GET', '/api/call-center/agent/sip-info', cc)).body).data;
    expect(sip).toMatchObject({ sipUser: '8001', effectiveTime: 1800 });
    expect(sip?.sipPassword.length).toBeGreaterThan(8);

    const wss = await t.call<Body>({ method: 'GET', url: '/api/call-center/agent/wss-info', headers: { ...cc, host: 'pm.example.cn:3000' } });
    expect(envelopeOf(WssInfo).parse(wss.body).data).toEqual({
      wssUrl: `ws://pm.example.cn:${provider.port}/sip`,
      sdkUrl: `ws://pm.example.cn:${provider.port}/phone-sdk`,
      iceServers: [],
    });

    const current = await call<{ agentDn: string }>('GET', '/api/call-center/agent/current', cc);
    expect(current.body.data.agentDn).toBe('8001');
  });

  it('sets the work state with the codes 0,1,2,3,5,6,7 only, and reads it back', async () => {
    expect((await call('POST', '/api/call-center/agent/work-state', cc, { workState: 4 })).status).toBe(400);
    expect((await call('POST', '/api/call-center/agent/work-state', cc, { workState: 0 })).status).toBe(200);
    const state = await call<{ workState: number; tenantId: string }>('GET', '/api/call-center/agent/state', cc);
    expect(state.body.data).toMatchObject({ workState: 0, tenantId: 'T-ANJU-CC' });
  });

  it('passes the number pool through and reads the attribution', async () => {
    const pool = await call('GET', '/api/call-center/number-pool', cc);
    expect(pool.body.data).toEqual({ head: { errorCode: '0', errorMsg: '' }, info: { data: { number: '02150004000', areaCode: '021' } } });
    await fetch(`${provider.url}/__fake/scenario`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"numberPoolFailure":"error"}' });
    const failed = await call<{ head: { errorCode: string } }>('GET', '/api/call-center/number-pool', cc);
    expect(failed.body.data.head.errorCode).not.toBe('0');
    await fetch(`${provider.url}/__fake/reset-scenario`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const attr = await call('GET', '/api/call-center/phone-attr/13812345678?timeStamp=1', cc);
    expect(attr.body.data).toEqual({ areaCode: '021', attribution: '上海 移动电话' });
    expect((await call('GET', '/api/call-center/phone-attr/abc', cc)).status).toBe(400);
  });

  it('lists agent groups (page size 10), agents of a group and forward numbers (pageSize up to 999)', async () => {
    const groups = await call<{ total: number; size: number; rows: { groupName: string }[] }>('POST', '/api/call-center/v2/agent-group', cc, {});
    expect(groups.body.data.size).toBe(10);
    expect(groups.body.data.rows.map((g) => g.groupName)).toEqual(['客服一组', '客服二组', '工程报修组']);
    const agents = await call<{ agentDn: string }[]>('POST', '/api/call-center/v2/agents', cc, { groupId: 1 });
    expect(agents.body.data.map((a) => a.agentDn)).toEqual(['8001', '8002']);
    expect((await call('POST', '/api/call-center/v2/agents', cc, {})).status).toBe(400);
    expect((await call('POST', '/api/call-center/forward-numbers', cc, { pageNo: 1, pageSize: 1000 })).status).toBe(400);
    const fwd = await call<{ total: number }>('POST', '/api/call-center/forward-numbers', cc, { pageNo: 1, pageSize: 999 });
    expect(fwd.body.data.total).toBe(4);
  });

  it('records an IVR-bound dial at the vendor', async () => {
    expect((await call('POST', '/api/call-center/ivr-dial', cc, { caller: '8001', callee: '13812345678' })).status).toBe(200);
    const state = (await (await fetch(`${provider.url}/__fake/state`)).json()) as { ivrDials: { callee: string }[] };
    expect(state.ivrDials.map((d) => d.callee)).toContain('13812345678');
  });

  it('writes the login log', async () => {
    expect((await call('POST', '/api/wechat/login/log', cc, { kind: 'register', content: 'SIP 注册成功' })).status).toBe(200);
    expect((await call('POST', '/api/wechat/login/log', cc, { kind: 'register', content: '' })).status).toBe(400);
    const rows = await t.database.db.select().from(schema.ccLoginLogs).where(eq(schema.ccLoginLogs.userId, ccUserId));
    expect(rows.map((r) => r.content)).toContain('SIP 注册成功');
  });
});

describe('call records /api/call-center/v2/record and /v2/tape', () => {
  const fake = (body: unknown) =>
    fetch(`${provider.url}/__fake/calls`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('pulls finished calls from the vendor feed, 6 per page, masked numbers, playable recording; other companies see none', async () => {
    for (let i = 0; i < 7; i++) {
      expect((await fake({ agentDn: '8001', callType: 2, number: `1381234000${i}`, displayNumber: '02150004000', seconds: 1 })).ok).toBe(true);
    }
    expect((await fake({ agentDn: '8002', callType: 1, number: '13900001111', answered: false })).ok).toBe(true);
    const first = envelopeOf(CallRecordPage).parse((await call('POST', '/api/call-center/v2/record', cc, {})).body).data;
    expect(first?.size).toBe(6);
    expect(first?.total).toBe(8);
    expect(first?.rows).toHaveLength(6);
    const inbound = envelopeOf(CallRecordPage).parse((await call('POST', '/api/call-center/v2/record', cc, { callType: 1 })).body).data;
    expect(inbound?.total).toBe(1);
    const missed = inbound?.rows[0];
    expect(missed).toMatchObject({ customDisplayNum: '13900001111', encryptionCustomDisplayNum: '139****1111', audioRecordPath: null, result: 'no-answer' });
    const outbound = first?.rows.find((r) => r.callType === 2);
    expect(outbound).toMatchObject({ customDisplayNum: '02150004000', audioRecordPath: '/api/call-center/v2/tape', durationSeconds: 1 });
    expect(outbound?.encryptionCalleeNum).toMatch(/^138\*{4}\d{4}$/);

    // a second read does not duplicate (cursor + upsert)
    const again = envelopeOf(CallRecordPage).parse((await call('POST', '/api/call-center/v2/record', cc, { page: 2 })).body).data;
    expect(again?.total).toBe(8);
    expect(again?.rows).toHaveLength(2);
    // Latest call first, the higher id first at the same time.
    const listed = [...first!.rows, ...again!.rows];
    const order = [...listed].sort((a, b) => b.callTime.localeCompare(a.callTime) || b.id - a.id);
    expect(listed.map((r) => r.id)).toEqual(order.map((r) => r.id));
    expect(new Set(listed.map((r) => r.id)).size).toBe(8);

    const tape = await t.call({ method: 'POST', url: '/api/call-center/v2/tape', headers: cc, payload: { id: outbound?.id } });
    expect(tape.status).toBe(200);
    expect(tape.response.headers['content-type']).toBe('audio/wav');
    expect(tape.response.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(tape.response.rawPayload.length).toBeGreaterThan(8000);

    const noTape = await call('POST', '/api/call-center/v2/tape', cc, { id: missed?.id });
    expect(noTape.status).toBe(404);
    expect(noTape.body.msg).toBe('无录音');

    const foreign = envelopeOf(CallRecordPage).parse((await call('POST', '/api/call-center/v2/record', otherCc, {})).body).data;
    expect(foreign?.total).toBe(0);
    expect((await call('POST', '/api/call-center/v2/tape', otherCc, { id: outbound?.id })).status).toBe(404);
  });
});

describe('screen pop', () => {
  it('finds owners and residents by number with their houses, only in the caller’s companies', async () => {
    const db = t.database.db;
    const [estate] = await db.insert(schema.estates).values({ companyId: ccCompanyId, code: 'E1', name: '锦绣花园' }).returning();
    const [building] = await db.insert(schema.buildings).values({ companyId: ccCompanyId, estateId: estate?.id ?? 0, code: 'B1', name: '1号楼', type: '2' }).returning();
    const [house] = await db
      .insert(schema.houses)
      .values({ companyId: ccCompanyId, estateId: estate?.id ?? 0, buildingId: building?.id ?? 0, code: '1-101', name: '1号楼101', useState: '4', useType: '1' })
      .returning();
    const [owner] = await db.insert(schema.owners).values({ companyId: ccCompanyId, name: '赵业主', type: '1', mobile: '13900001111' }).returning();
    await db.insert(schema.houseOwnerEvents).values({ companyId: ccCompanyId, houseId: house?.id ?? 0, ownerId: owner?.id ?? 0, event: '1', eventDate: '2024-01-01' });
    await db.insert(schema.residents).values({ companyId: ccCompanyId, houseId: house?.id ?? 0, name: '赵小住', relation: '1', mobile: '13900002222' });

    const pop = envelopeOf(ScreenPop).parse((await call('GET', '/api/call-center/screen-pop/13900001111', cc)).body).data;
    expect(pop?.people).toEqual([{ kind: 'owner', id: owner?.id, name: '赵业主', houses: [{ id: house?.id, code: '1-101', name: '1号楼101' }] }]);
    const resident = envelopeOf(ScreenPop).parse((await call('GET', '/api/call-center/screen-pop/13900002222', cc)).body).data;
    expect(resident?.people[0]).toMatchObject({ kind: 'resident', name: '赵小住' });
    const foreign = envelopeOf(ScreenPop).parse((await call('GET', '/api/call-center/screen-pop/13900001111', otherCc)).body).data;
    expect(foreign?.people).toEqual([]);
  });

  it('searches the subtree of the company the call centre belongs to, not other branches', async () => {
    const db = t.database.db;
    const region = await buildCompany(db);
    const project = await buildCompany(db, { parentId: region.id, level: 3 });
    const centre = await buildCompany(db, { parentId: region.id, level: 3, callCenterTenant: 'T-ANJU-CC', hasCallCenter: true });
    const elsewhere = await buildCompany(db);
    await db.insert(schema.owners).values([
      { companyId: project.id, name: '项目业主', type: '1', mobile: '13700001234' },
      { companyId: elsewhere.id, name: '别家业主', type: '1', mobile: '13700001234' },
    ]);
    const agent = await tokenFor(t, await buildUser(db, { companyId: centre.id, role: 'emp' }));
    const pop = envelopeOf(ScreenPop).parse((await call('GET', '/api/call-center/screen-pop/13700001234', agent)).body).data;
    expect(pop?.people.map((p) => p.name)).toEqual(['项目业主']);
  });
});

describe('agent logout', () => {
  it('signs the agent out at the vendor and clears the flag', async () => {
    expect((await call('POST', '/api/call-center/agent/logout', cc, {})).status).toBe(200);
    const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, ccUserId));
    expect(user?.callCenterLoggedIn).toBe(false);
    expect((await call('GET', '/api/call-center/agent/current', cc)).body.data).toBeNull();
  });
});

