import { describe, expect, it } from 'vitest';
import { OwnerPrepayInput } from './owner-portal.schemas';

describe('预交充值 amount', () => {
  it.each([
    ['0.01', true],
    ['99999.99', true],
    ['100000', true],
    ['100000.00', true],
    ['0100000.00', true],
    ['100000.01', false],
    ['100001', false],
    ['999999.99', false],
    ['1000000', false],
    ['0', false],
  ])('%s → %s', (amount, ok) => expect(OwnerPrepayInput.safeParse({ houseId: 1, amount }).success).toBe(ok));
});
