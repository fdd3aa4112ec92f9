import { describe, expect, it } from 'vitest';
import { balancingAmount, blankLine, gridTotals, lineProblems, setAmount, setSubject, toSaveLines, type LineDraft } from './line-grid-logic';

const line = (over: Partial<LineDraft>): LineDraft => ({ ...blankLine(), ...over });
const codes = new Map([[3, '112201'], [4, '2221'], [6, '500101']]);
const code = (id: number) => codes.get(id);

// A1 of the accounting note: Dr 1122 617.34 / Cr 5001 582.40 / Cr 2221 34.94.
const a1 = [
  line({ summary: '11月物业费', subjectId: 3, debit: '617.34' }),
  line({ summary: '11月物业费', subjectId: 6, credit: '582.40' }),
  line({ summary: '11月物业费', subjectId: 4, credit: '34.94' }),
  blankLine('11月物业费'),
];

describe('the running totals of the voucher grid', () => {
  it('balances A1 exactly (617.34 = 582.40 + 34.94) and writes the total in capitals', () => {
    expect(gridTotals(a1)).toEqual({ debit: '617.34', credit: '617.34', difference: '0.00', balanced: true, inWords: '陆佰壹拾柒元叁角肆分' });
  });

  it('shows the difference of A2 (100.00 against 99.99) and no capitals while unbalanced', () => {
    const t = gridTotals([line({ subjectId: 1, debit: '100.00' }), line({ subjectId: 3, credit: '99.99' })]);
    expect(t).toMatchObject({ debit: '100.00', credit: '99.99', difference: '0.01', balanced: false, inWords: null });
  });

  it('adds decimals without floating-point drift (0.1 + 0.2 against 0.3)', () => {
    const t = gridTotals([line({ debit: '0.1' }), line({ debit: '0.2' }), line({ credit: '0.3' })]);
    expect(t).toMatchObject({ debit: '0.30', credit: '0.30', balanced: true });
  });

  it('an empty grid is balanced at zero but has no capitals to show', () => {
    expect(gridTotals([blankLine(), blankLine()])).toMatchObject({ debit: '0.00', balanced: true, inWords: null });
  });
});

describe('typing in the grid', () => {
  it("'=' fills the amount that balances the other rows, on the side that lacks it", () => {
    expect(balancingAmount(a1, 2, 'credit')).toBe('34.94');
    expect(balancingAmount(a1, 2, 'debit')).toBe('');
    expect(balancingAmount(a1, 3, 'credit')).toBe('');
  });

  it('an amount on one side clears the other side', () => {
    const l = setAmount(line({ debit: '10.00' }), 'credit', '10.00');
    expect([l.debit, l.credit]).toEqual(['', '10.00']);
  });

  it('a subject without auxiliaries drops the house and estate typed for the previous one', () => {
    const l = setSubject(line({ subjectId: 3, estateId: 1, houseId: 11 }), { id: 4, aux: [] });
    expect(l).toMatchObject({ subjectId: 4, estateId: null, houseId: null });
  });
});

describe('what stops a save', () => {
  it('names the row with both sides (A3), the row without an amount and the row without a subject', () => {
    const problems = lineProblems(
      [line({ summary: 'a', subjectId: 3, debit: '10', credit: '10' }), line({ summary: 'b', subjectId: 6 }), line({ summary: 'c', debit: '5' }), blankLine()],
      code,
    );
    expect(problems).toEqual([
      { index: 0, message: '借方和贷方只能填写一方' },
      { index: 1, message: '借方或贷方必须填写金额' },
      { index: 2, message: '请选择会计科目' },
    ]);
  });

  it('asks a summary on each filled row and leaves untouched rows out', () => {
    expect(lineProblems([line({ subjectId: 3, debit: '1' }), blankLine()], code)).toEqual([{ index: 0, message: '请输入摘要' }]);
    expect(lineProblems(a1, code)).toEqual([]);
  });

  it('sends the filled rows as contract lines, the empty side as 0', () => {
    expect(toSaveLines(a1)).toEqual([
      { summary: '11月物业费', subjectId: 3, debit: '617.34', credit: '0', estateId: null, houseId: null, customerName: null },
      { summary: '11月物业费', subjectId: 6, debit: '0', credit: '582.40', estateId: null, houseId: null, customerName: null },
      { summary: '11月物业费', subjectId: 4, debit: '0', credit: '34.94', estateId: null, houseId: null, customerName: null },
    ]);
  });
});
