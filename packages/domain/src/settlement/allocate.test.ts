import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../money/decimal';
import { capitalAmount } from '../money/capital-numerals';
import { instalmentOptions } from '../money/instalments';
import { reductionAmount } from '../charging/reduction';
import { allocatePayment, lineDue, type OpenLine } from './allocate';
import { negated, tenderTotal } from './tenders';

const line = (id: number, dueDate: string, open: string, extra: Partial<OpenLine> = {}): OpenLine => ({
  id,
  dueDate,
  priority: 10,
  open,
  late: null,
  prepayAllowed: true,
  ...extra,
});

const byLine = (r: ReturnType<typeof allocatePayment>) =>
  r.allocations.map((a) => [a.lineId, a.principal, a.lateFee, a.source] as const);

describe('allocatePayment: the notes’ golden cases', () => {
  it('C9 late fee: 617.34 at 0.03 %/day, 45 days overdue → 8.33, paid with the principal', () => {
    const l = line(1, '2024-01-31', '617.34', { late: { ratePerDay: '0.0003', graceDays: 0, capRatio: null } });
    expect(lineDue(l, '2024-03-16')).toEqual({ principal: '617.34', lateFee: '8.33', lateDays: 45 });
    const r = allocatePayment({ lines: [l], asOf: '2024-03-16', cash: '625.67', prepay: '0' });
    expect(byLine(r)).toEqual([[1, '617.34', '8.33', 'cash']]);
    expect(r.overpay).toBe('0.00');
  });

  it('C10 partial payment: 500.00 over Jan/Feb/Mar 205.78 pays oldest first, Mar 88.44 paid, 117.34 open', () => {
    const lines = [line(3, '2024-03-01', '205.78'), line(1, '2024-01-01', '205.78'), line(2, '2024-02-01', '205.78')];
    const r = allocatePayment({ lines, asOf: '2024-03-20', cash: '500.00', prepay: '0' });
    expect(byLine(r)).toEqual([
      [1, '205.78', '0.00', 'cash'],
      [2, '205.78', '0.00', 'cash'],
      [3, '88.44', '0.00', 'cash'],
    ]);
    expect(new Dec('205.78').minus('88.44').toFixed(2)).toBe('117.34');
    expect(r.overpay).toBe('0.00');
  });

  it('C11 pre-payment offset: balance 300.00 against a new line of 205.78 leaves 94.22', () => {
    const r = allocatePayment({ lines: [line(1, '2024-04-01', '205.78')], asOf: '2024-04-02', cash: '0', prepay: '300.00' });
    expect(byLine(r)).toEqual([[1, '205.78', '0.00', 'prepay']]);
    expect(r.prepayUsed).toBe('205.78');
    expect(new Dec('300.00').minus(r.prepayUsed).toFixed(2)).toBe('94.22');
  });

  it('C11 an item without deduct_from is not offset: the cash pays it', () => {
    const r = allocatePayment({ lines: [line(1, '2024-04-01', '205.78', { prepayAllowed: false })], asOf: '2024-04-02', cash: '205.78', prepay: '300.00' });
    expect(byLine(r)).toEqual([[1, '205.78', '0.00', 'cash']]);
    expect(r.prepayUsed).toBe('0.00');
  });

  it('C12 percentage reduction: 205.79 at 50 % → 102.90 off, 102.89 left to pay', () => {
    expect(reductionAmount('205.79', { kind: 'percent', value: '50' })).toEqual({ reduction: '102.90', net: '102.89' });
  });

  it('C13 over-payment: open 205.78, paid 300.00 → 205.78 allocated, 94.22 to the pre-payment', () => {
    const r = allocatePayment({ lines: [line(1, '2024-04-01', '205.78')], asOf: '2024-04-02', cash: '300.00', prepay: '0' });
    expect(byLine(r)).toEqual([[1, '205.78', '0.00', 'cash']]);
    expect(r.overpay).toBe('94.22');
  });

  it('C14 multi-tender: cash 17.34 + WeChat 600.00 is one payment of 617.34', () => {
    const total = tenderTotal([
      { method: '1', amount: '17.34' },
      { method: '4', amount: '600.00' },
    ]);
    expect(total).toBe('617.34');
    const r = allocatePayment({ lines: [line(1, '2024-04-01', '617.34')], asOf: '2024-04-01', cash: total, prepay: '0' });
    expect(byLine(r)).toEqual([[1, '617.34', '0.00', 'cash']]);
  });

  it('C15 refund: the reversal negates every allocation and tender (−617.34)', () => {
    const rows = [{ lineId: 1, principal: '617.34', lateFee: '0.00' }];
    expect(negated(rows, ['principal', 'lateFee'])).toEqual([{ lineId: 1, principal: '-617.34', lateFee: '0.00' }]);
    expect(negated([{ method: '4', amount: '600.00' }], ['amount'])).toEqual([{ method: '4', amount: '-600.00' }]);
  });

  it('C17 instalments: 8 months left allow 1, 2 and 4', () => {
    expect(instalmentOptions(8)).toEqual([1, 2, 4]);
  });

  it('the receipt total in capital numerals', () => {
    expect(capitalAmount('617.34')).toBe('陆佰壹拾柒元叁角肆分');
  });
});

