import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { chinaDay, hundredths, planOwnerEvent, shareText, type Holding, type OwnerEventInput } from './house-owner-rules';

const TODAY = '2026-11-21';
const refusal = (current: Holding[], last: string | null, input: OwnerEventInput) => {
  try {
    planOwnerEvent(current, last, input, TODAY);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.errorCode, msg: error.message, path: error.details?.[0]?.path };
    throw error;
  }
  throw new Error('not refused');
};

describe('shares in hundredths', () => {
  it.each([
    ['100', 10000],
    ['100.00', 10000],
    ['33.5', 3350],
    ['33.33', 3333],
    ['0.01', 1],
    [null, 0],
  ])('reads %s as %i', (text, h) => expect(hundredths(text)).toBe(h));
  it.each([
    [10000, '100.00'],
    [3350, '33.50'],
    [1, '0.01'],
  ])('writes %i as %s', (h, text) => expect(shareText(h)).toBe(text));
  it('takes the day in China', () => expect(chinaDay(new Date('2026-11-20T17:00:00Z'))).toBe('2026-11-21'));
});

describe('planOwnerEvent', () => {
  const a: Holding = { ownerId: 1, share: '60.00' };
  const b: Holding = { ownerId: 2, share: '40.00' };

  it('moves an owner in with the share left of 100 when none is given', () => {
    expect(planOwnerEvent([a], '2020-01-01', { event: '1', ownerId: 3, eventDate: '2026-01-01' }, TODAY)).toEqual([{ ownerId: 3, event: '1', share: '40.00' }]);
  });

  it('refuses a move-in when the shares would pass 100', () => {
    expect(refusal([a], null, { event: '1', ownerId: 3, share: '40.01', eventDate: '2026-01-01' })).toMatchObject({ status: 400, path: 'share', msg: '份额合计不能超过100' });
    expect(refusal([a, b], null, { event: '1', ownerId: 3, eventDate: '2026-01-01' })).toMatchObject({ status: 400, path: 'share' });
  });

  it('refuses a zero share, a move-in of a current owner and a move-out of a non-owner', () => {
    expect(refusal([], null, { event: '1', ownerId: 3, share: '0', eventDate: '2026-01-01' })).toMatchObject({ status: 400, path: 'share', msg: '份额必须大于0' });
    expect(refusal([a], null, { event: '1', ownerId: 1, share: '10', eventDate: '2026-01-01' })).toMatchObject({ status: 409, code: 'house_tree.already_owner' });
    expect(refusal([a], null, { event: '3', ownerId: 2, eventDate: '2026-01-01' })).toMatchObject({ status: 409, code: 'house_tree.not_owner' });
  });

  it('refuses a date in the future, before the latest event, or not on the calendar', () => {
    expect(refusal([], null, { event: '1', ownerId: 3, eventDate: '2026-11-22' })).toMatchObject({ status: 400, path: 'eventDate', msg: '产权变动日期不能晚于今天' });
    expect(refusal([a], '2025-06-01', { event: '3', ownerId: 1, eventDate: '2025-05-31' })).toMatchObject({ status: 400, path: 'eventDate', msg: '产权变动日期不能早于本房屋最近一次变动日期（2025-06-01）' });
    expect(refusal([], null, { event: '1', ownerId: 3, eventDate: '2025-02-30' })).toMatchObject({ status: 400, path: 'eventDate' });
    expect(planOwnerEvent([a], '2025-06-01', { event: '3', ownerId: 1, eventDate: '2025-06-01' }, TODAY)).toEqual([{ ownerId: 1, event: '3', share: null }]);
  });

  it('transfers the whole share: the source moves out', () => {
    expect(planOwnerEvent([a, b], null, { event: '2', fromOwnerId: 1, ownerId: 3, eventDate: '2026-01-01' }, TODAY)).toEqual([
      { ownerId: 1, event: '3', share: null },
      { ownerId: 3, event: '2', share: '60.00' },
    ]);
  });

  it('transfers part of a share: the source keeps the rest', () => {
    expect(planOwnerEvent([a, b], null, { event: '2', fromOwnerId: 1, ownerId: 3, share: '20.5', eventDate: '2026-01-01' }, TODAY)).toEqual([
      { ownerId: 1, event: '2', share: '39.50' },
      { ownerId: 3, event: '2', share: '20.50' },
    ]);
  });

  it('adds a transferred share to what a co-owner already holds', () => {
    expect(planOwnerEvent([a, b], null, { event: '2', fromOwnerId: 1, ownerId: 2, eventDate: '2026-01-01' }, TODAY)).toEqual([
      { ownerId: 1, event: '3', share: null },
      { ownerId: 2, event: '2', share: '100.00' },
    ]);
  });

  it('refuses a transfer from a non-owner, to the same owner, without a source or above the source share', () => {
    expect(refusal([a], null, { event: '2', fromOwnerId: 2, ownerId: 3, eventDate: '2026-01-01' })).toMatchObject({ status: 409, msg: '原业主不是本房屋的当前业主' });
    expect(refusal([a], null, { event: '2', fromOwnerId: 1, ownerId: 1, eventDate: '2026-01-01' })).toMatchObject({ status: 400, path: 'ownerId' });
    expect(refusal([a], null, { event: '2', ownerId: 3, eventDate: '2026-01-01' })).toMatchObject({ status: 400, path: 'fromOwnerId' });
    expect(refusal([a], null, { event: '2', fromOwnerId: 1, ownerId: 3, share: '60.01', eventDate: '2026-01-01' })).toMatchObject({ status: 400, path: 'share', msg: '过户份额不能超过原业主份额（60.00）' });
  });
});
