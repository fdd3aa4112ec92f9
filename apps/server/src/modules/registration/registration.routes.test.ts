import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CreatedRegistration,
  envelopeOf,
  ErrorEnvelope,
  Registration,
  RegistrationPage,
  type CreateRegistrationInput,
} from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser } from '../../../test/factories/users';
import { tokenFor } from '../../../test/factories/session';
import { REGISTRATION_LIMIT } from './registration.service';

let t: TestApp;
let sa: Record<string, string>;
let superAdmin: Record<string, string>;
let emp: Record<string, string>;
let saUsername: string;

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db);
  const saUser = await buildUser(t.database.db, { companyId: company.id, role: 'sa' });
  saUsername = saUser.username;
  sa = await tokenFor(t, saUser);
  superAdmin = await tokenFor(t, await buildUser(t.database.db, { companyId: company.id, role: 'super' }));
  emp = await tokenFor(t, await buildUser(t.database.db, { companyId: company.id, role: 'emp' }));
});
afterAll(() => t.close());

let mobileSeq = 0;
/** A valid form with a mobile no other test uses. */
function form(overrides: Partial<CreateRegistrationInput> = {}): CreateRegistrationInput {
  mobileSeq += 1;
  return {
    companyName: '苏州恒信物业服务有限公司',
    contactName: '王经理',
    mobile: `139${String(10_000_000 + mobileSeq).slice(-8)}`,
    email: 'wang@hengxin-pm.cn',
    estateCount: 12,
    city: '苏州',
    message: '希望了解收费与欠费管理模块。',
    ...overrides,
  };
}

let addressSeq = 0;
/** Each test posts from its own address so the per-address limit only bites where a test wants it. */
function freshAddress(): string {
  addressSeq += 1;
  return `10.20.0.${addressSeq}`;
}

function post(payload: unknown, remoteAddress = freshAddress()) {
  return t.call({ method: 'POST', url: '/api/registration', payload: payload as object, remoteAddress });
}

describe('POST /api/registration (public)', () => {
  it('stores a request without a session and answers it as 待处理', async () => {
    const input = form({ companyName: '  无锡安泰物业有限公司 ' });
    const { status, body } = await post(input, '10.9.9.9');
    expect(status).toBe(200);
    const parsed = envelopeOf(CreatedRegistration).parse(body);
    expect(parsed.data?.status).toBe('待处理');
    const [row] = await t.database.db
      .select()
      .from(schema.registrationRequests)
      .where(eq(schema.registrationRequests.id, parsed.data?.id ?? 0));
    expect(row?.companyName).toBe('无锡安泰物业有限公司');
    expect(row?.mobile).toBe(input.mobile);
    expect(row?.estateCount).toBe(12);
    expect(row?.clientIp).toBe('10.9.9.9');
  });

  it('refuses a bad mobile with 400 naming the mobile field', async () => {
    const { status, body } = await post(form({ mobile: '12812345678' }));
    expect(status).toBe(400);
    const error = ErrorEnvelope.parse(body);
    expect(error.msg).toContain('mobile');
    expect(error.msg).toContain('手机号码');
    expect(error.details?.[0]?.path).toBe('mobile');
  });

  it.each([
    ['companyName', { companyName: '' }, '请输入公司名称'],
    ['contactName', { contactName: '王' }, '联系人至少2个字'],
    ['email', { email: 'not-an-email' }, '电子邮箱格式不正确'],
    ['estateCount', { estateCount: 0 }, '管理楼盘数量至少为1'],
    ['estateCount', { estateCount: 2.5 }, '管理楼盘数量须为整数'],
    ['city', { city: '' }, '请输入所在城市'],
  ])('refuses a bad %s with 400 and a Chinese message', async (field, overrides, message) => {
    const { status, body } = await post(form(overrides));
    expect(status).toBe(400);
    const error = ErrorEnvelope.parse(body);
    expect(error.details?.[0]?.path).toBe(field);
    expect(error.msg).toBe(`${field}：${message}`);
  });

  it('does not store a second request while the same mobile still waits', async () => {
    const first = form();
    expect((await post(first)).status).toBe(200);
    const { status, body } = await post({ ...first, companyName: '另一家物业公司' });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 1, msg: '该手机号已有待处理的注册申请，我们会尽快与您联系' });
  });

  it(`limits one address to ${REGISTRATION_LIMIT.max} requests an hour and leaves other addresses alone`, async () => {
    const address = '10.77.0.1';
    for (let i = 0; i < REGISTRATION_LIMIT.max; i++) expect((await post(form(), address)).status).toBe(200);
    const refused = await post(form(), address);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ msg: '提交过于频繁，请一小时后再试', errorCode: 'registration.too_many' });
    expect((await post(form(), '10.77.0.2')).status).toBe(200);
  });
});

