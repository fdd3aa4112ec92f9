import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildCompany } from '../../test/factories/companies';
import { buildUser } from '../../test/factories/users';
import { tokenFor } from '../../test/factories/session';
import { multipartFile, xlsxOf } from '../../test/factories/records';

// Strings are checked once at the edge (NUL, unpaired surrogates); lengths count characters;
// business dates lie in 1900-2100. Every refusal is a 400 envelope with a Chinese message naming the field.

interface Body<T = unknown> {
  code: number;
  msg: string;
  data: T;
  errorCode?: string;
  requestId?: string;
  details?: { path: string; message: string }[];
}

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
const BAD = '不能包含空字符或无效字符';

let t: TestApp;
let auth: { authorization: string };
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db);
  auth = await tokenFor(t, await buildUser(t.database.db, { companyId: company.id, role: 'emp' }));
});
afterAll(() => t.close());

const call = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: object = auth,
) =>
  t.call<Body<T>>({
    method,
    url,
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

function estateBody(extra: Record<string, unknown> = {}) {
  seq += 1;
  return { code: `EDGE${seq}`, name: `边界花园${seq}期`, chargeArea: '1', ...extra };
}

function expectRefused(res: { status: number; body: Body }, field: string, message = BAD) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe(400);
  expect(res.body.msg).toBe(`${field}：${message}`);
  expect(res.body.errorCode).toBe('validation.bad_characters');
  expect(res.body.requestId).toBeTruthy();
}

describe('text with NUL or a half surrogate pair is refused at the edge', () => {
  it.each([
    ['NUL', NUL],
    ['a lone surrogate', LONE],
  ])('refuses %s in a record create, naming the field', async (_, bad) => {
    expectRefused(await call('POST', '/api/records/estate', estateBody({ remark: bad })), 'remark');
  });

  it.each([
    ['NUL', NUL],
    ['a lone surrogate', LONE],
  ])('refuses %s in a record update and keeps the record', async (_, bad) => {
    const created = await call<{ id: number }>('POST', '/api/records/estate', estateBody({ remark: '原备注' }));
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expectRefused(await call('PUT', `/api/records/estate/${id}`, { remark: bad }), 'remark');
    const stored = await call<{ remark: string }>('GET', `/api/records/estate/${id}`);
    expect(stored.body.data.remark).toBe('原备注');
  });

  it('refuses NUL deep inside a body and in a field name', async () => {
    expectRefused(
      await call('POST', '/api/records/estate', estateBody({ extra: { list: ['ok', NUL] } })),
      'extra.list.1',
    );
    expectRefused(await call('POST', '/api/records/estate', { ...estateBody(), ['re\u0000mark']: 'x' }), '字段名');
  });

  it('refuses NUL in a list filter and in an options search', async () => {
    expectRefused(await call('GET', '/api/records/estate?name=a%00b'), 'name');
    expectRefused(await call('GET', '/api/records/estate/options?q=%00'), 'q');
  });

  it('refuses NUL in a path param', async () => {
    expectRefused(await call('GET', '/api/records/est%00ate'), 'key');
    expectRefused(await call('DELETE', '/api/records/estate/1%00'), 'id');
  });

  it('reads percent escapes that are no UTF-8 text (a lone surrogate) as plain text, never a server error', async () => {
    const res = await call<{ total: number }>('GET', '/api/records/estate?name=%ED%A0%80');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(0);
  });

  it('answers a path that is no UTF-8 text, or a path param too long, with the envelope in Chinese', async () => {
    const bad = await call('DELETE', '/api/records/estate/%ED%A0%80');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400, msg: '请求地址不正确', errorCode: 'http.fst_err_bad_url' });
    const long = await call('DELETE', `/api/records/estate/${'1'.repeat(3000)}`);
    expect(long.status).toBe(414);
    expect(long.body).toMatchObject({ code: 414, msg: '请求地址过长', errorCode: 'http.fst_err_max_param_length' });
  });

  it.each([
    ['NUL', NUL],
    ['a lone surrogate', LONE],
  ])('refuses %s in the public crash report without a session', async (_, bad) => {
    const res = await t.call<Body>({
      method: 'POST',
      url: '/api/crash',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: bad, operation: 'encrypt' }),
    });
    expectRefused(res, 'username');
  });

  it.each([
    ['NUL', 'A_x0000_B'],
    ['a lone surrogate', 'A_xD800_B'],
  ])('refuses an Excel import cell holding %s, naming the sheet, row and column', async (_, cell) => {
    const file = await xlsxOf({
      楼盘: [
        ['楼盘编号', '楼盘名称', '计费面积'],
        ['IMP-EDGE', cell, '1'],
      ],
    });
    const upload = multipartFile('file', 'estates.xlsx', file);
    const res = await t.call<Body>({
      method: 'POST',
      url: '/api/records/estate/import',
      payload: upload.payload,
      headers: { ...upload.headers, ...auth },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.details?.[0]).toEqual({ path: '楼盘!2', message: `工作表“楼盘”第2行：楼盘名称${BAD}` });
  });
});

describe('the uploaded file name is text too', () => {
  it('refuses an import whose file name holds NUL, naming the file', async () => {
    const file = await xlsxOf({
      楼盘: [
        ['楼盘编号', '楼盘名称', '计费面积'],
        ['IMP-NAME', '文件名花园', '1'],
      ],
    });
    const upload = multipartFile('file', 'estates%00.xlsx', file);
    const payload = Buffer.from(
      upload.payload.toString('latin1').replace('filename="estates%00.xlsx"', "filename*=UTF-8''estates%00.xlsx"),
      'latin1',
    );
    const res = await t.call<Body>({
      method: 'POST',
      url: '/api/records/estate/import',
      payload,
      headers: { ...upload.headers, ...auth },
    });
    expectRefused(res, 'file');
  });
});

describe('lengths count characters, not UTF-16 units', () => {
  it('stores 100 emoji in a 100-character field and refuses 101', async () => {
    const ok = await call<{ id: number }>('POST', '/api/records/estate', estateBody({ developer: '😀'.repeat(100) }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const stored = await call<{ developer: string }>('GET', `/api/records/estate/${ok.body.data.id}`);
    expect(stored.body.data.developer).toBe('😀'.repeat(100));
    const over = await call('POST', '/api/records/estate', estateBody({ developer: '😀'.repeat(101) }));
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('开发商最多100个字符');
  });
});

describe('business dates lie in 1900-2100', () => {
  it.each(['1899-12-31', '2101-01-01'])('refuses a delivery date of %s, naming the field', async (day) => {
    const res = await call('POST', '/api/records/estate', estateBody({ deliveredOn: day }));
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('交付日期须在1900年至2100年之间');
  });

  it('accepts a delivery date in 2026', async () => {
    const res = await call('POST', '/api/records/estate', estateBody({ deliveredOn: '2026-06-30' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses an export approval day of 2101', async () => {
    const res = await call('POST', '/api/records/estate/export', {
      usage: '盘点',
      auditor: '王经理',
      auditDate: '2101.01.01',
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('auditDate：审批日期须在1900年至2100年之间');
  });
});
