import { describe, expect, it } from 'vitest';
import { redConfirmationStart } from './red-confirmation';

describe('how a red-letter confirmation starts (notes §4)', () => {
  it.each([
    [
      'whole, buyer has not confirmed use: at once, no buyer',
      { partial: false, reason: '2', buyerConfirmedUse: false },
      { ok: true, state: '01' },
    ],
    [
      'whole, buyer has confirmed use: waits for the buyer',
      { partial: false, reason: '1', buyerConfirmedUse: true },
      { ok: true, state: '02' },
    ],
    [
      'G10 partial for 服务中止 after the buyer confirmed use',
      { partial: true, reason: '3', buyerConfirmedUse: true },
      { ok: true, state: '02' },
    ],
    [
      'partial before the buyer confirmed use',
      { partial: true, reason: '4', buyerConfirmedUse: false },
      { ok: false, problem: 'partial_before_buyer_use' },
    ],
    [
      'partial for 开票有误',
      { partial: true, reason: '2', buyerConfirmedUse: true },
      { ok: false, problem: 'partial_for_wrong_invoice' },
    ],
  ] as const)('%s', (_case, input, expected) => {
    expect(redConfirmationStart(input)).toEqual(expected);
  });
});
