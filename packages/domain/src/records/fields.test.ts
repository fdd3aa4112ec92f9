import { describe, expect, it, test } from 'vitest';
import { decimalNumberText, isCodeLike, isDecimalNumberField, normaliseFieldValue, type FieldDef } from './fields';
import { MASTER_DICTIONARIES, dictionaryProblems } from './dictionaries';
import { receiptNumber } from './receipt-number';

const label = { cn: '字段', tw: '字段' };
const text: FieldDef = { kind: 'text', label, max: 5 };
const mobile: FieldDef = { kind: 'text', label, format: 'mobile' };
const money: FieldDef = { kind: 'money', label };
const intNumber: FieldDef = { kind: 'number', label, integer: true, min: 0 };
const date: FieldDef = { kind: 'date', label, required: true };
const bool: FieldDef = { kind: 'bool', label };
const ref: FieldDef = { kind: 'ref', label, record: 'estate' };
const richText: FieldDef = { kind: 'text', label, html: true, required: true, max: 2000 };

describe('normaliseFieldValue', () => {
  it.each([
    [text, '  abc ', { value: 'abc' }],
    [text, 'abcdef', { error: '最多5个字符' }],
    [text, '', { value: null }],
    [mobile, '13812345678', { value: '13812345678' }],
    [mobile, '12812345678', { error: '手机号格式不正确' }],
    [money, '12.5', { value: '12.5' }],
    [money, 12.25, { value: '12.25' }],
    [money, '1,234.50', { value: '1234.50' }],
    [money, '12.345', { error: '金额格式不正确（最多2位小数）' }],
    [money, '-1.00', { error: '金额不能为负数' }],
    [intNumber, '7', { value: 7 }],
    [intNumber, 7.5, { error: '必须是整数' }],
    [intNumber, -1, { error: '不能小于0' }],
    [date, '2024-02-29', { value: '2024-02-29' }],
    [date, '2023-02-29', { error: '日期格式不正确（YYYY-MM-DD）' }],
    [date, null, { error: '不能为空' }],
    [bool, '是', { value: true }],
    [bool, '0', { value: false }],
    [bool, 'maybe', { error: '必须是“是”或“否”' }],
    [ref, '12', { value: 12 }],
    [ref, 'x', { error: '必须是有效的编号' }],
    [ref, 12, { value: 12 }],
    [ref, ' 12 ', { value: 12 }],
    [ref, true, { error: '必须是有效的编号' }],
    [ref, '1abc', { error: '必须是有效的编号' }],
    [ref, '1.0', { error: '必须是有效的编号' }],
    [ref, '1e0', { error: '必须是有效的编号' }],
    [ref, '0x1', { error: '必须是有效的编号' }],
    [text, { a: 1 }, { error: '格式不正确' }],
    [richText, '<p><strong>停水</strong>通知</p>', { value: '<p><strong>停水</strong>通知</p>' }],
    [richText, '<p>&nbsp; </p><p></p>', { error: '不能为空' }],
    [
      richText,
      '<p><img src="/api/file/preview?name=a.png"></p>',
      { value: '<p><img src="/api/file/preview?name=a.png"></p>' },
    ],
    [text, '😀😀😀😀😀', { value: '😀😀😀😀😀' }],
    [text, '😀😀😀😀😀😀', { error: '最多5个字符' }],
    [text, 'a\u0000b', { error: '不能包含空字符或无效字符' }],
    [text, 'a\ud800b', { error: '不能包含空字符或无效字符' }],
    [date, '1899-12-31', { error: '须在1900年至2100年之间' }],
    [date, '2101-01-01', { error: '须在1900年至2100年之间' }],
    [date, '1900-01-01', { value: '1900-01-01' }],
    [date, '2100-12-31', { value: '2100-12-31' }],
  ] as const)('%o %j → %j', (field, raw, expected) => {
    expect(normaliseFieldValue(field, raw)).toEqual(expected);
  });
});

describe('dictionaries', () => {
  it('declares every code and value once, with the spec enumerations', () => {
    expect(dictionaryProblems(MASTER_DICTIONARIES)).toEqual([]);
    const values = (code: string) =>
      MASTER_DICTIONARIES.find((d) => d.code === code)?.items.map((i) => `${i.value} ${i.label.cn}`);
    expect(values('house_use_state')).toEqual(['1 未入伙', '3 装修中', '4 使用中', '5 空置']);
    expect(values('owner_type')).toEqual(['1 个人', '2 法人', '3 开发商', '4 不详']);
    expect(values('building_type')).toEqual(['1 平房', '2 多层', '3 小高层', '4 高层', '5 超高层']);
    expect(values('day_type')).toEqual(['1 工作日', '2 休息日', '3 法定节假日']);
    expect(MASTER_DICTIONARIES.find((d) => d.code === 'resident_relation')?.items).toHaveLength(14);
    expect(MASTER_DICTIONARIES.find((d) => d.code === 'resident_tag_type')?.items).toHaveLength(7);
  });
});

describe('receiptNumber', () => {
  it.each([
    ['1', 'SJ00042'],
    ['2', 'SJ202600042'],
    ['3', 'SJ20261100042'],
    ['4', 'SJ2026112100042'],
  ])('date part %s → %s', (datePart, expected) => {
    expect(receiptNumber({ prefix: 'SJ', datePart, serialLength: 5 }, 42, '2026-11-21')).toBe(expected);
  });
});

describe('isCodeLike', () => {
  const text: FieldDef = { kind: 'text', label: { cn: '编号', tw: '編號' } };
  const number: FieldDef = { kind: 'number', label: { cn: '编号', tw: '編號' } };
  const multiline: FieldDef = { ...text, multiline: true };
  const cases: [string, FieldDef, boolean][] = [
    ['code', text, true],
    ['houseCode', text, true],
    ['complaintNo', text, true],
    ['name', text, false],
    ['code', number, false],
    ['remarkNo', multiline, false],
  ];
  test.each(cases)('%s is code-like: %s', (name, field, expected) => {
    expect(isCodeLike(name, field)).toBe(expected);
  });
});

describe('decimal number fields answer decimal text', () => {
  const area: FieldDef = { kind: 'number', label: { cn: '建筑面积', tw: '建築面積' }, scale: 2 };
  const rate: FieldDef = { kind: 'number', label: { cn: '日率', tw: '日率' }, scale: 6 };
  const count: FieldDef = { kind: 'number', label: { cn: '层数', tw: '層數' }, integer: true };
  it.each([
    [area, 89.56, '89.56'],
    [area, '90', '90.00'],
    [area, -6, '-6.00'],
    [rate, 0.0003, '0.000300'],
    [rate, 1e-7, '0.000000'],
    [rate, '0.000123', '0.000123'],
  ] as const)('%#: %s → %s', (field, value, text) => {
    expect(isDecimalNumberField(field)).toBe(true);
    expect(decimalNumberText(field, value)).toBe(text);
  });
  it('leaves integer fields numbers', () => {
    expect(isDecimalNumberField(count)).toBe(false);
  });
});
