import { describe, expect, it } from 'vitest';
import { idNumberProblem, receiptRuleSample } from './master-rules';

describe('idNumberProblem', () => {
  it('refuses a malformed number for a resident identity card', () => {
    expect(idNumberProblem('1', '12345')).toBe('证件号码格式不正确（15位或18位，末位可为X）');
  });

  it('accepts a well-formed 18-digit identity card number', () => {
    expect(idNumberProblem('1', '11010519491231002X')).toBeUndefined();
  });

  it('leaves numbers of other document types and empty numbers alone', () => {
    expect(idNumberProblem('2', '12345')).toBeUndefined();
    expect(idNumberProblem('1', null)).toBeUndefined();
  });
});

describe('receiptRuleSample', () => {
  it('shows the next number with the chosen date part', () => {
    expect(receiptRuleSample({ prefix: 'SF', datePart: '3', serialLength: 4, nextSerial: 12 }, '2026-11-24')).toBe(
      'SF2026110012',
    );
  });

  it('uses no date part, five digits and serial 1 when the rule leaves them unset', () => {
    expect(receiptRuleSample({ prefix: 'R', datePart: null, serialLength: null, nextSerial: null }, '2026-11-24')).toBe(
      'R00001',
    );
    expect(receiptRuleSample({ prefix: 'R', datePart: '', serialLength: null, nextSerial: null }, '2026-11-24')).toBe(
      'R00001',
    );
  });
});
