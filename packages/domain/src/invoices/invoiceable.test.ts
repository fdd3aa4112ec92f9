import { describe, expect, it } from 'vitest';
import { invoiceable } from './invoiceable';

describe('what goes on an invoice (notes §2)', () => {
  it.each([
    ['G12 装修押金 2000.00 while refundable: 收据 only', 'deposit', false],
    ['a deposit kept after the works broke the rules', 'forfeited_deposit', true],
    ['物业费, 停车费, resold water and power', 'sale', true],
    ['water collected for the utility under an agency agreement', 'agency', false],
  ] as const)('%s', (_case, nature, expected) => {
    expect(invoiceable(nature)).toBe(expected);
  });
});