describe('GET /api/registration (sa, super)', () => {
  it('refuses a caller without a session with 401', async () => {
    const { status } = await t.call({ method: 'GET', url: '/api/registration' });
    expect(status).toBe(401);
  });

  it('refuses an emp user with 403', async () => {
    const { status } = await t.call({ method: 'GET', url: '/api/registration', headers: emp });
    expect(status).toBe(403);
  });

  it('gives sa a page, newest first, filtered by keyword and status, without the sender address', async () => {
    const marker = form({ companyName: '常州青松物业管理有限公司', city: '常州' });
    expect((await post(marker)).status).toBe(200);
    const { status, body } = await t.call({
      method: 'GET',
      url: '/api/registration?page=1&size=5&keyword=青松&status=待处理',
      headers: sa,
    });
    expect(status).toBe(200);
    const page = envelopeOf(RegistrationPage).parse(body).data;
    expect(page?.total).toBe(1);
    expect(page?.rows[0]).toMatchObject({ companyName: '常州青松物业管理有限公司', status: '待处理', note: '' });
    expect(JSON.stringify(body)).not.toContain('clientIp');

    const all = await t.call({ method: 'GET', url: '/api/registration?size=2', headers: superAdmin });
    const allPage = envelopeOf(RegistrationPage).parse(all.body).data;
    expect(allPage?.rows).toHaveLength(2);
    expect(allPage?.total).toBeGreaterThan(2);
    expect(allPage?.rows[0]?.companyName).toBe('常州青松物业管理有限公司');
  });

  it('pages requests made at the same moment by id, newest first, without overlap', async () => {
    const at = new Date('2026-01-05T02:00:00Z');
    const rows = ['一', '二', '三'].map((n) => ({
      ...form({ companyName: `同刻物业${n}` }),
      clientIp: '10.9.9.9',
      createdAt: at,
    }));
    const ids = (await t.database.db.insert(schema.registrationRequests).values(rows).returning()).map((r) => r.id);
    const page = async (n: number) => {
      const { body } = await t.call({
        method: 'GET',
        url: `/api/registration?page=${n}&size=2&keyword=同刻物业`,
        headers: sa,
      });
      return envelopeOf(RegistrationPage).parse(body).data!;
    };
    const [first, second] = [await page(1), await page(2)];
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
  });

  it('refuses an unknown status filter with 400 naming the field', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/registration?status=已删除', headers: sa });
    expect(status).toBe(400);
    expect(ErrorEnvelope.parse(body).details?.[0]?.path).toBe('status');
  });
});

describe('PUT /api/registration/:id (sa, super)', () => {
  async function created(): Promise<{ id: number; mobile: string }> {
    const input = form();
    const { body } = await post(input);
    return { id: envelopeOf(CreatedRegistration).parse(body).data?.id ?? 0, mobile: input.mobile };
  }

  it('refuses without a session (401) and for emp (403)', async () => {
    const { id } = await created();
    const payload = { status: '已联系', note: '' };
    expect((await t.call({ method: 'PUT', url: `/api/registration/${id}`, payload })).status).toBe(401);
    expect((await t.call({ method: 'PUT', url: `/api/registration/${id}`, payload, headers: emp })).status).toBe(403);
  });

  it('records the new status, the note and who handled it', async () => {
    const { id } = await created();
    const { status, body } = await t.call({
      method: 'PUT',
      url: `/api/registration/${id}`,
      payload: { id, status: '已联系', note: '已电话沟通，下周演示' },
      headers: sa,
    });
    expect(status).toBe(200);
    const data = envelopeOf(Registration).parse(body).data;
    expect(data).toMatchObject({ id, status: '已联系', note: '已电话沟通，下周演示', handledByName: saUsername });
    expect(data?.handledAt).toBeTruthy();
  });

  it('lets the same mobile apply again once the earlier request is handled', async () => {
    const { id, mobile } = await created();
    await t.call({
      method: 'PUT',
      url: `/api/registration/${id}`,
      payload: { status: '已拒绝', note: '重复' },
      headers: sa,
    });
    expect((await post(form({ mobile }))).status).toBe(200);
  });

  it('refuses an unknown status with 400 naming the field', async () => {
    const { id } = await created();
    const { status, body } = await t.call({
      method: 'PUT',
      url: `/api/registration/${id}`,
      payload: { status: '已删除' },
      headers: superAdmin,
    });
    expect(status).toBe(400);
    expect(ErrorEnvelope.parse(body).details?.[0]?.path).toBe('status');
  });

  it('answers 404 for a request that does not exist', async () => {
    const { status, body } = await t.call({
      method: 'PUT',
      url: '/api/registration/987654',
      payload: { status: '已开通' },
      headers: sa,
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ msg: '注册申请不存在' });
  });
});
