import { describe, expect, it } from 'vitest';
import type { Line } from '../types';
import { oldestMonths, overpayTarget, preview, tenderError } from './counter-logic';

const line = (id: number, period: string, open: string, extra: Partial<Line> = {}): Line => ({
  id,
  itemId: 1,
  itemName: '物业服务费',
  category: 'regular',
  period,
  periodFrom: `${period}-01`,
  periodTo: `${period}-28`,
  dueDate: `${period}-15`,
  net: open,
  open,
  daysOverdue: 0,
  lateDays: 0,
  lateFee: '0.00',
  lateWaived: false,
  prepayAllowed: false,
  locked: false,
  heldBy: null,
  ...extra,
});

describe('counter preview', () => {
  it('C10: 500.00 for three months of 205.78 pays January and February and 88.44 of March', () => {
    const lines = [line(1, '2024-01', '205.78'), line(2, '2024-02', '205.78'), line(3, '2024-03', '205.78')];
    const p = preview(lines, '2024-03-10', '0', '500.00');
    expect(p.due).toBe('617.34');
    expect(p.cashDue).toBe('617.34');
    expect(p.result?.allocations.map((a) => a.principal)).toEqual(['205.78', '205.78', '88.44']);
  });

  it('C9: the late fee the server sent is due with the principal, also without the terms', () => {
    const p = preview([line(1, '2024-01', '617.34', { lateDays: 45, lateFee: '8.33' })], '2024-03-15', '0', '625.67');
    expect(p.due).toBe('625.67');
    expect(p.result?.allocations[0]).toMatchObject({ principal: '617.34', lateFee: '8.33' });
  });

  it('uses the terms when the server sends them: a part payment pays the fee on the part', () => {
    const late = { ratePerDay: '0.0003', graceDays: 0, capRatio: null };
    const p = preview([line(1, '2024-01', '617.34', { lateDays: 45, lateFee: '8.33', late })], '2024-02-29', '0', '300.00');
    const a = p.result?.allocations[0];
    expect(a?.principal).toBe('296.00');
    expect(a?.lateFee).toBe('4.00');
  });

  it('C11: the pre-payment offsets lines that allow it; the cashier receives the rest', () => {
    const lines = [line(1, '2024-01', '205.78', { prepayAllowed: true }), line(2, '2024-02', '100.00')];
    const p = preview(lines, '2024-02-10', '300.00', null);
    expect(p.prepayUsed).toBe('205.78');
    expect(p.cashDue).toBe('100.00');
  });

  it('C13: more than due is over-payment', () => {
    expect(preview([line(1, '2024-01', '205.78')], '2024-01-10', '0', '300.00').result?.overpay).toBe('94.22');
  });

  it('按月数 takes the oldest periods', () => {
    const lines = [line(3, '2024-03', '1'), line(1, '2024-01', '1'), line(4, '2024-01', '2'), line(2, '2024-02', '1')];
    expect(oldestMonths(lines, 2).sort()).toEqual([1, 2, 4]);
  });
});

describe('tenders', () => {
  it('must sum to the amount received', () => {
    const cash = { method: '1', amount: '17.34', reference: '' };
    expect(tenderError([cash, { method: '4', amount: '600', reference: '' }], '617.34')).toBeNull();
    expect(tenderError([cash, { method: '4', amount: '500', reference: '' }], '617.34')).toBe('结算金额合计 517.34 与收款金额 617.34 不一致');
    expect(tenderError([{ method: '1', amount: '', reference: '' }], '1')).toBe('请输入结算金额');
    expect(tenderError([], '1')).toBe('请至少录入一种结算方式');
  });
});

describe('overpayTarget: 找零 for cash, the accounts otherwise', () => {
  const cash = (amount: string) => ({ method: '1', amount, reference: '' });
  const card = (amount: string) => ({ method: '3', amount, reference: '' });
  it.each([
    ['a cash over-tender defaults to 找零', [cash('300')], '94.22', null, { to: 'payer', canChange: true }],
    ['the cashier may still choose 预交款', [cash('300')], '94.22', 'prepay', { to: 'prepay', canChange: true }],
    ['or 存零', [cash('300')], '94.22', 'change', { to: 'change', canChange: true }],
    ['a card over-tender keeps today’s choices, 预交款 first', [card('300')], '94.22', null, { to: 'prepay', canChange: false }],
    ['找零 chosen before the cash was replaced by a card falls back to 预交款', [card('300')], '94.22', 'payer', { to: 'prepay', canChange: false }],
    ['cash less than the over-payment cannot give it back', [card('290'), cash('10')], '94.22', null, { to: 'prepay', canChange: false }],
    ['cash exactly the over-payment can', [card('205.78'), cash('94.22')], '94.22', null, { to: 'payer', canChange: true }],
    ['nothing over: nothing to give back', [cash('205.78')], null, null, { to: 'prepay', canChange: false }],
    ['an amount still being typed offers no change', [cash('3x')], '94.22', null, { to: 'prepay', canChange: false }],
  ] as const)('%s', (_, tenders, over, chosen, expected) => {
    expect(overpayTarget(tenders, over, chosen)).toEqual(expected);
  });
});
