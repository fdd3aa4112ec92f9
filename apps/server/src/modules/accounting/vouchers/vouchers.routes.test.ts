import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { voucherEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildAccountingWorld, lines, type AccountingWorld } from '../../../../test/factories/accounting';
import { buildUser } from '../../../../test/factories/users';

// The voucher lifecycle through HTTP: save → submit → audit → post, 退回, 反审核, 冲销, delete, and
// the golden refusals A2-A7 (借贷不平, one side only, non-leaf, maker audits, posted is fixed,
// closed period), each leaving nothing half-written.

let t: TestApp;
let w: AccountingWorld;
let other: AccountingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildAccountingWorld(t, { openPeriods: ['2030-02'], closedPeriods: [] });
  other = await buildAccountingWorld(t);
});
afterAll(() => t.close());

const A1 = (x: AccountingWorld) =>
  lines(x, [
    ['112201', '617.34', '0', '收物业费'],
    ['500101', '0', '582.40', '物业服务收入'],
    ['222101', '0', '34.94', '销项税额'],
  ]);

type Voucher = ReturnType<typeof e.saveVoucher.output.parse>;
async function ok(who: { id: number }, url: string, body: object = {}): Promise<Voucher> {
  const res = await t.as(who).post(`/api/accounting${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return e.saveVoucher.output.parse(res.body.data);
}
async function refused(who: { id: number }, url: string, body: object, status: number, msg?: string | RegExp) {
  const res = await t.as(who).post(`/api/accounting${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (typeof msg === 'string') expect(res.body.msg).toBe(msg);
  else if (msg) expect(res.body.msg).toMatch(msg);
  return res;
}
const save = (x: AccountingWorld, body: object = {}) =>
  ok(x.maker, '/voucher-info', { voucherDate: '2030-01-15', lines: A1(x), ...body });
const voucherCount = async (companyId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.acctVouchers)
      .where(eq(schema.acctVouchers.companyId, companyId))
  )[0]!.n;

async function posted(x: AccountingWorld = w) {
  const v = await save(x);
  await ok(x.maker, `/vouchers/${v.id}/submit`);
  await ok(x.auditor, `/vouchers/${v.id}/audit`);
  return ok(x.poster, `/vouchers/${v.id}/post`);
}

describe('the lifecycle', () => {
  it('saves A1 as 待修改 with the next number, then submit, audit and post move it and record each step', async () => {
    const v = await save(w, { attachments: 2 });
    expect(v).toMatchObject({
      status: 1,
      statusName: '待修改',
      period: '2030-01',
      word: '记',
      totalDebit: '617.34',
      totalCredit: '617.34',
      attachments: 2,
    });
    expect(v.label).toMatch(/^记-\d{4}$/);
    expect(v.lines.map((l) => [l.subjectCode, l.subjectName, l.debit, l.credit])).toEqual([
      ['112201', '应收账款-物业服务费', '617.34', '0.00'],
      ['500101', '主营业务收入-物业服务收入', '0.00', '582.40'],
      ['222101', '应交税费-应交增值税(销项税额)', '0.00', '34.94'],
    ]);
    expect(v.allowed).toMatchObject({ save: true, submit: true, delete: true, audit: false });
    const submitted = await ok(w.maker, `/vouchers/${v.id}/submit`);
    expect(submitted.statusName).toBe('待审核');
    const audited = await ok(w.auditor, `/vouchers/${v.id}/audit`);
    expect(audited).toMatchObject({ status: 3, statusName: '待登账', auditorName: w.auditor.name });
    const done = await ok(w.poster, `/vouchers/${v.id}/post`);
    expect(done).toMatchObject({ status: 4, statusName: '已登账', posterName: w.poster.name, makerName: w.maker.name });
    expect(done.events.map((x) => [x.action, x.fromStatus, x.toStatus])).toEqual([
      ['save', null, 1],
      ['submit', 1, 2],
      ['audit', 2, 3],
      ['post', 3, 4],
    ]);
    const totals = await t.database.db
      .select()
      .from(schema.acctSubjectTotals)
      .where(eq(schema.acctSubjectTotals.companyId, w.companyId));
    expect(totals.find((r) => r.subjectId === w.subject('112201'))).toMatchObject({
      period: '2030-01',
      debit: '617.34',
    });
    expect(done.allowed).toMatchObject({ reverse: true, save: false, delete: false });
  });

  it('updates a draft (lines replaced, same number) and keeps amounts exact', async () => {
    const v = await save(w);
    const again = await ok(w.maker, '/voucher-info', {
      id: v.id,
      voucherDate: '2030-01-20',
      lines: lines(w, [
        ['1002', '0.10', '0'],
        ['1001', '0', '0.10'],
      ]),
    });
    expect(again).toMatchObject({ id: v.id, number: v.number, voucherDate: '2030-01-20', totalDebit: '0.10' });
    expect(again.lines).toHaveLength(2);
  });

  it('退回 needs a reason, goes back to 待修改 with it, and the maker corrects and submits again', async () => {
    const v = await save(w);
    await ok(w.maker, `/vouchers/${v.id}/submit`);
    await refused(w.auditor, `/vouchers/${v.id}/return`, { reason: ' ' }, 400);
    const back = await ok(w.auditor, `/vouchers/${v.id}/return`, { reason: '附件不全' });
    expect(back).toMatchObject({ status: 1, returnReason: '附件不全' });
    const again = await ok(w.maker, `/vouchers/${v.id}/submit`);
    expect(again).toMatchObject({ status: 2, returnReason: null });
  });

  it('反审核 by the auditor or sa, not by another staff member', async () => {
    const v = await save(w);
    await ok(w.maker, `/vouchers/${v.id}/submit`);
    await ok(w.auditor, `/vouchers/${v.id}/audit`);
    await refused(w.poster, `/vouchers/${v.id}/unaudit`, {}, 409, '只有审核人或会计主管可以反审核');
    const back = await ok(w.auditor, `/vouchers/${v.id}/unaudit`);
    expect(back).toMatchObject({ status: 2, auditorName: null });
    await ok(w.auditor, `/vouchers/${v.id}/audit`);
    expect((await ok(w.admin, `/vouchers/${v.id}/unaudit`)).status).toBe(2);
  });

  it('deletes a draft (the number stays a gap, the event stays) and refuses deleting a submitted one', async () => {
    const v = await save(w);
    const res = await t.as(w.maker).del(`/api/accounting/vouchers/${v.id}`);
    expect(res.status).toBe(200);
    expect((await t.as(w.maker).get(`/api/accounting/vouchers/${v.id}`)).status).toBe(404);
    const events = await t.database.db
      .select()
      .from(schema.acctVoucherEvents)
      .where(eq(schema.acctVoucherEvents.voucherId, v.id));
    expect(events.at(-1)).toMatchObject({ action: 'delete', toStatus: null });
    const s = await save(w);
    await ok(w.maker, `/vouchers/${s.id}/submit`);
    const refusedDelete = await t.as(w.maker).del(`/api/accounting/vouchers/${s.id}`);
    expect(refusedDelete.status).toBe(409);
  });
});

describe('the golden refusals', () => {
  it('A2: submit of Dr 100.00 / Cr 99.99 is refused 借贷不平 and stays 待修改', async () => {
    const v = await save(w, {
      lines: lines(w, [
        ['1002', '100.00', '0'],
        ['112201', '0', '99.99'],
      ]),
    });
    await refused(w.maker, `/vouchers/${v.id}/submit`, {}, 409, '借贷不平：借方合计100.00，贷方合计99.99');
    expect((await t.as(w.maker).get<Voucher>(`/api/accounting/vouchers/${v.id}`)).body.data.status).toBe(1);
  });

  it('A3: a line with both sides, or with neither, is refused and nothing is written', async () => {
    const before = await voucherCount(w.companyId);
    const both = await refused(
      w.maker,
      '/voucher-info',
      {
        voucherDate: '2030-01-15',
        lines: lines(w, [
          ['1002', '10', '10'],
          ['112201', '0', '10'],
        ]),
      },
      400,
      '第1行：借方和贷方只能填写一方',
    );
    expect(JSON.stringify(both.body)).toContain('lines.0.credit');
    await refused(
      w.maker,
      '/voucher-info',
      {
        voucherDate: '2030-01-15',
        lines: lines(w, [
          ['1002', '0', '0'],
          ['112201', '0', '10'],
        ]),
      },
      400,
      '第1行：借方或贷方必须填写金额',
    );
    expect(await voucherCount(w.companyId)).toBe(before);
  });

  it('A4: a line on 1122 while 112201 exists is refused (只能往下级科目记账)', async () => {
    const res = await refused(
      w.maker,
      '/voucher-info',
      {
        voucherDate: '2030-01-15',
        lines: lines(w, [
          ['1122', '10', '0'],
          ['1002', '0', '10'],
        ]),
      },
      400,
      /只能往下级科目记账/,
    );
    expect(JSON.stringify(res.body)).toContain('lines.0.subjectId');
  });

  it('A5: the maker cannot audit their own voucher', async () => {
    const v = await save(w);
    await ok(w.maker, `/vouchers/${v.id}/submit`);
    await refused(w.maker, `/vouchers/${v.id}/audit`, {}, 409, '制单人与审核人不能为同一人');
  });

  it('A6: a posted voucher cannot be edited or deleted; 冲销 writes the red voucher and flags the original', async () => {
    const v = await posted();
    await refused(w.maker, '/voucher-info', { id: v.id, voucherDate: '2030-01-15', lines: A1(w) }, 409, /已登账/);
    expect((await t.as(w.maker).del(`/api/accounting/vouchers/${v.id}`)).status).toBe(409);
    const red = await ok(w.auditor, `/vouchers/${v.id}/reverse`, { voucherDate: '2030-02-03' });
    expect(red).toMatchObject({
      status: 2,
      source: 'reversal',
      period: '2030-02',
      totalDebit: '-617.34',
      totalCredit: '-617.34',
      reversalOf: { id: v.id },
    });
    expect(red.lines.map((l) => [l.subjectCode, l.debit, l.credit])).toEqual([
      ['112201', '-617.34', '0.00'],
      ['500101', '0.00', '-582.40'],
      ['222101', '0.00', '-34.94'],
    ]);
    const original = (await t.as(w.maker).get<Voucher>(`/api/accounting/vouchers/${v.id}`)).body.data;
    expect(original.reversedBy).toMatchObject({ id: red.id, label: red.label });
    expect(original.allowed.reverse).toBe(false);
    await refused(w.auditor, `/vouchers/${v.id}/reverse`, { voucherDate: '2030-02-03' }, 409, '该凭证已冲销');
    // The red voucher follows its own lifecycle; its maker (the reverser) cannot audit it.
    await refused(w.auditor, `/vouchers/${red.id}/audit`, {}, 409, '制单人与审核人不能为同一人');
    await ok(w.poster, `/vouchers/${red.id}/audit`);
    await ok(w.poster, `/vouchers/${red.id}/post`);
    const list = e.listVouchers.output.parse(
      (await t.as(w.maker).post('/api/accounting/vouchers/list', { reversed: true, size: 50 })).body.data,
    );
    expect(list.rows.map((r) => r.id)).toContain(v.id);
  });

  it('A7: nothing is saved into a closed period, nor into one never opened', async () => {
    const x = await buildAccountingWorld(t, { startPeriod: '2030-01', closedPeriods: ['2029-12'] });
    await refused(
      x.maker,
      '/voucher-info',
      { voucherDate: '2030-03-01', lines: A1(x) },
      409,
      '会计期间2030-03未开启，不能录入凭证',
    );
    await refused(
      x.maker,
      '/voucher-info',
      { voucherDate: '2029-12-31', lines: A1(x) },
      400,
      '凭证日期早于账套启用期间2030-01',
    );
  });

  it('A7: after close nothing moves in the period; 冲销 of its voucher goes to the first open period', async () => {
    const x = await buildAccountingWorld(t, { openPeriods: ['2030-02'] });
    const v = await posted(x);
    await t.database.db.execute(
      sql`update acct_periods set status = 'closed' where company_id = ${x.companyId} and period = '2030-01'`,
    );
    await refused(x.maker, '/voucher-info', { voucherDate: '2030-01-20', lines: A1(x) }, 409, '会计期间2030-01已结账');
    const red = await ok(x.auditor, `/vouchers/${v.id}/reverse`, {});
    expect(red).toMatchObject({ period: '2030-02', voucherDate: '2030-02-01', status: 2 });
    await refused(x.auditor, `/vouchers/${v.id}/reverse`, { voucherDate: '2030-01-31' }, 409);
  });

  it('the database refuses a direct UPDATE of a posted voucher line or header, in Chinese through the mapping', async () => {
    const v = await posted();
    const line = v.lines[0]!;
    await expect(
      t.database.db.execute(sql`update acct_voucher_lines set debit = 1 where id = ${line.id}`),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint_name: 'acct_voucher_lines_draft_only' }) as unknown,
    });
    await expect(
      t.database.db.execute(sql`update acct_vouchers set remark = 'x' where id = ${v.id}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from acct_vouchers where id = ${v.id}`)).rejects.toThrow();
  });
});

