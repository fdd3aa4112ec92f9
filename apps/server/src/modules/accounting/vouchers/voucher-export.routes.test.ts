import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherExportEndpoints as e } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildAccountingWorld, lines, type AccountingWorld } from '../../../../test/factories/accounting';
import { readXlsx } from '../../../../test/factories/records';

// 导出凭证列表: the list's filter, Chinese headers, exact amounts as text, the caller's company only.

let t: TestApp;
let w: AccountingWorld;
let other: AccountingWorld;
const purpose = { usage: '对账', auditor: '王经理', auditDate: '2030.01.20' };

async function save(x: AccountingWorld, summary: string, amount: string) {
  const res = await t.as(x.maker).post('/api/accounting/voucher-info', {
    voucherDate: '2030-01-15',
    lines: lines(x, [['112201', amount, '0', summary], ['500101', '0', amount, summary]]),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; label: string };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildAccountingWorld(t);
  other = await buildAccountingWorld(t);
  const first = await save(w, '收物业费', '617.34');
  expect((await t.as(w.maker).post(`/api/accounting/vouchers/${first.id}/submit`, {})).status).toBe(200);
  await save(w, '收停车费', '0.10');
  await save(other, '别家凭证', '99.99');
});
afterAll(() => t.close());

const exported = async (who: { id: number }, filter: object) => {
  const res = await t.app.inject({ method: 'POST', url: e.exportVouchers.path, payload: { ...purpose, ...filter }, headers: await t.as(who).headers() });
  return res;
};

describe('导出凭证列表', () => {
  it('exports the filtered vouchers of the caller’s company with Chinese headers and exact amounts', async () => {
    const res = await exported(w.maker, { status: [1, 2], sort: 'number', order: 'asc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = Object.values(await readXlsx(res.rawPayload))[0]!;
    expect(rows[0]).toEqual(['会计期间', '凭证字号', '日期', '摘要', '借方金额', '贷方金额', '状态', '附单据数', '制单人', '审核人', '记账人', '来源', '已冲销']);
    expect(rows.slice(1).map((r) => [r[3], r[4], r[5], r[6]])).toEqual([
      ['收物业费', '617.34', '617.34', '待审核'],
      ['收停车费', '0.10', '0.10', '待修改'],
    ]);
  });

  it('keeps to the filter: only 待审核', async () => {
    const rows = Object.values(await readXlsx((await exported(w.maker, { status: [2] })).rawPayload))[0]!;
    expect(rows.slice(1).map((r) => r[3])).toEqual(['收物业费']);
  });

  it('another company exports only its own vouchers', async () => {
    const rows = Object.values(await readXlsx((await exported(other.maker, {})).rawPayload))[0]!;
    expect(rows.slice(1).map((r) => r[3])).toEqual(['别家凭证']);
  });

  it('refuses another company’s or an unknown subject with a Chinese 404 before the first byte (issue 25 item 22)', async () => {
    for (const subjectId of [other.subject('112201'), 999_999_999]) {
      const res = await exported(w.maker, { subjectId });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(JSON.parse(res.payload)).toMatchObject({ msg: '科目不存在', errorCode: 'accounting.subject_not_found' });
    }
    // Its own subject still exports.
    const own = await exported(w.maker, { subjectId: w.subject('112201') });
    expect(own.statusCode).toBe(200);
    expect(Object.values(await readXlsx(own.rawPayload))[0]!.slice(1).map((r) => r[3]).sort()).toEqual(['收停车费', '收物业费']);
  });

  it('asks the export purpose (400) and a session (401)', async () => {
    const res = await t.app.inject({ method: 'POST', url: e.exportVouchers.path, payload: { ...purpose, usage: ' ' }, headers: await t.as(w.maker).headers() });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.payload).msg).toContain('请输入用途');
    expect((await t.app.inject({ method: 'POST', url: e.exportVouchers.path, payload: purpose })).statusCode).toBe(401);
  });
});
