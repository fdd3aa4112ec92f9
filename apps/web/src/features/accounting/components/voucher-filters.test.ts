import { describe, expect, it } from 'vitest';
import { filterQuery } from './voucher-filters';

// The vouchers' period filter asks for a month only when the text is one: 2026-13 (which the old pattern let through
// and the server refused with a 400) asks for every period instead, as an empty box does.

describe('凭证 list filters', () => {
  it.each([
    ['2026-11', { period: '2026-11' }],
    ['2026-13', {}],
    ['2026-00', {}],
    ['', {}],
  ])('period %s', (period, expected) => {
    const query = filterQuery({ period, status: '', keyword: '' }, [1, 2]);
    expect(query).toEqual({ ...expected, status: [1, 2] });
  });
});
