import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flag, Id, integer, MAX_ID } from './integers';

describe('ids and integers as the API takes them', () => {
  it.each([
    [1, 1],
    [42, 42],
    ['42', 42],
    [MAX_ID, MAX_ID],
  ])('takes the id %j as %j', (value, id) => {
    expect(Id.parse(value)).toBe(id);
  });

  it.each([true, false, null, '1abc', ' 1', '1 ', '1.0', '1e0', '0x1', '01', '', '+1', '-0', 0, -1, 1.5, MAX_ID + 1, [1], { id: 1 }])(
    'refuses the id %j with a Chinese message',
    (value) => {
      const result = Id.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('编号必须是正整数');
    },
  );

  it('keeps optional and default behaviour of the number inside', () => {
    const Page = z.object({ page: integer(z.number().int().min(1).default(1)), estateId: Id.optional() });
    expect(Page.parse({})).toEqual({ page: 1 });
    expect(Page.parse({ page: '3', estateId: '7' })).toEqual({ page: 3, estateId: 7 });
    expect(Page.safeParse({ page: true }).success).toBe(false);
    expect(integer(z.number().int()).parse('-5')).toBe(-5);
  });

  it.each([
    [true, true],
    ['true', true],
    ['1', true],
    [false, false],
    ['false', false],
    ['0', false],
  ])('reads the flag %j as %j', (value, expected) => {
    expect(flag().parse(value)).toBe(expected);
  });

  it.each(['yes', 'False', '', 2, null])('refuses the flag %j (z.coerce.boolean took "false" as true)', (value) => {
    expect(flag().safeParse(value).success).toBe(false);
  });
});
