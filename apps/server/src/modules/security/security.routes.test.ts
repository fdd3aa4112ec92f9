import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { openAreaCompany, sampleBody, type AreaRefs } from '../../../test/factories/record-areas';
import type { UserCalls } from '../../../test/user-calls';

let t: TestApp;
let c: UserCalls;
let refs: AreaRefs;

beforeAll(async () => {
  t = await createTestApp();
  ({ c, refs } = await openAreaCompany(t, '冯亮'));
});
afterAll(() => t.close());

const body = (key: string, extra: Record<string, unknown> = {}) => sampleBody(refs, key, extra);

describe('访客登记', () => {
  it.each([
    [{ idNumber: '31010119850202123' }, 'idNumber', '身份证号证件号码格式不正确'],
    [{ idNumber: '3101011985020212XX' }, 'idNumber', '身份证号证件号码格式不正确'],
    [{ phone: '1335555666' }, 'phone', '联系电话格式不正确'],
    [{ plateNo: 'A12345' }, 'plateNo', '车牌号格式不正确'],
    [{ leftAt: '2026-11-10 14:00' }, 'leftAt', '离开时间不能早于到访时间'],
  ])('refuses %j on %s', async (extra, path, msg) => {
    const res = await c.post('/api/records/visitor', body('visitor', extra));
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe(path);
    expect(res.body.msg).toBe(msg);
  });

  it('accepts a 15-digit ID, an X check digit and a new-energy plate, upper-casing the plate', async () => {
    const a = await c.post<{ plateNo: string }>(
      '/api/records/visitor',
      body('visitor', { idNumber: '310101850202123', plateNo: '浙ad12345' }),
    );
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.data.plateNo).toBe('浙AD12345');
    expect((await c.post('/api/records/visitor', body('visitor', { idNumber: '31010119850202123x' }))).status).toBe(
      200,
    );
  });
});

describe('安全事件, 临时来访, 安全信息', () => {
  it('refuses an event going back from 已结案', async () => {
    const created = await c.post<{ id: number }>(
      '/api/records/security-event',
      body('security-event', { status: '3' }),
    );
    const id = created.body.data.id;
    const res = await c.edit(`/api/records/security-event/${id}`, { id, status: '1' });
    expect(res.body.msg).toBe('事件状态不能从「已结案」退回「待处理」');
  });

  it.each([
    ['temp-visit', { outAt: '2026-11-10 10:00' }, 'outAt', '离开时间不能早于进入时间'],
    ['security-info', { validUntil: '2026-10-01' }, 'validUntil', '有效期不能早于发布日期'],
  ])('%s with %j is refused on %s', async (key, extra, path, msg) => {
    const res = await c.post(`/api/records/${key}`, body(key, extra));
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe(path);
    expect(res.body.msg).toBe(msg);
  });
});
