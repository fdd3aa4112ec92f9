import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DictionaryItems, envelopeOf, estateRecord, houseRecord, ImportResult, ownerRecord, RecordPage } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';
import type { Caller, Envelope } from '../../../test/user-calls';
import { multipartFile, readXlsx, xlsxOf } from '../../../test/factories/records';

const xlsx = xlsxOf;

let t: TestApp;
let emp: TestUser;
let auth: { authorization: string };
let outsider: TestUser;
let govUser: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db);
  const other = await buildCompany(t.database.db);
  emp = await buildUser(t.database.db, { companyId: company.id, role: 'emp', name: '张敏' });
  auth = await t.as(emp).headers();
  outsider = await buildUser(t.database.db, { companyId: other.id, role: 'emp' });
  govUser = await buildUser(t.database.db, { companyId: company.id, role: 'gov' });
});
afterAll(() => t.close());

let seq = 0;
async function estate(who: Caller = emp, extra: Record<string, unknown> = {}) {
  seq += 1;
  const res = await t.as(who).post<{ id: number }>('/api/records/estate', { code: `E${seq}`, name: `阳光花园${seq}期`, chargeArea: '1', ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}
async function building(estateId: number, who: Caller = emp) {
  seq += 1;
  const res = await t.as(who).post<{ id: number }>('/api/records/building', { estateId, code: `B${seq}`, name: `${seq}栋`, type: '4', floors: 18 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}

describe('record engine: auth and roles', () => {
  it('answers 401 without a session', async () => {
    const res = await t.call({ method: 'GET', url: '/api/records/estate' });
    expect(res.status).toBe(401);
  });
  it('answers 403 for a role outside the declaration', async () => {
    expect((await t.as(govUser).get('/api/records/estate')).status).toBe(403);
    expect((await t.as(govUser).post('/api/records/estate', { code: 'X', name: 'X', chargeArea: '1' })).status).toBe(403);
  });
  it('answers 404 for an unknown record key', async () => {
    const res = await t.as(emp).get('/api/records/nothing-here');
    expect(res.status).toBe(404);
  });
  it('refuses writes to a read-only view', async () => {
    const res = await t.as(emp).post('/api/records/company', { code: 'C', name: 'C', nick: 'C', level: '2', type: 'A' });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('该记录只读，不能修改');
  });
});

describe('record engine: create, read, update, delete', () => {
  it('creates an estate and answers the row by the contract', async () => {
    const res = await t.as(emp).post('/api/records/estate', { code: 'YG01', name: '阳光花园', chargeArea: '2', totalArea: 12000.5, deliveredOn: '2020-06-01', phone: '021-55551234' });
    expect(res.status).toBe(200);
    const row = estateRecord.row.parse(res.body.data);
    expect(row.name).toBe('阳光花园');
    expect(row.deliveredOn).toBe('2020-06-01');
    expect(row.totalArea).toBe('12000.50');
    expect(row.labels.chargeArea).toBe('使用面积');
    expect(row.createdBy).toBe(emp.id);
  });

  it('answers 400 naming the field for a missing or bad value', async () => {
    const missing = await t.as(emp).post('/api/records/estate', { code: 'YG02', chargeArea: '1' });
    expect(missing.status).toBe(400);
    expect(missing.body.details?.[0]?.path).toBe('name');
    expect(missing.body.msg).toBe('楼盘名称不能为空');
    const badDate = await t.as(emp).post('/api/records/estate', { code: 'YG02', name: '某某', chargeArea: '1', deliveredOn: '2020-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.details?.[0]?.path).toBe('deliveredOn');
    const badEnum = await t.as(emp).post('/api/records/estate', { code: 'YG02', name: '某某', chargeArea: '9' });
    expect(badEnum.status).toBe(400);
    expect(badEnum.body.details?.[0]?.path).toBe('chargeArea');
  });

  it('refuses a duplicate unique value with the label', async () => {
    await t.as(emp).post('/api/records/estate', { code: 'DUP1', name: '重复测试', chargeArea: '1' });
    const res = await t.as(emp).post('/api/records/estate', { code: 'DUP1', name: '重复测试二', chargeArea: '1' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toBe('楼盘编号已存在');
  });

  it('updates with PUT /{id} and keeps fields that were not sent', async () => {
    const id = await estate(emp, { address: '上海市浦东新区1号' });
    const res = await t.as(emp).put<{ name: string; address: string; version: number }>(`/api/records/estate/${id}`, { id, version: 1, name: '改名花园' });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('改名花园');
    expect(res.body.data.version).toBe(2);
    expect(res.body.data.address).toBe('上海市浦东新区1号');
    const logs = await t.database.db.select().from(schema.operationLogs).where(and(eq(schema.operationLogs.recordKey, 'estate'), eq(schema.operationLogs.recordId, id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'update']);
    expect(logs.every((l) => l.userId === emp.id)).toBe(true);
  });

  it("refuses another company's ids (get, put, delete, reference)", async () => {
    const theirs = await estate(outsider);
    expect((await t.as(emp).get(`/api/records/estate/${theirs}`)).status).toBe(404);
    expect((await t.as(emp).put(`/api/records/estate/${theirs}`, { name: '偷改', version: 1 })).status).toBe(404);
    expect((await t.as(emp).del(`/api/records/estate/${theirs}`)).status).toBe(404);
    const ref = await t.as(emp).post('/api/records/zone', { estateId: theirs, code: 'Z-X', name: '越权区' });
    expect(ref.status).toBe(400);
    expect(ref.body.details?.[0]?.path).toBe('estateId');
    const list = await t.as(emp).get<{ rows: { id: number }[] }>('/api/records/estate?size=999');
    expect(list.body.data.rows.map((r) => r.id)).not.toContain(theirs);
  });

  it('deletes an unreferenced record and soft-deletes a referenced one', async () => {
    const lone = await estate();
    expect((await t.as(emp).del<{ mode: string }>(`/api/records/estate/${lone}`)).body.data.mode).toBe('deleted');
    const used = await estate();
    await building(used);
    const res = await t.as(emp).del<{ mode: string }>(`/api/records/estate/${used}`);
    expect(res.body.data.mode).toBe('soft-deleted');
    expect((await t.as(emp).get(`/api/records/estate/${used}`)).status).toBe(404);
    const [kept] = await t.database.db.select().from(schema.estates).where(eq(schema.estates.id, used));
    expect(kept?.deletedAt).toBeTruthy();
  });
});

describe('record engine: batch delete of the ticked rows', () => {
  it('deletes each row in its own transaction and reports the rows it refused with their reason', async () => {
    const lone = await estate();
    const used = await estate();
    await building(used);
    const theirs = await estate(outsider);
    const res = await t.as(emp).post<{ results: { id: number; ok: boolean; mode?: string; msg?: string }[] }>('/api/records/estate/batch-delete', { ids: [lone, used, theirs] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.results).toEqual([
      { id: lone, ok: true, mode: 'deleted' },
      { id: used, ok: true, mode: 'soft-deleted' },
      { id: theirs, ok: false, msg: '记录不存在或无权访问' },
    ]);
    expect((await t.as(outsider).get(`/api/records/estate/${theirs}`)).status).toBe(200);
  });

  it('answers 401 without a session, 403 for a role outside the declaration, 400 without ids', async () => {
    expect((await t.call({ method: 'POST', url: '/api/records/estate/batch-delete', payload: { ids: [1] } })).status).toBe(401);
    const mine = await estate();
    expect((await t.as(govUser).post('/api/records/estate/batch-delete', { ids: [mine] })).status).toBe(403);
    expect((await t.as(emp).get(`/api/records/estate/${mine}`)).status).toBe(200);
    const empty = await t.as(emp).post('/api/records/estate/batch-delete', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.details?.[0]?.path).toBe('ids');
  });
});

describe('record engine: list', () => {
  it('filters, sorts and pages', async () => {
    const e1 = await estate();
    const b1 = await building(e1);
    for (const code of ['H-003', 'H-001', 'H-002']) {
      const res = await t.as(emp).post('/api/records/house', { estateId: e1, buildingId: b1, code, name: `1栋${code}`, useState: '4', useType: '1', buildArea: 89.5 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const res = await t.as(emp).get(`/api/records/house?estateId=${e1}&sort=code&order=desc&size=2&page=1`);
    expect(res.status).toBe(200);
    const page = RecordPage.parse(res.body.data);
    expect(page.total).toBe(3);
    const rows = page.rows.map((r) => houseRecord.row.parse(r));
    expect(rows.map((r) => r.code)).toEqual(['H-003', 'H-002']);
    expect(rows[0]?.labels.useState).toBe('使用中');
    expect(rows[0]?.labels.estateId).toMatch(/阳光花园/);
    const contains = await t.as(emp).get<{ total: number }>(`/api/records/house?estateId=${e1}&code=001`);
    expect(contains.body.data.total).toBe(1);
  });

  it('answers 400 for a sort field the declaration does not allow', async () => {
    const res = await t.as(emp).get('/api/records/house?sort=remark');
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe('sort');
  });
});

describe('reference options', () => {
  it('narrows buildings to one estate and refuses a non-reference field', async () => {
    const e1 = await estate();
    const e2 = await estate();
    const b1 = await building(e1);
    await building(e2);
    const res = await t.as(emp).get<{ id: number; label: string }[]>(`/api/records/building/options?by=estateId&byValue=${e1}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((o) => o.id)).toEqual([b1]);
    const bad = await t.as(emp).get(`/api/records/building/options?by=name&byValue=1`);
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.path).toBe('by');
    const theirs = await t.as(outsider).get<{ id: number }[]>(`/api/records/building/options`);
    expect(theirs.body.data.map((o) => o.id)).not.toContain(b1);
  });
});

describe('master-data rules', () => {
  it("refuses a house whose building is in another estate", async () => {
    const e1 = await estate();
    const e2 = await estate();
    const b2 = await building(e2);
    const res = await t.as(emp).post('/api/records/house', { estateId: e1, buildingId: b2, code: 'X-1', name: '错位房', useState: '1', useType: '1' });
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe('buildingId');
  });

  it('checks the ID number of ID type 1 and the mobile rule', async () => {
    const badId = await t.as(emp).post('/api/records/owner', { name: '李雷', type: '1', idType: '1', idNumber: '12345' });
    expect(badId.status).toBe(400);
    expect(badId.body.details?.[0]?.path).toBe('idNumber');
    const passport = await t.as(emp).post('/api/records/owner', { name: 'John Smith', type: '1', idType: '2', idNumber: 'E12345678' });
    expect(passport.status).toBe(200);
    const badMobile = await t.as(emp).post('/api/records/owner', { name: '韩梅梅', type: '1', mobile: '12345678901' });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.details?.[0]?.path).toBe('mobile');
    const ok = await t.as(emp).post('/api/records/owner', { name: '韩梅梅', type: '1', idType: '1', idNumber: '11010519491231002X', mobile: '13812345678' });
    expect(ownerRecord.row.parse(ok.body.data).labels.type).toBe('个人');
  });

  it('lets a company add an item to an editable dictionary but not change a built-in one', async () => {
    const added = await t.as(emp).post('/api/records/dictionary', { dictCode: 'vehicle_model', value: '6', labelCn: '新能源车', labelTw: '新能源車', enabled: true });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const dicts = DictionaryItems.parse((await t.as(emp).get('/api/dictionaries')).body.data);
    expect(dicts.vehicle_model?.map((i) => i.cn)).toContain('新能源车');
    const theirs = DictionaryItems.parse((await t.as(outsider).get('/api/dictionaries')).body.data);
    expect(theirs.vehicle_model?.map((i) => i.cn)).not.toContain('新能源车');
    const fixed = await t.as(emp).post('/api/records/dictionary', { dictCode: 'house_use_state', value: '9', labelCn: '拆除', labelTw: '拆除', enabled: true });
    expect(fixed.status).toBe(400);
    const [builtIn] = await t.database.db.select().from(schema.dictionaryItems).where(eq(schema.dictionaryItems.dictCode, 'owner_type'));
    const edit = await t.as(emp).put(`/api/records/dictionary/${builtIn?.id}`, { labelCn: '改', version: builtIn?.version });
    expect(edit.status).toBe(403);
  });

  it('shows the own company and those below it, not a sibling', async () => {
    const parent = await buildCompany(t.database.db, { level: 1 });
    const child = await buildCompany(t.database.db, { parentId: parent.id, level: 2 });
    const sibling = await buildCompany(t.database.db, { level: 1 });
    const boss = await buildUser(t.database.db, { companyId: parent.id, role: 'emp' });
    const res = await t.as(boss).get<{ rows: { id: number }[] }>('/api/records/company?size=100');
    const ids = res.body.data.rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([parent.id, child.id]));
    expect(ids).not.toContain(sibling.id);
  });

  it('lists the company staff from the accounts', async () => {
    const res = await t.as(emp).get<{ rows: { name: string }[] }>('/api/records/staff?size=100');
    expect(res.status).toBe(200);
    expect(res.body.data.rows.map((r) => r.name)).toContain('张敏');
  });
});

describe('Excel export and import', () => {
  it('refuses an export without the purpose fields', async () => {
    const res = await t.as(emp).post('/api/records/estate/export', { usage: '', auditor: '王经理', auditDate: '2026.11.21' });
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe('usage');
    const badDate = await t.as(emp).post('/api/records/estate/export', { usage: '年度盘点', auditor: '王经理', auditDate: '2026-11-21' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.details?.[0]?.path).toBe('auditDate');
  });

  it('streams every row of the scope and records the purpose', async () => {
    await estate(emp, { name: '导出花园' });
    const res = await t.app.inject({ method: 'POST', url: '/api/records/estate/export', payload: { usage: '年度盘点', auditor: '王经理', auditDate: '2026.11.21' }, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheets = await readXlsx(res.rawPayload);
    const rows = Object.values(sheets)[0] ?? [];
    expect(rows[0]).toContain('楼盘名称');
    const names = rows.slice(1).map((r) => r[1]);
    expect(names).toContain('导出花园');
    const live = await t.as(emp).get<{ total: number }>('/api/records/estate?size=1');
    expect(rows.length - 1).toBe(live.body.data.total);
    const audits = await t.database.db.select().from(schema.exportAudits).where(eq(schema.exportAudits.recordKey, 'estate'));
    expect(audits.some((a) => a.usage === '年度盘点' && a.auditor === '王经理' && a.auditDate === '2026.11.21')).toBe(true);
  });

  it('exports only the ticked rows when filters.ids names them, and refuses bad ids', async () => {
    const a = await estate(emp, { name: '所选甲' });
    const b = await estate(emp, { name: '所选乙' });
    await estate(emp, { name: '未选丙' });
    const theirs = await estate(outsider, { name: '他司丁' });
    const purpose = { usage: '核对所选', auditor: '王经理', auditDate: '2026.11.21' };
    const res = await t.app.inject({ method: 'POST', url: '/api/records/estate/export', payload: { ...purpose, filters: { ids: `${a},${b},${theirs}` } }, headers: auth });
    expect(res.statusCode).toBe(200);
    const rows = Object.values(await readXlsx(res.rawPayload))[0] ?? [];
    expect(rows.slice(1).map((r) => r[1]).sort()).toEqual(['所选乙', '所选甲'].sort());
    const bad = await t.app.inject({ method: 'POST', url: '/api/records/estate/export', payload: { ...purpose, filters: { ids: '1,x' } }, headers: auth });
    expect(bad.statusCode).toBe(400);
  });

  it('imports every sheet when every row is valid', async () => {
    const file = await xlsxOf({
      一期: [['楼盘编号', '楼盘名称', '计费面积', '交付日期'], ['IMP-1', '导入一期', '建筑面积', '2019-01-01']],
      二期: [['code', 'name', 'chargeArea'], ['IMP-2', '导入二期', '3'], [null, null, null]],
    });
    const res = await t.call<Envelope>({ method: 'POST', url: '/api/records/estate/import', ...withAuth(multipartFile('file', 'estates.xlsx', file)) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = ImportResult.parse(res.body.data);
    expect(result.imported).toBe(2);
    const list = await t.as(emp).get<{ rows: { name: string; chargeArea: string }[] }>('/api/records/estate?name=导入&size=10');
    expect(list.body.data.rows.map((r) => r.chargeArea).sort()).toEqual(['1', '3']);
  });

  it('refuses the whole file when one row is bad and names the sheet and row', async () => {
    const before = (await t.as(emp).get<{ total: number }>('/api/records/estate?size=1')).body.data.total;
    const file = await xlsxOf({
      好: [['楼盘编号', '楼盘名称', '计费面积'], ['OK-1', '好楼盘', '1']],
      坏: [['楼盘编号', '楼盘名称', '计费面积'], ['OK-2', '好楼盘二', '1'], ['BAD-1', '', '1']],
    });
    const res = await t.call<Envelope>({ method: 'POST', url: '/api/records/estate/import', ...withAuth(multipartFile('file', 'estates.xlsx', file)) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('导入失败！');
    expect(res.body.details?.[0]?.path).toBe('坏!3');
    expect(res.body.details?.[0]?.message).toContain('工作表“坏”第3行');
    expect(res.body.details?.[0]?.message).toContain('楼盘名称不能为空');
    const after = (await t.as(emp).get<{ total: number }>('/api/records/estate?size=1')).body.data.total;
    expect(after).toBe(before);
  });

  it('refuses duplicates inside the file and against the database', async () => {
    await t.as(emp).post('/api/records/estate', { code: 'DB-1', name: '已有楼盘', chargeArea: '1' });
    const file = await xlsxOf({ S: [['楼盘编号', '楼盘名称', '计费面积'], ['DB-1', '甲', '1'], ['F-1', '乙', '1'], ['F-1', '丙', '1']] });
    const res = await t.call<Envelope>({ method: 'POST', url: '/api/records/estate/import', ...withAuth(multipartFile('file', 'e.xlsx', file)) });
    expect(res.status).toBe(400);
    const messages = (res.body.details ?? []).map((d) => d.message).join('\n');
    expect(messages).toContain('第4行');
    expect(messages).toContain('“DB-1”已存在');
  });

  it('resolves references by display name on import', async () => {
    const e1 = await estate(emp, { name: '引用花园' });
    const file = await xlsxOf({ S: [['所属楼盘', '楼宇编号', '楼宇名称', '楼宇类型'], ['引用花园', 'RB-1', '1栋', '高层'], ['不存在花园', 'RB-2', '2栋', '高层']] });
    const res = await t.call<Envelope>({ method: 'POST', url: '/api/records/building/import', ...withAuth(multipartFile('file', 'b.xlsx', file)) });
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.message).toContain('第3行');
    const ok = await xlsxOf({ S: [['所属楼盘', '楼宇编号', '楼宇名称', '楼宇类型'], ['引用花园', 'RB-1', '1栋', '高层']] });
    const done = await t.call<Envelope<{ imported: number }>>({ method: 'POST', url: '/api/records/building/import', ...withAuth(multipartFile('file', 'b.xlsx', ok)) });
    expect(done.body.data.imported).toBe(1);
    const list = await t.as(emp).get<{ total: number }>(`/api/records/building?estateId=${e1}`);
    expect(list.body.data.total).toBe(1);
  });

  it("resolves a building name within the row's estate", async () => {
    const e1 = await estate(emp, { name: '同名甲苑' });
    const e2 = await estate(emp, { name: '同名乙苑' });
    await t.as(emp).post('/api/records/building', { estateId: e1, code: 'SAME-1', name: '9栋', type: '4' });
    const b2 = (await t.as(emp).post<{ id: number }>('/api/records/building', { estateId: e2, code: 'SAME-2', name: '9栋', type: '4' })).body.data.id;
    const file = await xlsx({ S: [['所属楼盘', '所属楼宇', '房屋编号', '房屋名称', '使用状态', '使用类型'], ['同名乙苑', '9栋', 'SAME-H1', '乙苑9栋101', '使用中', '自用']] });
    const res = await t.call<Envelope<{ imported: number }>>({ method: 'POST', url: '/api/records/house/import', ...withAuth(multipartFile('file', 'h.xlsx', file)) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await t.as(emp).get<{ rows: { buildingId: number }[] }>(`/api/records/house?code=SAME-H1`);
    expect(list.body.data.rows[0]?.buildingId).toBe(b2);
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const res = await t.call<Envelope>({ method: 'POST', url: '/api/records/estate/import', ...withAuth(multipartFile('file', 'x.xlsx', Buffer.from('not excel'))) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('导入失败！');
  });
});

function withAuth(m: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: m.payload, headers: { ...m.headers, ...auth } };
}

describe('OpenAPI', () => {
  it('lists the generic record endpoints', async () => {
    const res = await t.call<{ paths: Record<string, Record<string, unknown>> }>({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(res.body.paths['/api/records/{key}'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(res.body.paths['/api/records/{key}/export']).toBeDefined();
    expect(envelopeOf(RecordPage)).toBeDefined();
  });
});
