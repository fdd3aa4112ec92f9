import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { houseRecord, ImportResult } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';
import type { Caller, Envelope } from '../../../test/user-calls';
import { multipartFile, readXlsx, xlsxOf } from '../../../test/factories/records';

let t: TestApp;
let emp: TestUser;
let clerk: TestUser;
let auth: { authorization: string };
let clerkAuth: { authorization: string };
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db);
  const other = await buildCompany(t.database.db);
  emp = await buildUser(t.database.db, { companyId: company.id, role: 'emp', name: '张敏' });
  clerk = await buildUser(t.database.db, { companyId: company.id, role: 'emp', name: '李娟' });
  auth = await t.as(emp).headers();
  clerkAuth = await t.as(clerk).headers();
  outsider = await buildUser(t.database.db, { companyId: other.id, role: 'emp' });
});
afterAll(() => t.close());

/** POST the file to the import endpoint; `async` asks for the job at once (Prefer: respond-async). */
function upload(key: string, file: Buffer, headers = auth, async = false) {
  const m = multipartFile('file', `${key}.xlsx`, file);
  return t.call<Envelope<ImportResult>>({
    method: 'POST',
    url: `/api/records/${key}/import`,
    payload: m.payload,
    headers: { ...m.headers, ...headers, ...(async ? { prefer: 'respond-async' } : {}) },
  });
}