describe('allocatePayment: late fees with part payments', () => {
  const terms = { ratePerDay: '0.001', graceDays: 10, capRatio: null };

  it('a part payment takes the principal and the fee on the part paid, within the budget', () => {
    // 1000.00 due 2024-01-01, 10 grace days, as of 2024-03-01: 60 − 10 = 50 days → fee 5 % of the principal.
    const l = line(1, '2024-01-01', '1000.00', { late: terms });
    expect(lineDue(l, '2024-03-01')).toEqual({ principal: '1000.00', lateFee: '50.00', lateDays: 50 });
    const r = allocatePayment({ lines: [l], asOf: '2024-03-01', cash: '525.00', prepay: '0' });
    expect(byLine(r)).toEqual([[1, '500.00', '25.00', 'cash']]);
    expect(r.overpay).toBe('0.00');
  });

  it('the cap limits the fee to a share of the principal', () => {
    const l = line(1, '2023-01-01', '1000.00', { late: { ...terms, capRatio: '0.1' } });
    expect(lineDue(l, '2024-03-01').lateFee).toBe('100.00');
  });

  it('no fee inside the grace days', () => {
    const l = line(1, '2024-01-01', '1000.00', { late: terms });
    expect(lineDue(l, '2024-01-11')).toEqual({ principal: '1000.00', lateFee: '0.00', lateDays: 0 });
  });

  // A 期初 line's 违约金起算日 (the old system's date) replaces due date + grace: its first day already counts.
  it.each([
    ['before the start', '2024-02-09', '0.00', 0],
    ['on the start: one day', '2024-02-10', '1.00', 1],
    ['twenty days in', '2024-02-29', '20.00', 20],
  ])('a line with its own late-fee start, %s', (_name, asOf, fee, days) => {
    const l = line(1, '2024-01-01', '1000.00', { late: { ...terms, from: '2024-02-10' } });
    expect(lineDue(l, asOf)).toEqual({ principal: '1000.00', lateFee: fee, lateDays: days });
  });

  it('a part payment of a line with its own start takes the fee on the part paid', () => {
    const l = line(1, '2024-01-01', '1000.00', { late: { ...terms, from: '2024-02-10' } });
    expect(byLine(allocatePayment({ lines: [l], asOf: '2024-02-29', cash: '510.00', prepay: '0' }))).toEqual([[1, '500.00', '10.00', 'cash']]);
  });
});

describe('allocatePayment: properties', () => {
  const fen = (n: number) => (n / 100).toFixed(2);
  const arbLine = fc.record({
    open: fc.integer({ min: 1, max: 5_000_00 }),
    due: fc.integer({ min: 0, max: 700 }),
    rate: fc.constantFrom(null, '0.0003', '0.001', '0.005'),
    grace: fc.integer({ min: 0, max: 60 }),
    cap: fc.constantFrom(null, '0.1', '1'),
    prepayAllowed: fc.boolean(),
    priority: fc.integer({ min: 1, max: 20 }),
  });
  const dueDate = (offset: number) => new Date(Date.UTC(2023, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
  const arbInput = fc.record({
    lines: fc.array(arbLine, { minLength: 0, maxLength: 8 }),
    cash: fc.integer({ min: 0, max: 40_000_00 }),
    prepay: fc.integer({ min: 0, max: 10_000_00 }),
  });
  type Drawn = { lines: { open: number; due: number; rate: string | null; grace: number; cap: string | null; prepayAllowed: boolean; priority: number }[]; cash: number; prepay: number };
  const toInput = (x: Drawn) => ({
    lines: x.lines.map(
      (l, i): OpenLine => ({
        id: i + 1,
        dueDate: dueDate(l.due),
        priority: l.priority,
        open: fen(l.open),
        late: l.rate ? { ratePerDay: l.rate, graceDays: l.grace, capRatio: l.cap } : null,
        prepayAllowed: l.prepayAllowed,
      }),
    ),
    asOf: '2025-01-01',
    cash: fen(x.cash),
    prepay: fen(x.prepay),
  });

  it('never pays more than a line’s open principal', () => {
    fc.assert(
      fc.property(arbInput, (x) => {
        const input = toInput(x);
        const r = allocatePayment(input);
        for (const l of input.lines) {
          const paid = r.allocations.filter((a) => a.lineId === l.id).reduce((s, a) => s.plus(a.principal), new Dec(0));
          expect(paid.lte(l.open)).toBe(true);
        }
        for (const a of r.allocations) expect(new Dec(a.principal).gt(0)).toBe(true);
      }),
    );
  });

  it('Σ allocations + over-payment = cash + pre-payment used, and the pre-payment used ≤ the balance', () => {
    fc.assert(
      fc.property(arbInput, (x) => {
        const input = toInput(x);
        const r = allocatePayment(input);
        const allocated = r.allocations.reduce((s, a) => s.plus(a.principal).plus(a.lateFee), new Dec(0));
        expect(allocated.plus(r.overpay).toFixed(2)).toBe(new Dec(input.cash).plus(r.prepayUsed).toFixed(2));
        expect(new Dec(r.prepayUsed).lte(input.prepay)).toBe(true);
        expect(new Dec(r.overpay).gte(0)).toBe(true);
        const prepaid = r.allocations.filter((a) => a.source === 'prepay').reduce((s, a) => s.plus(a.principal).plus(a.lateFee), new Dec(0));
        expect(prepaid.toFixed(2)).toBe(r.prepayUsed);
      }),
    );
  });

  it('money left over means every line was paid in full, or cannot buy one more fen with its late fee', () => {
    fc.assert(
      fc.property(arbInput, (x) => {
        const input = toInput(x);
        const r = allocatePayment(input);
        const unpaid = input.lines.filter((l) => {
          const paid = r.allocations.filter((a) => a.lineId === l.id).reduce((s, a) => s.plus(a.principal), new Dec(0));
          return paid.lt(l.open);
        });
        // One more fen costs at most 0.01 + its fee (≤ 0.01 × 0.005 × 731 days, plus rounding).
        if (unpaid.length > 0) expect(new Dec(r.overpay).lt('0.10')).toBe(true);
      }),
    );
  });
});
