import { describe, expect, it } from 'vitest';
import {
  BILL_ACTIONS,
  BILL_STATUSES,
  editRefusal,
  isEditable,
  transition,
  type BillAction,
  type BillStatus,
} from './bill-status';

const released = '已发布的费用不能修改，请冲销后重新计费';
const paidInFull = { paid: '205.78', net: '205.78', byPaymentReversal: true };

describe('transition', () => {
  // Every status × action; guards satisfied (paid = net, by a payment reversal).
  it.each<[BillStatus, BillAction, string]>([
    ['pending_calc', 'submit', 'pending_audit'],
    ['pending_calc', 'approve', '待计费的费用不能审核'],
    ['pending_calc', 'reject', '待计费的费用不能驳回'],
    ['pending_calc', 'unapprove', '待计费的费用不能反审核'],
    ['pending_calc', 'release', '待计费的费用不能发布'],
    ['pending_calc', 'settle', '待计费的费用不能收费'],
    ['pending_calc', 'reopen', '待计费的费用不能撤销收费'],
    ['pending_audit', 'submit', '待审核的费用不能提交审核'],
    ['pending_audit', 'approve', 'audited'],
    ['pending_audit', 'reject', 'pending_calc'],
    ['pending_audit', 'unapprove', '待审核的费用不能反审核'],
    ['pending_audit', 'release', '待审核的费用不能发布'],
    ['pending_audit', 'settle', '待审核的费用不能收费'],
    ['pending_audit', 'reopen', '待审核的费用不能撤销收费'],
    ['audited', 'submit', '已审核的费用不能提交审核'],
    ['audited', 'approve', '已审核的费用不能审核'],
    ['audited', 'reject', '已审核的费用不能驳回'],
    ['audited', 'unapprove', 'pending_audit'],
    ['audited', 'release', 'receivable'],
    ['audited', 'settle', '已审核的费用不能收费'],
    ['audited', 'reopen', '已审核的费用不能撤销收费'],
    ['receivable', 'submit', released],
    ['receivable', 'approve', released],
    ['receivable', 'reject', released],
    ['receivable', 'unapprove', released],
    ['receivable', 'release', '待收费的费用不能发布'],
    ['receivable', 'settle', 'paid'],
    ['receivable', 'reopen', '待收费的费用不能撤销收费'],
    ['paid', 'submit', released],
    ['paid', 'approve', released],
    ['paid', 'reject', released],
    ['paid', 'unapprove', released],
    ['paid', 'release', '已收费的费用不能发布'],
    ['paid', 'settle', '已收费的费用不能收费'],
    ['paid', 'reopen', 'receivable'],
  ])('%s + %s → %s', (from, action, expected) => {
    const isStatus = BILL_STATUSES.some((s) => s.code === expected);
    expect(transition(from, action, paidInFull)).toEqual(isStatus ? { to: expected } : { error: expected });
  });

  it('covers every pair of status and action', () => {
    expect(BILL_STATUSES.length * BILL_ACTIONS.length).toBe(35);
  });

  it.each<[string, { paid?: string; net?: string }, { to: BillStatus } | { error: string }]>([
    [
      'C10 a partial payment keeps the line 待收费',
      { paid: '88.44', net: '205.78' },
      { error: '未缴清，不能标记为已收费' },
    ],
    ['paid equals net written differently', { paid: '205.780', net: '205.78' }, { to: 'paid' }],
    ['more paid than due', { paid: '205.79', net: '205.78' }, { error: '实收金额超过应收金额' }],
    ['no amounts given', {}, { error: '未缴清，不能标记为已收费' }],
  ])('settle: %s', (_case, context, expected) => {
    expect(transition('receivable', 'settle', context)).toEqual(expected);
  });

  it('reopens a paid line only by reversing the payment', () => {
    expect(transition('paid', 'reopen')).toEqual({ error: '已收费的费用只能通过冲销收款退回待收费' });
    expect(transition('paid', 'reopen', { byPaymentReversal: true })).toEqual({ to: 'receivable' });
  });
});

describe('editing a bill line', () => {
  it.each<[BillStatus, boolean, string | null]>([
    ['pending_calc', true, null],
    ['pending_audit', true, null],
    ['audited', false, '已审核的费用不能修改，请先反审核'],
    ['receivable', false, released], // C18
    ['paid', false, released],
  ])('%s: editable %s, refusal %s', (status, editable, refusal) => {
    expect(isEditable(status)).toBe(editable);
    expect(editRefusal(status)).toBe(refusal);
  });

  it('labels the statuses with the spec’s names in order', () => {
    expect(BILL_STATUSES.map((s) => s.label)).toEqual(['待计费', '待审核', '已审核', '待收费', '已收费']);
  });
});
