import { describe, expect, it } from 'vitest';
import {
  ancestorCodes,
  codeSchemeRefusal,
  isValidSubjectCode,
  newSubjectRefusal,
  parentCode,
  parseCodeScheme,
  subjectCodeRefusal,
  subjectLevel,
} from './code-scheme';

describe('parseCodeScheme', () => {
  it('reads widths and cumulative lengths', () => {
    expect(parseCodeScheme('4-2-2')).toEqual({ text: '4-2-2', widths: [4, 2, 2], lengths: [4, 6, 8] });
    expect(parseCodeScheme('4-3-3-2').lengths).toEqual([4, 7, 10, 12]);
    expect(parseCodeScheme('4').lengths).toEqual([4]);
  });

  it.each([
    ['4_2_2', '科目编码结构格式不正确：4_2_2，应为如4-2-2的数字组合'],
    ['', '科目编码结构格式不正确：，应为如4-2-2的数字组合'],
    ['4-2-', '科目编码结构格式不正确：4-2-，应为如4-2-2的数字组合'],
    ['3-2-2', '一级科目编码必须为4位'],
    ['4-0-2', '各级科目编码长度必须在1到4位之间'],
    ['4-5', '各级科目编码长度必须在1到4位之间'],
    ['4-2-2-2-2-2-2', '科目级次最多6级'],
  ])('refuses %j: %s', (text, message) => {
    expect(codeSchemeRefusal(text)).toBe(message);
    expect(() => parseCodeScheme(text)).toThrow(message);
  });
});

describe('subject codes under 4-2-2', () => {
  it.each([
    ['1122', 1, null],
    ['112201', 2, '1122'],
    ['11220101', 3, '112201'],
  ])('%s is level %i with parent %s', (code, level, parent) => {
    expect(subjectLevel(code, '4-2-2')).toBe(level);
    expect(parentCode(code, '4-2-2')).toBe(parent);
    expect(isValidSubjectCode(code, '4-2-2')).toBe(true);
  });

  it.each([
    ['', '科目编码不能为空'],
    ['11a2', '科目编码只能包含数字：11a2'],
    ['11220', '科目编码11220的长度不符合编码结构4-2-2（应为4、6、8位）'],
    ['1122010101', '科目编码1122010101的长度不符合编码结构4-2-2（应为4、6、8位）'],
  ])('refuses %j', (code, message) => {
    expect(subjectCodeRefusal(code, '4-2-2')).toBe(message);
    expect(isValidSubjectCode(code, '4-2-2')).toBe(false);
    expect(subjectLevel(code, '4-2-2')).toBeNull();
  });

  it('throws for the parent of an invalid code', () => {
    expect(() => parentCode('11220', '4-2-2')).toThrow('长度不符合');
  });

  it('lists ancestors nearest first', () => {
    expect(ancestorCodes('11220101', parseCodeScheme('4-2-2'))).toEqual(['112201', '1122']);
    expect(ancestorCodes('1001', '4-2-2')).toEqual([]);
  });
});

describe('newSubjectRefusal', () => {
  const chart = ['1122', '112201'];
  it.each([
    ['112202', null],
    ['11220101', null],
    ['112201', '科目编码112201已存在'],
    ['11230101', '上级科目112301不存在'],
    ['1123', null],
    ['112', '科目编码112的长度不符合编码结构4-2-2（应为4、6、8位）'],
  ])('%s → %s', (code, message) => {
    expect(newSubjectRefusal(code, '4-2-2', chart)).toBe(message);
    expect(newSubjectRefusal(code, '4-2-2', new Set(chart))).toBe(message);
  });
});
