import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintRecord } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser } from '../../../test/factories/users';
import { multipartFile, xlsxOf } from '../../../test/factories/records';
import { areaRefs, areaSamples, type AreaRefs, type AreaSample } from '../../../test/factories/record-areas';
import type { UserCalls } from '../../../test/user-calls';

let t: TestApp;
let auth: { authorization: string };
let c: UserCalls;
let refs: AreaRefs;
let theirRefs: AreaRefs;
let samples: () => Record<string, AreaSample>;

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db);
  const other = await buildCompany(t.database.db);
  const emp = await buildUser(t.database.db, { companyId: company.id, role: 'emp', name: '林娜' });
  const them = await buildUser(t.database.db, { companyId: other.id, role: 'emp', name: '吴刚' });
  c = t.as(emp);
  auth = await c.headers();
  refs = await areaRefs(t, emp);
  theirRefs = await areaRefs(t, them);
  samples = () => areaSamples(refs);
});
afterAll(() => t.close());

const body = (key: string, extra: Record<string, unknown> = {}) => ({
  ...(samples()[key] as AreaSample).body,
  ...extra,
});

describe('投诉管理', () => {
  it('moves a complaint forward to 已办结 with its closing time', async () => {
    const created = await c.post<{ id: number }>('/api/records/complaint', body('complaint'));
    const id = created.body.data.id;
    expect((await c.edit(`/api/records/complaint/${id}`, { id, status: '2' })).status).toBe(200);
    const closed = await c.edit(`/api/records/complaint/${id}`, {
      id,
      status: '3',
      closedAt: '2026-11-02 17:00',
      result: '已协调施工时间',
      satisfaction: '2',
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const row = complaintRecord.row.parse(closed.body.data);
    expect(row.labels.status).toBe('已办结');
    expect(row.closedAt).toBe('2026-11-02 17:00');
  });

  it('refuses a status going back, naming both states', async () => {
    const created = await c.post<{ id: number }>('/api/records/complaint', body('complaint', { status: '2' }));
    const id = created.body.data.id;
    const res = await c.edit(`/api/records/complaint/${id}`, { id, status: '1' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('投诉状态不能从「处理中」退回「待处理」');
    expect(res.body.details?.[0]?.path).toBe('status');
  });

  it('refuses closing without a closing time, and a closing time before receipt', async () => {
    const noTime = await c.post('/api/records/complaint', body('complaint', { status: '3' }));
    expect(noTime.status).toBe(400);
    expect(noTime.body.msg).toBe('已办结的投诉须填写办结时间');
    expect(noTime.body.details?.[0]?.path).toBe('closedAt');
    const early = await c.post(
      '/api/records/complaint',
      body('complaint', { status: '3', closedAt: '2026-11-01 08:00' }),
    );
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe('办结时间不能早于受理时间');
  });

  it.each(['12912345678', '12345abc', '021-0500200', '1234567'])('refuses the phone %s with the contact phone rule', async (phone) => {
    const res = await c.post('/api/records/complaint', body('complaint', { phone }));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('联系电话格式不正确');
    expect(res.body.details?.[0]?.path).toBe('phone');
  });

  it.each(['021-50002000', '0755-12345678-123', '50002000', '400-820-8820', '13800138000', '+86 13800138000'])(
    'takes the landline, service or mobile number %s as the complainant’s phone',
    async (phone) => {
      const res = await c.post<{ id: number }>('/api/records/complaint', body('complaint', { phone }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const row = complaintRecord.row.parse((await c.get(`/api/records/complaint/${res.body.data.id}`)).body.data);
      expect(row.phone).toBe(phone);
    },
  );

  it("refuses another company's house and handler", async () => {
    const res = await c.post(
      '/api/records/complaint',
      body('complaint', { houseId: theirRefs.houseId, handlerId: theirRefs.staffId }),
    );
    expect(res.status).toBe(400);
    expect(res.body.details?.map((d) => d.path).sort()).toEqual(['handlerId', 'houseId']);
  });

  it('refuses an import whose row breaks a rule, whole, naming the row', async () => {
    const before = (await c.get<{ total: number }>('/api/records/complaint?size=1')).body.data.total;
    const header = [
      '投诉编号',
      '投诉人',
      '投诉渠道',
      '投诉类别',
      '投诉内容',
      '紧急程度',
      '处理状态',
      '受理时间',
      '办结时间',
    ];
    const file = await xlsxOf({
      投诉: [
        header,
        ['IMP-1', '张三', '电话', '环境卫生', '垃圾未及时清运', '一般', '待处理', '2026-11-01 08:00', null],
        ['IMP-2', '李四', '微信', '噪音扰民', '夜间施工', '重要', '已办结', '2026-11-01 09:00', '2026-10-31 09:00'],
      ],
    });
    const res = await t.call<{ msg: string; details?: { path: string; message: string }[] }>({
      method: 'POST',
      url: '/api/records/complaint/import',
      ...withAuth(multipartFile('file', 'complaints.xlsx', file)),
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('导入失败！');
    expect(res.body.details?.[0]?.path).toContain('投诉!3');
    expect(res.body.details?.[0]?.message).toContain('办结时间不能早于受理时间');
    expect((await c.get<{ total: number }>('/api/records/complaint?size=1')).body.data.total).toBe(before);
  });
});

describe('派工管理', () => {
  it('refuses a dispatch without a handler, in Chinese, naming the field', async () => {
    const { handlerId: _dropped, ...withoutHandler } = body('dispatch');
    const res = await c.post('/api/records/dispatch', withoutHandler);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('处理人不能为空');
    expect(res.body.details?.[0]?.path).toBe('handlerId');
  });

  it('refuses taking the handler away on update', async () => {
    const created = await c.post<{ id: number }>('/api/records/dispatch', body('dispatch'));
    const id = created.body.data.id;
    const res = await c.edit(`/api/records/dispatch/${id}`, { id, handlerId: null });
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe('handlerId');
  });

  it('needs the finishing time to complete, then refuses going back', async () => {
    const created = await c.post<{ id: number }>('/api/records/dispatch', body('dispatch'));
    const id = created.body.data.id;
    const incomplete = await c.edit(`/api/records/dispatch/${id}`, { id, status: '3' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.msg).toBe('已完成的派工单须填写实际完成时间');
    expect(
      (await c.edit(`/api/records/dispatch/${id}`, { id, status: '3', finishedAt: '2026-11-03 16:20' })).status,
    ).toBe(200);
    const back = await c.edit(`/api/records/dispatch/${id}`, { id, status: '2' });
    expect(back.status).toBe(400);
    expect(back.body.msg).toBe('派工状态不能从「已完成」退回「处理中」');
  });

  it('keeps money as decimal strings', async () => {
    const res = await c.post<{ laborCost: string }>('/api/records/dispatch', body('dispatch', { laborCost: '120.5' }));
    expect(res.body.data.laborCost).toBe('120.50');
    const float = await c.post('/api/records/dispatch', body('dispatch', { laborCost: '1.005' }));
    expect(float.status).toBe(400);
  });
});

describe('装修, 入伙验房, 房屋租赁', () => {
  it.each([
    ['decoration', { startDate: '2026-11-10', endDate: '2026-11-01' }, 'endDate', '完工日期不能早于开工日期'],
    ['move-in-inspect', { result: '2', rectifyDeadline: null }, 'rectifyDeadline', '需整改的验房须填写整改期限'],
    ['move-in-inspect', { rectifyDeadline: '2026-08-01' }, 'rectifyDeadline', '整改期限不能早于验房日期'],
    ['renting', { endDate: '2026-10-01' }, 'endDate', '到期日期不能早于起租日期'],
    ['renting', { tenantIdNumber: '33010619900101123' }, 'tenantIdNumber', '承租人身份证号证件号码格式不正确'],
  ])('%s with %j is refused on %s', async (key, extra, path, msg) => {
    const res = await c.post(`/api/records/${key}`, body(key, extra));
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe(path);
    expect(res.body.msg).toBe(msg);
  });

  it('lets a lease end but not come back to 租赁中', async () => {
    const created = await c.post<{ id: number }>('/api/records/renting', body('renting'));
    const id = created.body.data.id;
    expect((await c.edit(`/api/records/renting/${id}`, { id, status: '3' })).status).toBe(200);
    const back = await c.edit(`/api/records/renting/${id}`, { id, status: '1' });
    expect(back.body.msg).toBe('租赁状态不能从「已退租」退回「租赁中」');
  });
});

function withAuth(m: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: m.payload, headers: { ...m.headers, ...auth } };
}
