import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookEndpoints as b, subjectEndpoints as e } from '@pm/contracts';
import { CHART_TEMPLATES } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildAccountingWorld, lines, type AccountingWorld } from '../../../../test/factories/accounting';
import { buildCompany } from '../../../../test/factories/companies';
import { buildUser } from '../../../../test/factories/users';

// 建账, the subject tree and its setup, subject-valid's reasons, and opening balances.

let t: TestApp;
let w: AccountingWorld;
let other: AccountingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildAccountingWorld(t, { chart: 'small' });
  other = await buildAccountingWorld(t, { chart: 'enterprise' });
});
afterAll(() => t.close());

const tree = async (who: { id: number }, q: object = {}) =>
  e.tree.output.parse((await t.as(who).post('/api/accounting/tree', q)).body.data);

describe('建账', () => {
  it('creates every template subject with parents, levels and the first period; a second setup is refused', async () => {
    const book = b.getBook.output.parse((await t.as(w.maker).post('/api/accounting/book', {})).body.data);
    expect(book).toMatchObject({
      chart: 'small',
      chartName: '小企业会计准则',
      codeScheme: '4-2-2',
      startPeriod: '2030-01',
      currentPeriod: '2030-01',
      words: ['记'],
      subjectCount: CHART_TEMPLATES.small.length,
      openingEditable: true,
    });
    const again = await t
      .as(w.maker)
      .post('/api/accounting/book/setup', { chart: 'enterprise', startPeriod: '2030-01' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('本公司已建账');
  });

  it('builds the chart under another code scheme (4-3-3) and refuses a scheme too narrow', async () => {
    const company = await buildCompany(t.database.db);
    const u = await buildUser(t.database.db, { companyId: company.id, role: 'sa' });
    const narrow = await t
      .as(u)
      .post('/api/accounting/book/setup', { chart: 'small', codeScheme: '4', startPeriod: '2030-01' });
    expect(narrow.status).toBe(400);
    expect(narrow.body.msg).toMatch(/容纳不下模板科目/);
    const bad = await t
      .as(u)
      .post('/api/accounting/book/setup', { chart: 'small', codeScheme: '3-2', startPeriod: '2030-01' });
    expect(bad.status).toBe(400);
    const res = await t.as(u).post('/api/accounting/book/setup', {
      chart: 'small',
      codeScheme: '4-3-3',
      startPeriod: '2030-01',
      wordMode: 'split',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(b.setupBook.output.parse(res.body.data).words).toEqual(['收', '付', '转']);
    const codes = (await tree(u)).subjects.map((s) => s.code);
    expect(codes).toContain('1122001');
  });
});

describe('the tree, top-subject and subject-valid', () => {
  it('answers the subjects in code order with full names, categories, directions, aux and leaves', async () => {
    const { subjects } = await tree(w.maker);
    const find = (code: string) => subjects.find((s) => s.code === code)!;
    expect(find('1122')).toMatchObject({
      leaf: false,
      level: 1,
      categoryName: '资产',
      direction: 'D',
      aux: ['estate', 'house', 'customer'],
    });
    expect(find('112201')).toMatchObject({
      leaf: true,
      level: 2,
      parentId: find('1122').id,
      fullName: '应收账款-物业服务费',
    });
    expect(find('2221')).toMatchObject({ direction: 'C', categoryName: '负债' });
    expect(subjects.map((s) => s.code)).toEqual([...subjects.map((s) => s.code)].sort());
    const enterprise = await tree(other.maker);
    expect(enterprise.subjects.find((s) => s.code === '600101')).toMatchObject({
      categoryName: '损益',
      fullName: '主营业务收入-物业服务收入',
    });
  });

  it('top-subject answers level 1 only, by category', async () => {
    const top = e.topSubject.output.parse(
      (await t.as(w.maker).post('/api/accounting/top-subject', { category: 2 })).body.data,
    );
    expect(top.length).toBeGreaterThan(3);
    expect(top.every((s) => s.level === 1 && s.category === 2)).toBe(true);
  });

  it('subject-valid says why a subject cannot take a line', async () => {
    const valid = async (q: object, who: { id: number } = w.maker) =>
      e.subjectValid.output.parse((await t.as(who).post('/api/accounting/subject-valid', q)).body.data);
    expect(await valid({ subjectId: w.subject('112201') })).toMatchObject({ valid: true, reason: null });
    expect(await valid({ code: '1122' })).toMatchObject({
      valid: false,
      reason: 'not_leaf',
      message: '科目1122 应收账款有下级科目，只能往下级科目记账',
    });
    expect(await valid({ code: '9999' })).toMatchObject({ valid: false, reason: 'unknown' });
    expect(await valid({ subjectId: other.subject('600101') })).toMatchObject({
      valid: false,
      reason: 'other_company',
      subject: null,
    });
    const created = await t.as(w.maker).post('/api/accounting/subjects', { code: '100201', name: '工商银行' });
    const id = e.createSubject.output.parse(created.body.data).id;
    await t.as(w.maker).post(`/api/accounting/subjects/${id}/active`, { active: false });
    expect(await valid({ subjectId: id })).toMatchObject({ valid: false, reason: 'inactive' });
    expect((await t.as(w.maker).post('/api/accounting/subject-valid', {})).status).toBe(400);
  });

  it("another company's tree: 404 for a company not below the caller's", async () => {
    expect((await t.as(w.maker).post('/api/accounting/tree', { companyId: other.companyId })).status).toBe(404);
    expect((await t.as(w.maker).post('/api/accounting/book', { companyId: other.companyId })).status).toBe(404);
    expect((await t.as(w.maker).post('/api/accounting/tree', { companyId: w.companyId })).status).toBe(200);
  });
});

describe('subject setup', () => {
  it('adds a child by the code scheme, taking the parent category and direction; refuses a bad or taken code', async () => {
    const res = await t.as(w.maker).post('/api/accounting/subjects', { code: '222105', name: '应交个人所得税' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(e.createSubject.output.parse(res.body.data)).toMatchObject({
      level: 2,
      direction: 'C',
      category: 2,
      fullName: '应交税费-应交个人所得税',
      leaf: true,
    });
    const taken = await t.as(w.maker).post('/api/accounting/subjects', { code: '222105', name: 'x' });
    expect([taken.status, taken.body.msg]).toEqual([400, '科目编码222105已存在']);
    expect((await t.as(w.maker).post('/api/accounting/subjects', { code: '22210', name: 'x' })).status).toBe(400);
    expect((await t.as(w.maker).post('/api/accounting/subjects', { code: '9901', name: 'x' })).body.msg).toBe(
      '一级科目请选择余额方向',
    );
  });

  it('refuses children under a subject already used by a line, and direction changes once used', async () => {
    await t.as(w.maker).post('/api/accounting/voucher-info', {
      voucherDate: '2030-01-05',
      lines: lines(w, [
        ['1012', '5.00', '0'],
        ['1001', '0', '5.00'],
      ]),
    });
    const child = await t.as(w.maker).post('/api/accounting/subjects', { code: '101201', name: '微信' });
    expect([child.status, child.body.msg]).toEqual([409, '上级科目1012已有凭证或期初余额，不能增加下级科目']);
    const dir = await t
      .as(w.maker)
      .put(`/api/accounting/subjects/${w.subject('1012')}`, { name: '其他货币资金', direction: 'C', aux: [] });
    expect([dir.status, dir.body.msg]).toEqual([409, '科目已有凭证或期初余额，不能修改余额方向']);
    const renamed = await t
      .as(w.maker)
      .put(`/api/accounting/subjects/${w.subject('1012')}`, { name: '其他货币资金（网银）', aux: ['estate'] });
    expect(e.updateSubject.output.parse(renamed.body.data)).toMatchObject({
      name: '其他货币资金（网银）',
      aux: ['estate'],
    });
  });

  it('停用 is refused while an unposted voucher uses the subject; 启用 under a 停用 parent is refused', async () => {
    const used = await t.as(w.maker).post(`/api/accounting/subjects/${w.subject('1001')}/active`, { active: false });
    expect([used.status, used.body.msg]).toEqual([409, '科目1001在未登账的凭证中使用，不能停用']);
    const off = await t.as(w.maker).post(`/api/accounting/subjects/${w.subject('1221')}/active`, { active: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const offRows = e.setSubjectActive.output.parse(off.body.data);
    expect(offRows.every((s) => !s.active)).toBe(true);
  });

  it("another company's subject: 404", async () => {
    expect(
      (await t.as(w.maker).put(`/api/accounting/subjects/${other.subject('1001')}`, { name: 'x', aux: [] })).status,
    ).toBe(404);
    expect(
      (await t.as(w.maker).post(`/api/accounting/subjects/${other.subject('1001')}/active`, { active: false })).status,
    ).toBe(404);
  });
});

describe('opening balances', () => {
  it('takes leaf amounts in the subject direction, sums parents, reports the trial balance', async () => {
    const x = await buildAccountingWorld(t);
    const put = await t.as(x.maker).put('/api/accounting/opening-balances', {
      rows: [
        { subjectId: x.subject('1002'), amount: '50000.00' },
        { subjectId: x.subject('112201'), amount: '300.00' },
        { subjectId: x.subject('3001'), amount: '50000.00' },
      ],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const o = b.openingBalances.output.parse(put.body.data);
    expect(o).toMatchObject({ totalDebit: '50300.00', totalCredit: '50000.00', balanced: false, editable: true });
    expect(o.rows.find((r) => r.code === '1122')).toMatchObject({ amount: '300.00', leaf: false });
    expect(o.rows.find((r) => r.code === '3001')).toMatchObject({ amount: '50000.00', direction: 'C' });
    const fixed = b.openingBalances.output.parse(
      (
        await t
          .as(x.maker)
          .put('/api/accounting/opening-balances', { rows: [{ subjectId: x.subject('112201'), amount: '0' }] })
      ).body.data,
    );
    expect(fixed).toMatchObject({ totalDebit: '50000.00', totalCredit: '50000.00', balanced: true });
    const parent = await t
      .as(x.maker)
      .put('/api/accounting/opening-balances', { rows: [{ subjectId: x.subject('1122'), amount: '1' }] });
    expect(parent.status).toBe(400);
  });

  it('is fixed once a voucher is posted', async () => {
    const x = await buildAccountingWorld(t);
    const v = await t.as(x.maker).post<{ id: number }>('/api/accounting/voucher-info', {
      voucherDate: '2030-01-05',
      lines: lines(x, [
        ['1002', '5.00', '0'],
        ['1001', '0', '5.00'],
      ]),
    });
    const id = v.body.data.id;
    await t.as(x.maker).post(`/api/accounting/vouchers/${id}/submit`, {});
    await t.as(x.auditor).post(`/api/accounting/vouchers/${id}/audit`, {});
    await t.as(x.poster).post(`/api/accounting/vouchers/${id}/post`, {});
    const res = await t
      .as(x.maker)
      .put('/api/accounting/opening-balances', { rows: [{ subjectId: x.subject('1002'), amount: '1' }] });
    expect([res.status, res.body.msg]).toEqual([409, '已有凭证登账，期初余额不能修改']);
  });
});
