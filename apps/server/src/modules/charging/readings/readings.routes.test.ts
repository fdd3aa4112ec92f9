import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ImportResult, readingEndpoints as e, type Endpoint } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { billLineUsing, buildChargingWorld, type ChargingWorld } from '../../../../test/factories/charging-setup';
import { multipartFile, readXlsx, xlsxOf } from '../../../../test/factories/records';
import type { Envelope } from '../../../../test/user-calls';

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db);
  other = await buildChargingWorld(t.database.db);
});
afterAll(() => t.close());

const reader = () => t.as(w.reader);
const auditor = () => t.as(w.auditor);
const meter = (n: number) => w.meters[n]!;
const save = (n: number, period: string, current: string | number, extra: Record<string, unknown> = {}) =>
  reader().post('/api/charging/readings', { meterId: meter(n).id, period, current, readOn: `${period}-25`, ...extra });
const row = (data: unknown) => e.saveReading.output.parse(data);
const sheet = async (period: string, extra: Record<string, unknown> = {}) =>
  e.readingSheet.output.parse((await reader().post('/api/charging/readings/list', { estateId: w.estateId, period, size: 50, ...extra })).body.data);
const audit = (ids: number[], approve = true, who = auditor()) => who.post('/api/charging/readings/audit', { ids, approve });

describe('every reading endpoint', () => {
  const urls: [Endpoint, string][] = [
    [e.readingSheet, '/api/charging/readings/list'],
    [e.saveReading, '/api/charging/readings'],
    [e.auditReadings, '/api/charging/readings/audit'],
    [e.exportReadings, '/api/charging/readings/export'],
    [e.readingTemplate, '/api/charging/readings/template'],
    [e.importReadings, '/api/charging/readings/import'],
    [e.readingImportJob, '/api/charging/readings/import/1'],
  ];
  it.each(urls.map(([endpoint, url]) => [`${endpoint.method} ${url}`, endpoint, url] as const))('%s answers 401 without a session', async (_name, endpoint, url) => {
    expect((await t.call({ method: endpoint.method, url, ...(endpoint.method === 'GET' ? {} : { payload: {} }) })).status).toBe(401);
  });
});

describe('抄表录入', () => {
  it('lists every meter of the estate with its previous reading: initial reading, else 0', async () => {
    const page = await sheet('2024-01');
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => [r.meterCode, r.previous, r.state, r.houseCode])).toEqual([
      [meter(0).code, '100', null, w.houses[0]!.code],
      [meter(1).code, '0', null, w.houses[1]!.code],
      [meter(2).code, '0', null, w.houses[2]!.code],
    ]);
    expect((await sheet('2024-01', { kind: '2' })).rows.map((r) => r.meterCode)).toEqual([meter(2).code]);
    expect((await sheet('2024-01', { q: w.houses[1]!.code })).rows.map((r) => r.meterCode)).toEqual([meter(1).code]);
  });

  it('refuses bad input naming the field, and another company’s estate, meter or reading', async () => {
    const noPeriod = await reader().post('/api/charging/readings/list', { estateId: w.estateId });
    expect(noPeriod.status).toBe(400);
    expect(noPeriod.body.details?.[0]?.path).toBe('period');
    const decimals = await save(0, '2024-01', '150.123');
    expect(decimals.status).toBe(400);
    expect(decimals.body.details?.[0]).toMatchObject({ path: 'current', message: '本期读数最多2位小数' });
    expect((await reader().post('/api/charging/readings/list', { estateId: other.estateId, period: '2024-01' })).status).toBe(404);
    expect((await reader().post('/api/charging/readings', { meterId: other.meters[0]!.id, period: '2024-01', current: '1', readOn: '2024-01-25' })).status).toBe(404);
    const theirs = await t.as(other.reader).post('/api/charging/readings', { meterId: other.meters[0]!.id, period: '2024-01', current: '120', readOn: '2024-01-25' });
    expect((await audit([row(theirs.body.data).readingId!])).status).toBe(404);
    expect((await audit([])).body.details?.[0]?.path).toBe('ids');
  });

  it('refuses a reading below the previous one: 本期读数不能小于上期读数', async () => {
    const res = await save(0, '2024-01', '90');
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'current', message: '本期读数不能小于上期读数' }]);
  });

  it('records the reading, its reader, and an audit by someone else only', async () => {
    const saved = row((await save(0, '2024-01', '150')).body.data);
    expect(saved).toMatchObject({ previous: '100.00', current: '150.00', usage: '50.0000', state: 'W', readByName: '抄表员', unusual: false });
    const self = await audit([saved.readingId!], true, reader());
    expect(self.status).toBe(409);
    expect(self.body.msg).toBe('不能审核自己录入的读数');
    const approved = await audit([saved.readingId!]);
    expect(approved.status).toBe(200);
    expect(e.auditReadings.output.parse(approved.body.data)).toEqual({ changed: 1 });
    expect((await sheet('2024-01')).rows[0]).toMatchObject({ state: 'C', auditedByName: '审核员' });
    // Audited: neither edited nor audited again.
    const edit = await save(0, '2024-01', '160');
    expect(edit.status).toBe(409);
    expect(edit.body.msg).toBe('已审核的读数不能修改');
    expect((await audit([saved.readingId!])).status).toBe(409);
    // The next period starts from the audited reading.
    expect((await sheet('2024-02')).rows[0]?.previous).toBe('150.00');
  });

  it('audits all or nothing', async () => {
    const a = row((await save(2, '2024-01', '10')).body.data);
    const mine = row((await t.as(w.auditor).post('/api/charging/readings', { meterId: meter(2).id, period: '2024-02', current: '12', readOn: '2024-02-25' })).body.data);
    expect((await audit([a.readingId!, mine.readingId!])).status).toBe(409);
    const [stored] = await t.database.db.select().from(schema.meterReadings).where(eq(schema.meterReadings.id, a.readingId!));
    expect(stored?.state).toBe('W');
    // Rejected (F) readings may be corrected, and wait for audit again.
    expect((await audit([a.readingId!], false)).status).toBe(200);
    expect(row((await save(2, '2024-01', '11')).body.data)).toMatchObject({ state: 'W', current: '11.00' });
  });

  it('accepts a roll-over past the maximum (C16: 9999, prev 9990, curr 15 → 25 × multiplier)', async () => {
    const first = row((await save(1, '2024-01', '9990')).body.data);
    expect(first.usage).toBe('99900.0000');
    await audit([first.readingId!]);
    const refused = await save(1, '2024-02', '15');
    expect(refused.status).toBe(400);
    const rolled = row((await save(1, '2024-02', '15', { rolledOver: true })).body.data);
    expect(rolled).toMatchObject({ previous: '9990.00', current: '15.00', usage: '250.0000', rolledOver: true, multiplier: 10 });
  });

  it('flags a usage above three times the average of the last audited ones', async () => {
    const high = row((await save(0, '2024-02', '400')).body.data);
    expect(high).toMatchObject({ usage: '250.0000', unusual: true });
    expect(row((await save(0, '2024-02', '290')).body.data).unusual).toBe(false);
  });

  it('refuses to change a billed reading', async () => {
    const r = row((await save(0, '2024-03', '300')).body.data);
    await billLineUsing(t.database.db, w, null, r.readingId);
    const res = await save(0, '2024-03', '310');
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('已计费的读数不能修改');
    expect((await sheet('2024-03')).rows[0]?.billed).toBe(true);
  });

  it('exports the sheet and gives the import template', async () => {
    const headers = await reader().headers();
    const exported = await t.app.inject({ method: 'POST', url: '/api/charging/readings/export', payload: { estateId: w.estateId, period: '2024-01', usage: '核对', auditor: '王经理', auditDate: '2026.11.21' }, headers });
    expect(exported.statusCode).toBe(200);
    const sheets = await readXlsx(exported.rawPayload);
    expect(sheets['抄表录入']?.[0]?.slice(0, 3)).toEqual(['仪表编号', '房屋编号', '房屋名称']);
    expect(sheets['抄表录入']).toHaveLength(4);
    const template = await t.app.inject({ method: 'GET', url: '/api/charging/readings/template', headers });
    expect(template.statusCode).toBe(200);
    expect(Object.values(await readXlsx(template.rawPayload))[0]?.[0]).toEqual(['仪表编号', '期间', '本期读数', '抄表日期', '回零', '备注']);
  });
});

