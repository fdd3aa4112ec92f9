import { describe, expect, it } from 'vitest';
import {
  MAKER_AUDIT_MESSAGE,
  POSTED_EDIT_MESSAGE,
  VOUCHER_ACTIONS,
  VOUCHER_STATUSES,
  voucherStatusLabel,
  voucherTransition,
  type VoucherAction,
  type VoucherFacts,
  type VoucherStatus,
} from './voucher-status';

const maker = { userId: 1 };
const auditor = { userId: 2 };
const facts: VoucherFacts = { makerId: 1, auditorId: 2, reason: '摘要不清' };

function outcome(
  status: VoucherStatus | null,
  action: VoucherAction,
  actor = maker,
  f: VoucherFacts | undefined = facts,
) {
  const r = voucherTransition(status, action, actor, f);
  return r.ok ? r.to : r.message;
}

describe('voucherTransition: every status × action by a permitted actor', () => {
  // The permitted actor: the maker for save/submit/delete, the auditor otherwise.
  const actorFor = (action: VoucherAction) => (['save', 'submit', 'delete'].includes(action) ? maker : auditor);
  it.each<[VoucherStatus | null, VoucherAction, string | null]>([
    [null, 'save', 'draft'],
    [null, 'submit', '凭证不存在'],
    ['draft', 'save', 'draft'],
    ['draft', 'submit', 'submitted'],
    ['draft', 'audit', '待修改的凭证不能审核'],
    ['draft', 'return', '待修改的凭证不能退回'],
    ['draft', 'unaudit', '待修改的凭证不能反审核'],
    ['draft', 'post', '待修改的凭证不能登账'],
    ['draft', 'reverse', '待修改的凭证不能冲销'],
    ['draft', 'delete', null],
    ['submitted', 'save', '待审核的凭证不能保存'],
    ['submitted', 'submit', '待审核的凭证不能提交'],
    ['submitted', 'audit', 'audited'],
    ['submitted', 'return', 'draft'],
    ['submitted', 'unaudit', '待审核的凭证不能反审核'],
    ['submitted', 'post', '待审核的凭证不能登账'],
    ['submitted', 'reverse', '待审核的凭证不能冲销'],
    ['submitted', 'delete', '待审核的凭证不能删除'],
    ['audited', 'save', '待登账的凭证不能保存'],
    ['audited', 'submit', '待登账的凭证不能提交'],
    ['audited', 'audit', '待登账的凭证不能审核'],
    ['audited', 'return', '待登账的凭证不能退回'],
    ['audited', 'unaudit', 'submitted'],
    ['audited', 'post', 'posted'],
    ['audited', 'reverse', '待登账的凭证不能冲销'],
    ['audited', 'delete', '待登账的凭证不能删除'],
    // A6: a posted voucher is never edited; 冲销 keeps it posted (the red voucher is new).
    ['posted', 'save', POSTED_EDIT_MESSAGE],
    ['posted', 'submit', '已登账的凭证不能提交'],
    ['posted', 'audit', '已登账的凭证不能审核'],
    ['posted', 'return', '已登账的凭证不能退回'],
    ['posted', 'unaudit', '已登账的凭证不能反审核'],
    ['posted', 'post', '已登账的凭证不能登账'],
    ['posted', 'reverse', 'posted'],
    ['posted', 'delete', POSTED_EDIT_MESSAGE],
  ])('%s + %s → %s', (status, action, expected) => {
    expect(outcome(status, action, actorFor(action))).toBe(expected);
  });

  it('covers every status and action', () => {
    expect(VOUCHER_STATUSES.map((s) => s.label)).toEqual(['待修改', '待审核', '待登账', '已登账']);
    expect(VOUCHER_ACTIONS).toHaveLength(8);
  });
});

