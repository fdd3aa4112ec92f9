import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountCompany, AccountInfo, envelopeOf, MyJob, NoticeItem } from '@pm/contracts';
import { schema } from '@pm/db';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, findUser, type TestUser } from '../../../test/factories/users';
import { signIn, tokenFor } from '../../../test/factories/session';
import { ACCOUNT_MESSAGES } from './account.service';

let t: TestApp;
let companyA: number;
let companyB: number;
let emp: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const a = await buildCompany(t.database.db, { nick: '甲公司', phone: '021-1111' });
  const b = await buildCompany(t.database.db, { nick: '乙公司' });
  companyA = a.id;
  companyB = b.id;
  const [job] = await t.database.db
    .insert(schema.jobs)
    .values({ companyId: companyA, name: '客服主管', duties: '<p>负责客户服务</p>' })
    .returning();
  emp = await buildUser(t.database.db, { companyId: companyA, role: 'emp', name: '王五', jobId: job?.id ?? null });
  other = await buildUser(t.database.db, { companyId: companyB, role: 'emp' });
});
afterAll(() => t.close());

type Body = { code: number; msg: string; details?: { path: string; message: string }[] };

describe('GET /api/account and friends', () => {
  it('answer 401 without a session', async () => {
    for (const url of [
      '/api/account',
      '/api/account/company',
      '/api/account/notice',
      '/api/account/reset',
      '/api/account/my-job',
    ]) {
      expect((await t.call({ method: 'GET', url })).status, url).toBe(401);
    }
  });

  it('GET /api/account answers the caller with job and company', async () => {
    const res = await t.call({ method: 'GET', url: '/api/account', headers: await tokenFor(t, emp) });
    const data = envelopeOf(AccountInfo).parse(res.body).data;
    expect(data).toMatchObject({
      userId: emp.id,
      name: '王五',
      company: companyA,
      companyNick: '甲公司',
      job: '客服主管',
      menuStyle: 0,
      passwordChanged: true,
    });
  });

  it('GET /api/account/company answers only the caller company', async () => {
    const res = await t.call({ method: 'GET', url: '/api/account/company', headers: await tokenFor(t, other) });
    const data = envelopeOf(AccountCompany).parse(res.body).data;
    expect(data?.id).toBe(companyB);
    expect(data?.nick).toBe('乙公司');
  });

  it('GET /api/account/my-job answers the duties HTML for emp and 403 for other roles', async () => {
    const res = await t.call({ method: 'GET', url: '/api/account/my-job', headers: await tokenFor(t, emp) });
    expect(envelopeOf(MyJob).parse(res.body).data).toEqual({ jobName: '客服主管', html: '<p>负责客户服务</p>' });
    const sa = await buildUser(t.database.db, { companyId: companyA, role: 'sa' });
    expect((await t.call({ method: 'GET', url: '/api/account/my-job', headers: await tokenFor(t, sa) })).status).toBe(
      403,
    );
  });

  it('GET /api/account/my-job does not answer a job of another company', async () => {
    const [foreignJob] = await t.database.db
      .insert(schema.jobs)
      .values({ companyId: companyB, name: '乙公司岗位', duties: '<p>机密</p>' })
      .returning();
    const misfiled = await buildUser(t.database.db, {
      companyId: companyA,
      role: 'emp',
      jobId: foreignJob?.id ?? null,
    });
    const res = await t.call({ method: 'GET', url: '/api/account/my-job', headers: await tokenFor(t, misfiled) });
    expect(envelopeOf(MyJob).parse(res.body).data).toEqual({ jobName: '', html: '' });
  });

  it('GET /api/account/notice lists the notices sent to the caller', async () => {
    const res = await t.call({ method: 'GET', url: '/api/account/notice', headers: await tokenFor(t, emp) });
    expect(envelopeOf(z.array(NoticeItem)).parse(res.body).data).toEqual([]);
  });
});

