import { describe, expect, it } from 'vitest';
import { tendersText } from './tenders-text';

describe('tendersText', () => {
  it('names each method with its amount to the fen, 、-joined (C14)', () => {
    expect(tendersText([{ method: '1', amount: '17.34' }, { method: '4', amount: '600' }])).toBe('现金 17.34、微信 600.00');
    expect(tendersText([{ method: '2', amount: '-5.1' }])).toBe('转账 -5.10');
    expect(tendersText([])).toBe('');
  });
});
