import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxChars, minChars } from './text';
import { businessDay } from './calendar';

describe('contract text and date helpers', () => {
  const remark = z.string().check(maxChars(60));

  it('fits 60 emoji in a 60-character field and refuses the 61st', () => {
    expect(remark.safeParse('😀'.repeat(60)).success).toBe(true);
    const over = remark.safeParse('😀'.repeat(61));
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('最多60个字符');
  });

  it('counts one emoji as one character for a minimum too', () => {
    const name = z.string().check(minChars(2, '至少2个字'));
    expect(name.safeParse('😀').success).toBe(false);
    expect(name.safeParse('😀😀').success).toBe(true);
  });

  it.each([
    ['2026-05-01', true],
    ['1900-01-01', true],
    ['2100-12-31', true],
    ['1899-12-31', false],
    ['2101-01-01', false],
    ['2026-02-30', false],
    ['2026.05.01', false],
  ])('a business day %s is accepted: %s', (value, ok) => {
    expect(businessDay().safeParse(value).success).toBe(ok);
  });

  it('names the approval date and the allowed years in its messages', () => {
    expect(businessDay('.', '审批').safeParse('2101.01.01').error?.issues[0]?.message).toBe(
      '审批日期须在1900年至2100年之间',
    );
    expect(businessDay('.', '审批').safeParse('2026-01-01').error?.issues[0]?.message).toBe(
      '审批日期格式应为YYYY.MM.DD',
    );
    expect(businessDay('.').safeParse('2026.01.31').success).toBe(true);
  });
});
