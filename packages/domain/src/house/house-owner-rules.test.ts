import { describe, expect, it } from 'vitest';
import { chinaDay, planOwnerEvent, shareHundredths, shareText, type Holding } from './house-owner-rules';

const TODAY = '2026-11-21';
const a: Holding = { ownerId: 1, share: '60.00' };
const b: Holding = { ownerId: 2, share: '40.00' };

describe('shares in hundredths of a percent', () => {
  it.each([
    ['100', 10000],
    ['33.5', 3350],
    ['33.33', 3333],
    [null, 0],
  ])('reads %s as %i', (text, h) => expect(shareHundredths(text)).toBe(h));
  it('reads a share that is not a number as NaN', () => expect(shareHundredths('abc')).toBeNaN());
  it.each([
    [10000, '100.00'],
    [3350, '33.50'],
  ])('writes %i as %s', (h, text) => expect(shareText(h)).toBe(text));
  it('takes the day in China', () => expect(chinaDay(new Date('2026-11-20T16:00:00Z'))).toBe('2026-11-21'));
});

describe('an ownership event', () => {
  it.each([
    [
      'a move-in passing 100',
      [a],
      null,
      { event: '1', ownerId: 3, share: '40.01', eventDate: '2026-01-01' },
      { refused: 'field', path: 'share', message: '份额合计不能超过100' },
    ],
    [
      'a zero share',
      [],
      null,
      { event: '1', ownerId: 3, share: '0', eventDate: '2026-01-01' },
      { refused: 'field', path: 'share', message: '份额必须大于0' },
    ],
    [
      'a move-in of a current owner',
      [a],
      null,
      { event: '1', ownerId: 1, share: '10', eventDate: '2026-01-01' },
      { refused: 'conflict', code: 'already_owner' },
    ],
    [
      'a move-out of a non-owner',
      [a],
      null,
      { event: '3', ownerId: 2, eventDate: '2026-01-01' },
      { refused: 'conflict', code: 'not_owner' },
    ],
    [
      'a date after today',
      [],
      null,
      { event: '1', ownerId: 3, eventDate: '2026-11-22' },
      { refused: 'field', path: 'eventDate', message: '产权变动日期不能晚于今天' },
    ],
    [
      'a date before the latest event',
      [a],
      '2025-06-01',
      { event: '3', ownerId: 1, eventDate: '2025-05-31' },
      { refused: 'field', path: 'eventDate' },
    ],
    [
      'a day not on the calendar',
      [],
      null,
      { event: '1', ownerId: 3, eventDate: '2025-02-30' },
      { refused: 'field', path: 'eventDate' },
    ],
    [
      'a transfer without a source',
      [a],
      null,
      { event: '2', ownerId: 3, eventDate: '2026-01-01' },
      { refused: 'field', path: 'fromOwnerId' },
    ],
    [
      'a transfer to the same owner',
      [a],
      null,
      { event: '2', fromOwnerId: 1, ownerId: 1, eventDate: '2026-01-01' },
      { refused: 'field', path: 'ownerId' },
    ],
    [
      'a transfer above the source share',
      [a],
      null,
      { event: '2', fromOwnerId: 1, ownerId: 3, share: '60.01', eventDate: '2026-01-01' },
      { refused: 'field', path: 'share', message: '过户份额不能超过原业主份额（60.00）' },
    ],
  ] as const)('refuses %s', (_, current, last, input, refusal) => {
    expect(planOwnerEvent([...current], last, input, TODAY)).toMatchObject(refusal);
  });

  it('moves an owner in with what is left of 100 when no share is given', () => {
    expect(planOwnerEvent([a], null, { event: '1', ownerId: 3, eventDate: '2026-01-01' }, TODAY)).toEqual([
      { ownerId: 3, event: '1', share: '40.00' },
    ]);
  });

  it('transfers part of a share: the source keeps the rest', () => {
    expect(
      planOwnerEvent(
        [a, b],
        null,
        { event: '2', fromOwnerId: 1, ownerId: 3, share: '20.5', eventDate: '2026-01-01' },
        TODAY,
      ),
    ).toEqual([
      { ownerId: 1, event: '2', share: '39.50' },
      { ownerId: 3, event: '2', share: '20.50' },
    ]);
  });

  it('transfers a whole share to a co-owner: the source moves out', () => {
    expect(
      planOwnerEvent([a, b], null, { event: '2', fromOwnerId: 1, ownerId: 2, eventDate: '2026-01-01' }, TODAY),
    ).toEqual([
      { ownerId: 1, event: '3', share: null },
      { ownerId: 2, event: '2', share: '100.00' },
    ]);
  });
});