describe('the list, templates and print', () => {
  it('filters by period, status, word, number, maker, subject (and below) and 摘要, with sums', async () => {
    const x = await buildAccountingWorld(t, { openPeriods: ['2030-02'] });
    const a = await save(x, {
      lines: lines(x, [
        ['1002', '200.00', '0', '收到停车费'],
        ['112202', '0', '200.00', '收到停车费'],
      ]),
    });
    const b = await save(x, { voucherDate: '2030-02-02' });
    await ok(x.maker, `/vouchers/${b.id}/submit`);
    const list = async (q: object) =>
      e.listVouchers.output.parse(
        (await t.as(x.maker).post('/api/accounting/vouchers/list', { size: 50, ...q })).body.data,
      );
    expect((await list({})).rows.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect((await list({ period: '2030-01' })).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await list({ status: [2] })).rows.map((r) => r.id)).toEqual([b.id]);
    expect((await list({ subjectId: x.subject('1122') })).total).toBe(2);
    expect((await list({ subjectId: x.subject('112202') })).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await list({ keyword: '停车' })).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await list({ makerId: x.auditor.id })).total).toBe(0);
    expect((await list({ numberFrom: 1, numberTo: 1, period: '2030-02' })).rows.map((r) => r.id)).toEqual([b.id]);
    const all = await list({ sort: 'amount', order: 'asc' });
    expect(all).toMatchObject({ sumDebit: '817.34', sumCredit: '817.34' });
    expect(all.rows[0]).toMatchObject({ id: a.id, summary: '收到停车费', lineCount: 2, makerName: x.maker.name });
    await refused(x.maker, '/vouchers/list', { sort: 'secret' }, 400);
  });

  it('常用凭证: saved from a voucher, listed, started as an unsaved form, deleted', async () => {
    const v = await save(w);
    const tpl = e.createTemplate.output.parse(
      (
        await t.as(w.maker).post('/api/accounting/voucher-templates/from-voucher', {
          voucherId: v.id,
          name: '月度物业费',
          keepAmounts: true,
        })
      ).body.data,
    );
    expect(tpl.lines.map((l) => [l.subjectCode, l.side, l.amount, l.usable])).toEqual([
      ['112201', 'D', '617.34', true],
      ['500101', 'C', '582.40', true],
      ['222101', 'C', '34.94', true],
    ]);
    const listed = e.listTemplates.output.parse(
      (await t.as(w.auditor).post('/api/accounting/voucher-info-temp', { keyword: '物业' })).body.data,
    );
    expect(listed.map((x) => x.id)).toContain(tpl.id);
    const form = e.startFromTemplate.output.parse(
      (await t.as(w.maker).post(`/api/accounting/voucher-templates/${tpl.id}/start`, { voucherDate: '2030-01-31' }))
        .body.data,
    );
    expect(form.lines.map((l) => [l.subjectId, l.debit, l.credit])).toEqual([
      [w.subject('112201'), '617.34', '0.00'],
      [w.subject('500101'), '0.00', '582.40'],
      [w.subject('222101'), '0.00', '34.94'],
    ]);
    expect((await t.as(other.maker).post(`/api/accounting/voucher-templates/${tpl.id}/start`, {})).status).toBe(404);
    expect((await t.as(w.maker).del(`/api/accounting/voucher-templates/${tpl.id}`)).status).toBe(200);
    expect((await t.as(w.maker).post(`/api/accounting/voucher-templates/${tpl.id}/start`, {})).status).toBe(404);
  });

  it('print data has the word-number, lines, totals in capital numerals and the three names; the PDF is a PDF', async () => {
    const v = await posted();
    const res = await t.as(w.maker).post('/api/accounting/voucher-print', { ids: [v.id] });
    const sheet = e.printVouchers.output.parse(res.body.data).sheets[0]!;
    expect(sheet).toMatchObject({
      title: '记账凭证',
      label: v.label,
      totalDebit: '617.34',
      totalInWords: '陆佰壹拾柒元叁角肆分',
      makerName: w.maker.name,
      auditorName: w.auditor.name,
      posterName: w.poster.name,
    });
    expect(sheet.lines).toHaveLength(3);
    const pdf = await t.call({
      method: 'GET',
      url: `/api/accounting/voucher-print/pdf?ids=${v.id}`,
      headers: await t.as(w.maker).headers(),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toContain('application/pdf');
    expect(pdf.response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await t.as(other.maker).post('/api/accounting/voucher-print', { ids: [v.id] })).status).toBe(404);
  });

  it('batch post posts what it may and reports the others', async () => {
    const a = await save(w);
    await ok(w.maker, `/vouchers/${a.id}/submit`);
    await ok(w.auditor, `/vouchers/${a.id}/audit`);
    const b = await save(w);
    const res = await t.as(w.poster).post('/api/accounting/vouchers/post-batch', { ids: [a.id, b.id, 999999] });
    const out = e.postVouchers.output.parse(res.body.data);
    expect(out.done.map((d) => d.id)).toEqual([a.id]);
    expect(out.failed.map((f) => [f.id, f.code])).toEqual([
      [999999, 'accounting.voucher_not_found'],
      [b.id, 'accounting.invalid_transition'],
    ]);
  });
});