let seq = 0;
async function estate(who: Caller = emp, extra: Record<string, unknown> = {}) {
  seq += 1;
  const res = await t.as(who).post<{ id: number }>('/api/records/estate', { code: `IE${seq}`, name: `导入花园${seq}`, chargeArea: '1', ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}

async function exported(key: string, filters: Record<string, string> = {}): Promise<Buffer> {
  const res = await t.app.inject({ method: 'POST', url: `/api/records/${key}/export`, payload: { usage: '核对', auditor: '王经理', auditDate: '2026.11.21', filters }, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** Sets one cell of the first sheet (row 1 = header), found by header text and a row predicate. */
async function editCell(file: Buffer, match: (row: unknown[]) => boolean, header: string, value: string | number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const col = headers.indexOf(header) + 1;
  expect(col).toBeGreaterThan(0);
  let hit = 0;
  sheet.eachRow((row, n) => {
    if (n > 1 && match((row.values as unknown[]).slice(1))) {
      row.getCell(col).value = value;
      hit += 1;
    }
  });
  expect(hit).toBe(1);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('import template and export carry the id and version columns', () => {
  it('writes ID and 版本 as the last columns: the record id and version in the export, empty in the template', async () => {
    const id = await estate(emp, { name: '编号花园' });
    const sheets = await readXlsx(await exported('estate', { name: '编号花园' }));
    const rows = Object.values(sheets)[0] ?? [];
    expect(rows[0]?.slice(-2)).toEqual(['ID', '版本']);
    expect(rows[1]?.slice(-2)).toEqual([id, 1]);
    const res = await t.app.inject({ method: 'GET', url: '/api/records/estate/template', headers: auth });
    const template = Object.values(await readXlsx(res.rawPayload))[0] ?? [];
    expect(template[0]?.slice(-2)).toEqual(['ID', '版本']);
    expect(template).toHaveLength(1);
  });
});

describe('import updates by id', () => {
  it('round trip: an exported file with one edited cell updates that record and nothing else', async () => {
    const estateId = await estate(emp, { name: '往返花园' });
    const b = await t.as(emp).post<{ id: number }>('/api/records/building', { estateId, code: 'RT-B1', name: '1栋', type: '4', floors: 18 });
    const u = await t.as(emp).post<{ id: number }>('/api/records/unit', { estateId, buildingId: b.body.data.id, code: 'RT-U1', name: '1单元' });
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    for (const n of [1, 2, 3]) {
      const res = await t.as(emp).post('/api/records/house', {
        estateId, buildingId: b.body.data.id, unitId: u.body.data.id, code: `RT-H${n}`, name: `往返101${n}`,
        floor: 1, useState: '4', useType: '1', buildArea: 89.5, useArea: 70, chargeStartDate: '2026-01-01', remark: '原样',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const before = (await t.as(emp).get<{ total: number; rows: { id: number; code: string; updatedAt: string }[] }>(`/api/records/house?estateId=${estateId}&size=10`)).body.data;
    const file = await editCell(await exported('house', { estateId: String(estateId) }), (r) => r.includes('RT-H2'), '房屋名称', '往返1012改');

    const res = await upload('house', file, clerkAuth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = ImportResult.parse(res.body.data);
    expect(result).toMatchObject({ status: 'done', created: 0, updated: 1, unchanged: 2, imported: 3, total: 3 });

    const after = (await t.as(emp).get<{ total: number; rows: unknown[] }>(`/api/records/house?estateId=${estateId}&size=10`)).body.data;
    expect(after.total).toBe(3);
    const rows = after.rows.map((r) => houseRecord.row.parse(r));
    const edited = rows.find((r) => r.code === 'RT-H2');
    expect(edited?.name).toBe('往返1012改');
    expect(edited?.updatedBy).toBe(clerk.id);
    expect(edited?.unitId).toBe(u.body.data.id);
    expect(edited?.buildArea).toBe('89.50');
    const untouched = rows.find((r) => r.code === 'RT-H1');
    expect(untouched?.updatedBy).toBe(emp.id);
    expect(untouched?.updatedAt).toBe(before.rows.find((r) => r.code === 'RT-H1')?.updatedAt);
    const logs = await t.database.db
      .select()
      .from(schema.operationLogs)
      .where(and(eq(schema.operationLogs.recordKey, 'house'), eq(schema.operationLogs.recordId, edited?.id ?? 0), eq(schema.operationLogs.action, 'update')));
    expect(logs).toHaveLength(1);
    expect(logs[0]?.userId).toBe(clerk.id);
    expect(logs[0]?.detail).toEqual({ via: 'import', changed: ['name'] });
  });

  it('updates rows with an id and creates rows without one, in one file', async () => {
    const id = await estate(emp, { name: '混合花园', address: '旧地址' });
    const file = await xlsxOf({
      S: [
        ['ID', '版本', '楼盘编号', '楼盘名称', '计费面积', '地址'],
        [id, 1, `IE-MIX-${id}`, '混合花园', '建筑面积', '新地址'],
        [null, null, 'IE-MIX-NEW', '混合新苑', '1', null],
      ],
    });
    const res = await upload('estate', file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ created: 1, updated: 1, unchanged: 0, imported: 2 });
    const row = (await t.as(emp).get<{ code: string; address: string | null }>(`/api/records/estate/${id}`)).body.data;
    expect(row.code).toBe(`IE-MIX-${id}`);
    expect(row.address).toBe('新地址');
    expect((await t.as(emp).get<{ total: number }>('/api/records/estate?name=混合新苑')).body.data.total).toBe(1);
  });

  it("refuses another company's id, naming the row, and writes nothing of the file", async () => {
    const theirs = await estate(outsider, { name: '别家花园' });
    const file = await xlsxOf({ S: [['楼盘编号', '楼盘名称', '计费面积', 'ID'], ['IE-NEW-X', '不该新增', '1', null], ['IE-THEIRS', '偷改花园', '1', theirs]] });
    const res = await upload('estate', file);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('导入失败！');
    expect(res.body.details?.[0]?.path).toBe('S!3');
    expect(res.body.details?.[0]?.message).toBe(`工作表“S”第3行：ID“${theirs}”的记录不存在或无权访问`);
    expect((await t.as(outsider).get<{ name: string }>(`/api/records/estate/${theirs}`)).body.data.name).toBe('别家花园');
    expect((await t.as(emp).get<{ total: number }>('/api/records/estate?name=不该新增')).body.data.total).toBe(0);
  });

  it('refuses unknown, deleted, malformed and repeated ids', async () => {
    const gone = await estate();
    expect((await t.call({ method: 'DELETE', url: `/api/records/estate/${gone}`, headers: auth })).status).toBe(200);
    const live = await estate();
    const file = await xlsxOf({
      S: [
        ['ID', '版本', '楼盘名称'],
        [gone, 1, '已删花园'],
        [99999999, 1, '无此花园'],
        ['abc', 1, '乱写花园'],
        [live, 1, '第一次'],
        [live, 1, '第二次'],
      ],
    });
    const res = await upload('estate', file);
    expect(res.status).toBe(400);
    const messages = (res.body.details ?? []).map((d) => d.message);
    expect(messages).toEqual([
      `工作表“S”第2行：ID“${gone}”的记录不存在或无权访问`,
      '工作表“S”第3行：ID“99999999”的记录不存在或无权访问',
      '工作表“S”第4行：ID“abc”不是有效的记录ID',
      '工作表“S”第6行：ID“' + live + '”与工作表“S”第5行重复',
    ]);
  });

  it('keeps a record its own unique value but refuses one held by another record', async () => {
    const a = await estate(emp, { code: 'IE-UQ-A', name: '唯一甲' });
    const b = await estate(emp, { code: 'IE-UQ-B', name: '唯一乙' });
    const ok = await upload('estate', await xlsxOf({ S: [['ID', '版本', '楼盘编号', '楼盘名称'], [a, 1, 'IE-UQ-A', '唯一甲改']] }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.updated).toBe(1);
    const clash = await upload('estate', await xlsxOf({ S: [['ID', '版本', '楼盘编号'], [a, 2, 'IE-UQ-B']] }));
    expect(clash.status).toBe(400);
    expect(clash.body.details?.[0]?.message).toBe('工作表“S”第2行：楼盘编号“IE-UQ-B”已存在');
    // The unique index checks row by row: two records cannot trade their codes in one file.
    const swap = await upload('estate', await xlsxOf({ S: [['ID', '版本', '楼盘编号'], [a, 2, 'IE-UQ-B'], [b, 1, 'IE-UQ-A']] }));
    expect(swap.status).toBe(400);
    expect(swap.body.details?.[0]?.message).toMatch(/^工作表“S”第\d行：楼盘编号“IE-UQ-[AB]”与工作表“S”第\d行互换：同一文件中不能互换，请分两次导入$/);
    expect((await t.as(emp).get<{ code: string }>(`/api/records/estate/${a}`)).body.data.code).toBe('IE-UQ-A');
  });

  it('passes a code along a chain in one file: the record giving it up is written first, a new row may take it', async () => {
    const a = await estate(emp, { code: 'IE-CH-A', name: '链甲' });
    const b = await estate(emp, { code: 'IE-CH-B', name: '链乙' });
    // b takes a's code, a takes a new one, a new row takes b's old code.
    const file = await xlsxOf({ S: [['ID', '版本', '楼盘编号', '楼盘名称', '计费面积'], [b, 1, 'IE-CH-A', '链乙', '1'], [null, null, 'IE-CH-B', '链丙', '1'], [a, 1, 'IE-CH-C', '链甲', '1']] });
    const res = await upload('estate', file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ created: 1, updated: 2 });
    expect((await t.as(emp).get<{ code: string }>(`/api/records/estate/${a}`)).body.data.code).toBe('IE-CH-C');
    expect((await t.as(emp).get<{ code: string }>(`/api/records/estate/${b}`)).body.data.code).toBe('IE-CH-A');
  });

  it('refuses a row whose record changed since the export (or without its version), writing nothing', async () => {
    const id = await estate(emp, { name: '版本花园' });
    const file = await exported('estate', { name: '版本花园' });
    const edited = await t.as(emp).put<{ version: number }>(`/api/records/estate/${id}`, { id, version: 1, address: '别人改过' });
    expect(edited.body.data.version).toBe(2);
    const res = await upload('estate', await editCell(file, (row) => row.includes(id), '楼盘名称', '过期改名'));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('导入失败！');
    expect(res.body.details?.[0]?.message).toMatch(/^工作表“.+”第2行：该记录已被他人修改，请重新导出后再导入$/);
    const missing = await upload('estate', await xlsxOf({ S: [['ID', '楼盘名称'], [id, '没带版本']] }));
    expect(missing.status).toBe(400);
    expect(missing.body.details?.[0]?.message).toBe('工作表“S”第2行：缺少版本，请使用最新导出的文件（ID列旁的“版本”列）');
    expect((await t.as(emp).get<{ name: string; version: number }>(`/api/records/estate/${id}`)).body.data).toMatchObject({ name: '版本花园', version: 2 });
  });
});

describe('import jobs', () => {
  it('answers the job at once when asked, and polling shows the outcome; 401 and another company 404', async () => {
    const file = await xlsxOf({ S: [['楼盘编号', '楼盘名称', '计费面积'], ['IE-JOB-1', '任务花园', '1']] });
    const res = await upload('estate', file, auth, true);
    expect(res.status).toBe(202);
    const job = ImportResult.parse(res.body.data);
    expect(job.status).toBe('running');
    const url = `/api/records/estate/import/${job.jobId}`;
    expect((await t.call({ method: 'GET', url })).status).toBe(401);
    expect((await t.as(outsider).get(url)).status).toBe(404);
    expect((await t.as(emp).get(`/api/records/building/import/${job.jobId}`)).status).toBe(404);
    const done = await poll(url);
    expect(done.at(-1)).toMatchObject({ status: 'done', phase: 'done', created: 1, imported: 1 });
  });

  it('reports a failed job with 导入失败！ and the row errors, having written nothing', async () => {
    const file = await xlsxOf({ S: [['楼盘编号', '楼盘名称', '计费面积'], ['IE-JOB-2', '任务花园二', '1'], ['IE-JOB-3', '', '1']] });
    const res = await upload('estate', file, auth, true);
    const snapshots = await poll(`/api/records/estate/import/${res.body.data.jobId}`);
    const last = snapshots.at(-1);
    expect(last?.status).toBe('failed');
    expect(last?.message).toBe('导入失败！');
    expect(last?.errors[0]).toEqual({ path: 'S!3', message: '工作表“S”第3行：楼盘名称不能为空' });
    expect(last?.created).toBe(0);
    expect((await t.as(emp).get<{ total: number }>('/api/records/estate?name=任务花园二')).body.data.total).toBe(0);
  });

  it('reports a job whose instance stopped (no heartbeat for minutes) as failed', async () => {
    const [row] = await t.database.db
      .insert(schema.importJobs)
      .values({ companyId: emp.companyId, recordKey: 'estate', fileName: 'lost.xlsx', createdBy: emp.id, phase: 'validate', total: 10, processed: 4, updatedAt: new Date(Date.now() - 10 * 60_000) })
      .returning();
    const res = await t.as(emp).get<ImportResult>(`/api/records/estate/import/${row?.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'failed', message: '导入失败！', phase: 'validate', created: 0 });
    expect(res.body.data.errors[0]?.message).toContain('导入已中断');
  });

  it('imports 5000 rows with progress that only moves forward', async () => {
    const rows: (string | number | null)[][] = [['楼盘编号', '楼盘名称', '计费面积', '占地面积(㎡)']];
    for (let i = 0; i < 5000; i += 1) rows.push([`BULK-${i}`, `批量花园${i}`, '建筑面积', 1000 + i / 100]);
    const res = await upload('estate', await xlsxOf({ 批量: rows }), auth, true);
    expect(res.status).toBe(202);
    const snapshots = await poll(`/api/records/estate/import/${res.body.data.jobId}`);
    const last = snapshots.at(-1);
    expect(last).toMatchObject({ status: 'done', total: 5000, processed: 5000, created: 5000, sheets: [{ name: '批量', rows: 5000 }] });
    const order = ['read', 'validate', 'write', 'done'];
    for (let i = 1; i < snapshots.length; i += 1) {
      const [a, b] = [snapshots[i - 1], snapshots[i]];
      if (!a || !b) continue;
      expect(order.indexOf(b.phase)).toBeGreaterThanOrEqual(order.indexOf(a.phase));
      if (a.phase === b.phase) expect(b.processed).toBeGreaterThanOrEqual(a.processed);
    }
    // The poll saw the work part-way (rows validated out of the total), not only the end.
    expect(snapshots.some((s) => s.status === 'running' && s.total === 5000 && s.processed > 0 && s.processed < 5000)).toBe(true);
    expect((await t.as(emp).get<{ total: number }>('/api/records/estate?name=批量花园&size=1')).body.data.total).toBe(5000);
  });
});

/** Polls the job until it ends; every snapshot seen, the last one finished. */
async function poll(url: string): Promise<ImportResult[]> {
  const seen: ImportResult[] = [];
  for (let i = 0; i < 5000; i += 1) {
    const res = await t.as(emp).get<ImportResult>(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const snapshot = ImportResult.parse(res.body.data);
    seen.push(snapshot);
    if (snapshot.status !== 'running') return seen;
  }
  throw new Error('import job did not finish');
}
