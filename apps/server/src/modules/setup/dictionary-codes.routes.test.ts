import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDictionaryCodes } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser } from '../../../test/factories/users';
import { tokenFor } from '../../../test/factories/session';

let t: TestApp;
let emp: { authorization: string };
let sa: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db);
  emp = await tokenFor(t, await buildUser(t.database.db, { companyId: company.id, role: 'emp' }));
  sa = await tokenFor(t, await buildUser(t.database.db, { companyId: company.id, role: 'sa' }));
});
afterAll(() => t.close());

const get = (headers?: Record<string, string>) => t.call<{ code: number; data: unknown }>({ method: 'GET', url: '/api/dictionary-codes', headers });

describe('GET /api/dictionary-codes', () => {
  it('answers 401 without a session', async () => {
    expect((await get()).status).toBe(401);
  });

  it('lists every declared dictionary with its names and whether a company may extend it', async () => {
    const res = await get(emp);
    expect(res.status).toBe(200);
    const codes = listDictionaryCodes.output.parse(res.body.data);
    const byCode = new Map(codes.map((c) => [c.code, c]));
    expect(byCode.get('settle_method')).toEqual({ code: 'settle_method', name: { cn: '结算方式', tw: '結算方式' }, editable: true });
    expect(byCode.get('company_level')?.editable).toBe(false);
    // Areas contribute dictionaries too (管理设置's information item types).
    expect(byCode.get('info_item_type')?.name.cn).toBe('信息项目类型');
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    expect(listDictionaryCodes.output.parse((await get(sa)).body.data)).toEqual(codes);
  });

  it('offers exactly the codes the dictionary screen accepts for company items', async () => {
    const codes = listDictionaryCodes.output.parse((await get(emp)).body.data);
    const editable = codes.find((c) => c.editable)!;
    const builtIn = codes.find((c) => !c.editable)!;
    const add = (dictCode: string) =>
      t.call<{ details?: { path: string; message: string }[] }>({ method: 'POST', url: '/api/records/dictionary', headers: emp, payload: { dictCode, value: 'T1', labelCn: '测试项', labelTw: '測試項', enabled: true, sort: 0 } });
    expect((await add(editable.code)).status).toBe(200);
    const refused = await add(builtIn.code);
    expect(refused.status).toBe(400);
    expect(refused.body.details?.[0]).toEqual({ path: 'dictCode', message: '该字典不存在或不允许修改' });
  });
});
