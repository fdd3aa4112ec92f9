import { describe, expect, it } from 'vitest';
import { businessMonth, MonthOrDay, Period } from './calendar';

describe('the period (month) type', () => {
  it.each(['1900-01', '2026-11', '2100-12'])('takes %s', (value) => {
    expect(Period.parse(value)).toBe(value);
  });

  it.each([
    ['0000-01', '期间须在1900年至2100年之间'],
    ['0999-12', '期间须在1900年至2100年之间'],
    ['1899-12', '期间须在1900年至2100年之间'],
    ['2101-01', '期间须在1900年至2100年之间'],
    ['2026-13', '期间格式应为YYYY-MM'],
    ['2026-1', '期间格式应为YYYY-MM'],
    ['2026-11-01', '期间格式应为YYYY-MM'],
    [202611, '期间格式应为YYYY-MM'],
  ])('refuses %j: %s', (value, message) => {
    expect(Period.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('names its field in the messages', () => {
    expect(businessMonth('开始期间').safeParse('0001-01').error?.issues[0]?.message).toBe('开始期间须在1900年至2100年之间');
  });

  it.each([
    ['2026-11', true],
    ['2026-11-30', true],
    ['0999-12', false],
    ['0999-12-31', false],
    ['2026-02-30', false],
    ['abc', false],
  ])('a dashboard bound %s is taken: %s', (value, ok) => {
    expect(MonthOrDay.safeParse(value).success).toBe(ok);
  });
});
