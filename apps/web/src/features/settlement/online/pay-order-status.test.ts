import { describe, expect, it } from 'vitest';
import { payLinkStatus, payOrderStatus, stillMoving, type PayOrderStatus } from './pay-order-status';

const expiresAt = '2026-03-01T02:15:00.000Z';
const before = Date.parse(expiresAt) - 60_000;
const after = Date.parse(expiresAt) + 60_000;

describe('the status of a 支付单', () => {
  it.each<[string, Parameters<typeof payOrderStatus>[0], number, PayOrderStatus]>([
    [
      'open within its time: waiting for the payer',
      { state: 'open', closeReason: null, late: false, expiresAt },
      before,
      'open',
    ],
    [
      'open past its time: the server is closing it at the vendor',
      { state: 'open', closeReason: null, late: false, expiresAt },
      after,
      'closing',
    ],
    ['paid', { state: 'paid', closeReason: null, late: false, expiresAt }, after, 'paid'],
    [
      'paid after it was closed: the money went to 预交款',
      { state: 'paid', closeReason: 'expired', late: true, expiresAt },
      after,
      'paidLate',
    ],
    [
      'closed by the sweep past its time',
      { state: 'closed', closeReason: 'expired', late: false, expiresAt },
      after,
      'expired',
    ],
    [
      'closed by staff (关闭支付单)',
      { state: 'closed', closeReason: 'cancelled', late: false, expiresAt },
      before,
      'cancelled',
    ],
    ['refused by the vendor', { state: 'closed', closeReason: 'failed', late: false, expiresAt }, before, 'failed'],
  ])('%s', (_case, order, now, status) => {
    expect(payOrderStatus(order, now)).toBe(status);
  });

  it('keeps asking only while the order is open (or not read yet)', () => {
    expect(stillMoving(undefined)).toBe(true);
    expect(stillMoving({ state: 'open' })).toBe(true);
    expect(stillMoving({ state: 'paid' })).toBe(false);
    expect(stillMoving({ state: 'closed' })).toBe(false);
  });
});

describe('the owner’s page of a 收款链接', () => {
  it.each([
    ['open: 去支付', 'open', before, 'open'],
    ['open past its time: no longer payable', 'open', after, 'expired'],
    ['paid', 'paid', after, 'paid'],
    ['closed past its time', 'closed', after, 'expired'],
    ['closed early by the staff', 'closed', before, 'closed'],
  ] as const)('%s', (_case, state, now, status) => {
    expect(payLinkStatus({ state, expiresAt }, now)).toBe(status);
  });
});