describe('读数导入', () => {
  const header = ['仪表编号', '期间', '本期读数', '抄表日期', '回零', '备注'];
  async function upload(rows: (string | number | null)[][], async = false) {
    const m = multipartFile('file', 'readings.xlsx', await xlsxOf({ 读数: [header, ...rows] }));
    return t.call<Envelope<ImportResult>>({ method: 'POST', url: '/api/charging/readings/import', payload: m.payload, headers: { ...m.headers, ...(await reader().headers()), ...(async ? { prefer: 'respond-async' } : {}) } });
  }
  const stored = (meterId: number, period: string) =>
    t.database.db.select().from(schema.meterReadings).where(and(eq(schema.meterReadings.meterId, meterId), eq(schema.meterReadings.period, period)));

  it('refuses a file with any bad row, naming each, and writes nothing', async () => {
    const res = await upload([
      [meter(2).code, '2024-05', 30, '2024-05-25', null, null],
      ['NOPE', '2024-05', 1, '2024-05-25', null, null],
      [meter(0).code, '2024-05', 10, '2024-05-25', null, null],
      [meter(2).code, '2024-5', 'x', '2024-05-25', '也许', null],
    ]);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('导入失败！');
    const messages = res.body.details?.map((d) => d.message) ?? [];
    expect(messages).toEqual([
      '工作表“读数”第3行：仪表编号“NOPE”不存在',
      '工作表“读数”第4行：本期读数：本期读数不能小于上期读数',
      expect.stringMatching(/^工作表“读数”第5行：期间：期间格式应为YYYY-MM；本期读数：本期读数必须是数字；回零：/) as unknown,
    ]);
    expect(await stored(meter(2).id, '2024-05')).toHaveLength(0);
  });

  it('imports a good file as a job and the job answers its outcome', async () => {
    const res = await upload([
      [meter(2).code, '2024-05', 30, '2024-05-25', null, '导入'],
      [meter(1).code, '2024-05', 9999, '2024-05-26', '否', null],
    ], true);
    expect(res.status).toBe(202);
    const job = ImportResult.parse(res.body.data);
    let outcome = job;
    for (let i = 0; i < 100 && outcome.status === 'running'; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      outcome = ImportResult.parse((await reader().get(`/api/charging/readings/import/${job.jobId}`)).body.data);
    }
    expect(outcome).toMatchObject({ status: 'done', created: 2, imported: 2 });
    const [m3] = await stored(meter(2).id, '2024-05');
    expect(m3).toMatchObject({ current: '30.00', state: 'W', readBy: w.reader.id, readOn: '2024-05-25', remark: '导入' });
    expect((await t.as(other.reader).get(`/api/charging/readings/import/${job.jobId}`)).status).toBe(404);
  });
});