describe('must change password', () => {
  it('answers 403 code 1 请修改密码！ from every other call, reset false, until changed', async () => {
    const fresh = await buildUser(t.database.db, { companyId: companyA, role: 'emp', mustChangePassword: true });
    const signed = await signIn(t, fresh.username, fresh.password);
    expect(signed.body.data?.mustChangePassword).toBe(true);
    const headers = signed.headers!;
    for (const url of ['/api/account/company', '/api/account/notice', '/api/menu', '/api/messages', '/api/case/tree']) {
      const res = await t.call<Body>({ method: 'GET', url, headers });
      expect(res.status, url).toBe(403);
      expect(res.body, url).toMatchObject({ code: 1, msg: '请修改密码！' });
    }
    const reset = await t.call<{ data: boolean }>({ method: 'GET', url: '/api/account/reset', headers });
    expect(reset.body.data).toBe(false);
    expect((await t.call({ method: 'GET', url: '/api/account', headers })).status).toBe(200);

    const change = await t.call<Body>({
      method: 'PUT',
      url: `/api/account/${fresh.id}`,
      headers,
      payload: { id: fresh.id, username: fresh.username, old: fresh.password, pwd: 'Fresh#2026', pwd2: 'Fresh#2026' },
    });
    expect(change.status).toBe(200);
    // What the product stores is argon2id with the OWASP parameters (test users are built with a lighter hash).
    expect((await findUser(t.database.db, fresh.id))?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The old session is revoked; a new sign-in works everywhere.
    expect((await t.call({ method: 'GET', url: '/api/account/reset', headers })).status).toBe(401);
    const again = await signIn(t, fresh.username, 'Fresh#2026');
    expect(again.body.data?.mustChangePassword).toBe(false);
    expect((await t.call({ method: 'GET', url: '/api/account/company', headers: again.headers })).status).toBe(200);
    const reset2 = await t.call<{ data: boolean }>({
      method: 'GET',
      url: '/api/account/reset',
      headers: again.headers,
    });
    expect(reset2.body.data).toBe(true);
  });
});

describe('password change per role', () => {
  const calls = [
    { role: 'emp', method: 'PUT', url: (id: number) => `/api/account/${id}` },
    { role: 'super', method: 'POST', url: () => '/api/sysadmin/passcode' },
    { role: 'sa', method: 'POST', url: () => '/api/sys-emp-auth/passcode' },
    { role: 'root', method: 'POST', url: () => '/api/internal/i/passcode' },
  ] as const;

  for (const call of calls) {
    describe(`${call.method} ${call.url(0)}`, () => {
      it('answers 401 without a session', async () => {
        expect((await t.call({ method: call.method, url: call.url(1), payload: {} })).status).toBe(401);
      });

      it('refuses callers of other roles with 403', async () => {
        for (const role of ['emp', 'sa', 'super', 'root', 'gov'] as const) {
          if (role === call.role || (call.role === 'emp' && role === 'gov')) continue;
          const u = await buildUser(t.database.db, { companyId: companyA, role });
          const res = await t.call({
            method: call.method,
            url: call.url(u.id),
            headers: await tokenFor(t, u),
            payload: { id: u.id },
          });
          expect(res.status, role).toBe(403);
        }
      });

      it('answers the first failing rule with 400 naming the field', async () => {
        const u = await buildUser(t.database.db, { companyId: companyA, role: call.role });
        const headers = await tokenFor(t, u);
        const cases: [object, string, string][] = [
          [{}, 'username', '请输入用户名！'],
          [{ username: u.username }, 'old', '请输入原密码！'],
          [{ username: u.username, old: u.password }, 'pwd', '请输入新密码！'],
          [{ username: u.username, old: u.password, pwd: 'Abc#1234' }, 'pwd2', '请输入确认密码！'],
          [
            { username: u.username, old: u.password, pwd: 'Abc#1234', pwd2: 'Abc#1235' },
            'pwd2',
            '新密码和确认密码不一致！',
          ],
          [
            { username: u.username, old: u.password, pwd: 'A#1', pwd2: 'A#1' },
            'pwd',
            '新密码最少6个字符，最多18个字符！',
          ],
          [
            { username: u.username, old: u.password, pwd: 'Abcdefgh', pwd2: 'Abcdefgh' },
            'pwd',
            '密码必须包含数字、字母、特殊符号！',
          ],
          [{ username: 'x', old: u.password, pwd: 'Abc#1234', pwd2: 'Abc#1234' }, 'username', '用户名至少两位！'],
        ];
        for (const [body, field, msg] of cases) {
          const res = await t.call<Body>({
            method: call.method,
            url: call.url(u.id),
            headers,
            payload: { id: u.id, ...body },
          });
          expect(res.status, msg).toBe(400);
          expect(res.body.msg).toBe(msg);
          expect(res.body.details?.[0]?.path).toBe(field);
        }
      });

      it('refuses a wrong old password with code 1', async () => {
        const u = await buildUser(t.database.db, { companyId: companyA, role: call.role });
        const res = await t.call<Body>({
          method: call.method,
          url: call.url(u.id),
          headers: await tokenFor(t, u),
          payload: { id: u.id, username: u.username, old: 'Wrong#999', pwd: 'Abc#1234', pwd2: 'Abc#1234' },
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 1, msg: ACCOUNT_MESSAGES.wrongOld });
      });

      it('changes the password and revokes every session of the user', async () => {
        const u = await buildUser(t.database.db, { companyId: companyA, role: call.role });
        const first = (await signIn(t, u.username, u.password)).headers!;
        const second = await tokenFor(t, u);
        const res = await t.call<Body>({
          method: call.method,
          url: call.url(u.id),
          headers: first,
          payload: { id: u.id, username: u.username, old: u.password, pwd: 'Next#2026', pwd2: 'Next#2026' },
        });
        expect(res.status).toBe(200);
        expect(res.body.code).toBe(200);
        for (const h of [first, second]) {
          expect((await t.call({ method: 'GET', url: '/api/account', headers: h })).status).toBe(401);
        }
        expect((await signIn(t, u.username, u.password)).status).toBe(400);
        expect((await signIn(t, u.username, 'Next#2026')).status).toBe(200);
        expect((await findUser(t.database.db, u.id))?.passwordChangedAt).toBeInstanceOf(Date);
      });
    });
  }

  it('PUT /api/account/:id refuses another user id (another company) with 404', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `/api/account/${other.id}`,
      headers: await tokenFor(t, emp),
      payload: { username: emp.username, old: emp.password, pwd: 'Abc#1234', pwd2: 'Abc#1234' },
    });
    expect(res.status).toBe(404);
    expect((await signIn(t, other.username, other.password)).status).toBe(200);
  });

  it('PUT /api/account/:id renames the user and refuses a taken username with code 1', async () => {
    const u = await buildUser(t.database.db, { companyId: companyA, role: 'emp' });
    const taken = await t.call<Body>({
      method: 'PUT',
      url: `/api/account/${u.id}`,
      headers: await tokenFor(t, u),
      payload: { username: other.username, old: u.password, pwd: 'Abc#1234', pwd2: 'Abc#1234' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 1, msg: ACCOUNT_MESSAGES.usernameTaken });
    const renamed = `${u.username}r`;
    const ok = await t.call({
      method: 'PUT',
      url: `/api/account/${u.id}`,
      headers: await tokenFor(t, u),
      payload: { username: renamed, old: u.password, pwd: 'Abc#1234', pwd2: 'Abc#1234' },
    });
    expect(ok.status).toBe(200);
    expect((await signIn(t, renamed, 'Abc#1234')).status).toBe(200);
  });

  it('PUT /api/account/:id answers 400 naming id for a bad id', async () => {
    const res = await t.call<Body>({
      method: 'PUT',
      url: '/api/account/abc',
      headers: await tokenFor(t, emp),
      payload: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe('id');
  });
});
