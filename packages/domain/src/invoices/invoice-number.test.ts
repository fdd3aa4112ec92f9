import { describe, expect, it } from 'vitest';
import { isInvoiceNumber, parseInvoiceNumber } from './invoice-number';

describe('the 20-digit 数电票 number (notes §1)', () => {
  it('reads year, province, channel and sequence', () => {
    expect(parseInvoiceNumber('24442000000012345678')).toEqual({
      year: '24',
      province: '44',
      channel: '2',
      sequence: '000000012345678',
    });
  });

  it.each([
    '2444200000001234567',
    '244420000000123456789',
    '2444200000001234567X',
    '12345678',
    '',
    ' 24442000000012345678',
  ])('refuses %j', (text) => {
    expect(isInvoiceNumber(text)).toBe(false);
  });
});
