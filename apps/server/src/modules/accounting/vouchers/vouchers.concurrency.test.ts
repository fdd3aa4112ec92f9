import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildAccountingWorld, lines, type AccountingWorld } from '../../../../test/factories/accounting';
import { buildUser, type TestUser } from '../../../../test/factories/users';

// Several requests on one voucher, and many saves in one period at once. On PostgreSQL they really
// run together (the voucher row and the counter row are locked); PGlite serves one connection and
// runs them one after another, where the same answers must hold.

let t: TestApp;
let w: AccountingWorld;
let staff: TestUser[];

beforeAll(async () => {
  t = await createTestApp();
  w = await buildAccountingWorld(t, { openPeriods: ['2030-02'] });
  staff = await Promise.all(
    Array.from({ length: 6 }, () => buildUser(t.database.db, { companyId: w.companyId, role: 'emp' })),
  );
});
afterAll(() => t.close());

const body = () => ({
  voucherDate: '2030-01-10',
  lines: lines(w, [
    ['1002', '1000.00', '0'],
    ['112201', '0', '1000.00'],
  ]),
});

async function submitted(): Promise<number> {
  const v = await t.as(w.maker).post<{ id: number }>('/api/accounting/voucher-info', body());
  await t.as(w.maker).post(`/api/accounting/vouchers/${v.body.data.id}/submit`, {});
  return v.body.data.id;
}

describe('one voucher moved by several people at once', () => {
  it('6 audits of one voucher: exactly one wins, the others are refused in Chinese, one audit event', async () => {
    const id = await submitted();
    const answers = await Promise.all(staff.map((u) => t.as(u).post(`/api/accounting/vouchers/${id}/audit`, {})));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.msg).toBe('待登账的凭证不能审核');
    }
    const events = await t.database.db
      .select()
      .from(schema.acctVoucherEvents)
      .where(and(eq(schema.acctVoucherEvents.voucherId, id), eq(schema.acctVoucherEvents.action, 'audit')));
    expect(events).toHaveLength(1);
  });

  it('6 posts of one voucher: exactly one wins and the period totals take its lines once', async () => {
    const id = await submitted();
    await t.as(w.auditor).post(`/api/accounting/vouchers/${id}/audit`, {});
    const before = await bank();
    const answers = await Promise.all(staff.map((u) => t.as(u).post(`/api/accounting/vouchers/${id}/post`, {})));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(Number(await bank()) - Number(before)).toBe(1000);
  });

  it('an audit and a 退回 at once: one of them wins', async () => {
    const id = await submitted();
    const [audit, back] = await Promise.all([
      t.as(staff[0]!).post(`/api/accounting/vouchers/${id}/audit`, {}),
      t.as(staff[1]!).post(`/api/accounting/vouchers/${id}/return`, { reason: '重填' }),
    ]);
    expect([audit.status, back.status].sort()).toEqual([200, 409]);
  });
});

describe('numbers', () => {
  it('20 saves at once in one period take 20 consecutive numbers, no gap, no repeat', async () => {
    const x = await buildAccountingWorld(t);
    const save = () =>
      t.as(x.maker).post<{ number: number }>('/api/accounting/voucher-info', {
        voucherDate: '2030-01-10',
        lines: lines(x, [
          ['1002', '1.00', '0'],
          ['112201', '0', '1.00'],
        ]),
      });
    const answers = await Promise.all(Array.from({ length: 20 }, save));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const numbers = answers.map((a) => a.body.data.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('暂存 drafts balanced at once, among new balanced saves, take consecutive numbers: none twice, none skipped (issue 25 item 2)', async () => {
    const x = await buildAccountingWorld(t);
    const saveAs = (body: object) => t.as(x.maker).post<{ id: number; number: number | null }>('/api/accounting/voucher-info', { voucherDate: '2030-01-10', ...body });
    const balanced = lines(x, [
      ['1002', '8.00', '0'],
      ['112201', '0', '8.00'],
    ]);
    const unbalanced = lines(x, [
      ['1002', '8.00', '0'],
      ['112201', '0', '5.00'],
    ]);
    const held = await Promise.all(Array.from({ length: 15 }, () => saveAs({ lines: unbalanced })));
    expect(held.map((a) => [a.status, a.body.data.number])).toEqual(held.map(() => [200, null]));
    const answers = await Promise.all([
      ...held.map((h) => saveAs({ id: h.body.data.id, lines: balanced })),
      ...Array.from({ length: 10 }, () => saveAs({ lines: balanced })),
      // Saved unbalanced again at the same time: takes nothing.
      ...Array.from({ length: 5 }, () => saveAs({ lines: unbalanced })),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const numbers = answers.map((a) => a.body.data.number).filter((n): n is number => n !== null).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const next = await saveAs({ lines: balanced });
    expect(next.body.data.number).toBe(26);
  });

  it('one 暂存 draft balanced by 6 saves at once takes one number', async () => {
    const x = await buildAccountingWorld(t);
    const saveAs = (body: object) => t.as(x.maker).post<{ id: number; number: number | null }>('/api/accounting/voucher-info', { voucherDate: '2030-01-10', ...body });
    const held = await saveAs({ lines: lines(x, [['1002', '3.00', '0'], ['112201', '0', '1.00']]) });
    const balanced = lines(x, [['1002', '3.00', '0'], ['112201', '0', '3.00']]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => saveAs({ id: held.body.data.id, lines: balanced })));
    expect(answers.map((a) => [a.status, a.body.data.number])).toEqual(answers.map(() => [200, 1]));
    expect((await saveAs({ lines: balanced })).body.data.number).toBe(2);
  });

  it('a refused save takes no number', async () => {
    const x = await buildAccountingWorld(t);
    const good = lines(x, [
      ['1002', '1.00', '0'],
      ['112201', '0', '1.00'],
    ]);
    await t.as(x.maker).post('/api/accounting/voucher-info', { voucherDate: '2030-01-10', lines: good });
    const bad = await t.as(x.maker).post('/api/accounting/voucher-info', {
      voucherDate: '2030-01-10',
      lines: [...good, { summary: 'x', subjectId: x.subject('1002'), debit: '1', credit: '0', houseId: 999999 }],
    });
    expect(bad.status).toBe(400);
    const next = await t
      .as(x.maker)
      .post<{ number: number }>('/api/accounting/voucher-info', { voucherDate: '2030-01-10', lines: good });
    expect(next.body.data.number).toBe(2);
  });
});

async function bank(): Promise<string> {
  const [row] = await t.database.db
    .select({ debit: schema.acctSubjectTotals.debit })
    .from(schema.acctSubjectTotals)
    .where(
      and(
        eq(schema.acctSubjectTotals.companyId, w.companyId),
        eq(schema.acctSubjectTotals.subjectId, w.subject('1002')),
      ),
    );
  return row?.debit ?? '0';
}