describe('access', () => {
  it('401 without a session, 403 for a role outside the company staff, 400 naming the field', async () => {
    expect((await t.call({ method: 'POST', url: '/api/accounting/vouchers/list', payload: {} })).status).toBe(401);
    const root = await buildUser(t.database.db, { companyId: w.companyId, role: 'gov' });
    expect((await t.as(root).post('/api/accounting/vouchers/list', {})).status).toBe(403);
    const bad = await t.as(w.maker).post('/api/accounting/voucher-info', { voucherDate: '2030-13-01', lines: [] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('voucherDate');
    const amount = await t.as(w.maker).post('/api/accounting/voucher-info', {
      voucherDate: '2030-01-01',
      lines: lines(w, [
        ['1002', '1.001', '0'],
        ['1001', '0', '1'],
      ]),
    });
    expect(amount.status).toBe(400);
    expect(amount.body.msg).toContain('最多2位小数');
  });

  it("another company's voucher and subject answer 404, and nothing of them changes", async () => {
    const theirs = await save(other);
    for (const action of ['submit', 'audit', 'post', 'unaudit', 'reverse'])
      expect((await t.as(w.auditor).post(`/api/accounting/vouchers/${theirs.id}/${action}`, {})).status).toBe(404);
    expect((await t.as(w.maker).get(`/api/accounting/vouchers/${theirs.id}`)).status).toBe(404);
    expect((await t.as(w.maker).del(`/api/accounting/vouchers/${theirs.id}`)).status).toBe(404);
    expect(
      (
        await t
          .as(w.maker)
          .post('/api/accounting/voucher-info', { id: theirs.id, voucherDate: '2030-01-15', lines: A1(w) })
      ).status,
    ).toBe(404);
    const onTheirSubject = await t.as(w.maker).post('/api/accounting/voucher-info', {
      voucherDate: '2030-01-15',
      lines: [...A1(w).slice(0, 2), { summary: 'x', subjectId: other.subject('222101'), debit: '0', credit: '34.94' }],
    });
    expect(onTheirSubject.status).toBe(400);
    const list = e.listVouchers.output.parse(
      (await t.as(w.maker).post('/api/accounting/vouchers/list', { size: 999 })).body.data,
    );
    expect(list.rows.map((r) => r.id)).not.toContain(theirs.id);
    expect((await t.as(other.maker).get<Voucher>(`/api/accounting/vouchers/${theirs.id}`)).body.data.status).toBe(1);
  });
});
