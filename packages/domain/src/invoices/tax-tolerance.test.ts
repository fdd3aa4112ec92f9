import { describe, expect, it } from 'vitest';
import { taxFromGross } from './line-tax';
import { invoiceTaxDeviation, lineTaxDeviation, taxToleranceProblems } from './tax-tolerance';

const tenFen = (count: number) =>
  Array.from({ length: count }, () => ({ ...taxFromGross('0.10', '0.06'), rate: '0.06' }));

describe('the tolerances the invoicing platforms hold an invoice to (notes §3)', () => {
  it('G11: 276 lines of 0.10 at 6 % pass (1.2696); the 277th makes 1.2742 and the invoice must be split', () => {
    expect(tenFen(1)[0]).toMatchObject({ net: '0.09', tax: '0.01' });
    expect(invoiceTaxDeviation(tenFen(276))).toBe('1.2696');
    expect(taxToleranceProblems(tenFen(276))).toEqual([]);
    expect(invoiceTaxDeviation(tenFen(277))).toBe('1.2742');
    expect(taxToleranceProblems(tenFen(277))).toEqual([{ code: 'invoice_tax', deviation: '1.2742' }]);
  });

  it('G1 and G2 pass: 0.004 and 0.0066 off the exact tax', () => {
    expect(invoiceTaxDeviation([{ net: '943.40', tax: '56.60', rate: '0.06' }])).toBe('0.004');
    const g2 = ['333.33', '333.33', '333.34'].map((g) => ({ ...taxFromGross(g, '0.06'), rate: '0.06' }));
    expect(invoiceTaxDeviation(g2)).toBe('0.0066');
    expect(taxToleranceProblems(g2)).toEqual([]);
  });

  it('refuses a line whose tax is more than 0.06 off round(金额 × rate), naming the line from 1', () => {
    expect(lineTaxDeviation({ net: '100.00', tax: '6.06', rate: '0.06' })).toBe('0.06');
    expect(
      taxToleranceProblems([
        { net: '100.00', tax: '6.06', rate: '0.06' },
        { net: '100.00', tax: '6.07', rate: '0.06' },
      ]),
    ).toEqual([{ code: 'line_tax', line: 2, deviation: '0.07' }]);
  });
});