describe('voucherTransition: who and when', () => {
  it.each<[string, VoucherStatus, VoucherAction, { userId: number; supervisor?: boolean }, VoucherFacts, string]>([
    ['A5 the maker audits', 'submitted', 'audit', maker, facts, MAKER_AUDIT_MESSAGE],
    ['the maker returns', 'submitted', 'return', maker, facts, '制单人不能退回自己的凭证'],
    ['a return without reason', 'submitted', 'return', auditor, { makerId: 1, reason: '  ' }, '请填写退回原因'],
    ['another user edits a draft', 'draft', 'save', auditor, facts, '只有制单人可以保存凭证'],
    ['another user deletes a draft', 'draft', 'delete', auditor, facts, '只有制单人可以删除凭证'],
    ['another user submits', 'draft', 'submit', auditor, facts, '只有制单人可以提交凭证'],
    ['a third user un-audits', 'audited', 'unaudit', { userId: 3 }, facts, '只有审核人或会计主管可以反审核'],
    // A7
    [
      'posting into closed 2024-03',
      'audited',
      'post',
      auditor,
      { ...facts, periodClosed: true, period: '2024-03' },
      '会计期间2024-03已结账，不能登账',
    ],
    [
      'auditing in a closed period',
      'submitted',
      'audit',
      auditor,
      { ...facts, periodClosed: true, period: '2024-03' },
      '会计期间2024-03已结账，不能审核',
    ],
    ['a second reversal', 'posted', 'reverse', auditor, { ...facts, reversed: true }, '该凭证已冲销'],
    ['reversing a red voucher', 'posted', 'reverse', auditor, { ...facts, isReversal: true }, '红字冲销凭证不能再冲销'],
    [
      'editing a charging voucher',
      'draft',
      'save',
      maker,
      { ...facts, generated: true },
      '由业务单据生成的凭证不能保存，请在来源单据中更正',
    ],
    [
      'returning a charging voucher',
      'submitted',
      'return',
      auditor,
      { ...facts, generated: true },
      '由业务单据生成的凭证不能退回，请在来源单据中更正',
    ],
  ])('refuses %s', (_name, status, action, actor, f, message) => {
    const r = voucherTransition(status, action, actor, f);
    expect(r).toMatchObject({ ok: false, message });
    if (!r.ok) expect(r.code).toMatch(/^accounting\.[a-z_]+$/);
  });

  it.each<
    [
      string,
      VoucherStatus,
      VoucherAction,
      { userId: number | string; supervisor?: boolean },
      VoucherFacts,
      VoucherStatus,
    ]
  >([
    ['a supervisor un-audits', 'audited', 'unaudit', { userId: 9, supervisor: true }, facts, 'submitted'],
    ['the poster is the auditor', 'audited', 'post', auditor, facts, 'posted'],
    ['the poster is the maker', 'audited', 'post', maker, facts, 'posted'],
    ['ids compared as text', 'submitted', 'audit', { userId: '2' }, { makerId: '1' }, 'audited'],
    [
      'reversing a voucher of a closed period',
      'posted',
      'reverse',
      auditor,
      { ...facts, periodClosed: true },
      'posted',
    ],
    ['auditing a charging voucher', 'submitted', 'audit', auditor, { ...facts, generated: true }, 'audited'],
  ])('allows %s', (_name, status, action, actor, f, to) => {
    expect(voucherTransition(status, action, actor, f)).toEqual({ ok: true, to });
  });

  it('saves a new voucher only into an open period', () => {
    expect(voucherTransition(null, 'save', maker, { makerId: 1 })).toEqual({ ok: true, to: 'draft' });
    expect(voucherTransition(null, 'save', maker, { makerId: 1, periodClosed: true, period: '2024-03' })).toMatchObject(
      {
        ok: false,
        message: '会计期间2024-03已结账，不能保存',
      },
    );
  });

  it('refuses the maker auditing when ids differ only in type', () => {
    expect(voucherTransition('submitted', 'audit', { userId: '1' }, { makerId: 1 })).toMatchObject({
      ok: false,
      code: 'accounting.maker_cannot_audit',
    });
  });
});

describe('voucherStatusLabel', () => {
  it('shows a draft without a number as 暂存, every other status by the spec', () => {
    expect(voucherStatusLabel('draft', false)).toBe('暂存');
    expect(voucherStatusLabel('draft', true)).toBe('待修改');
    expect(voucherStatusLabel('posted', true)).toBe('已登账');
  });
});
