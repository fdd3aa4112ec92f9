import { describe, expect, it } from 'vitest';
import type { DictionaryDef } from './dictionaries';
import { forwardOnly, notBefore, plateField, requiredWhen } from './area-rules';

const status: DictionaryDef = {
  code: 'complaint_status',
  name: { cn: '投诉状态', tw: '投訴狀態' },
  editable: false,
  items: [
    { value: '1', label: { cn: '待处理', tw: '待處理' } },
    { value: '2', label: { cn: '处理中', tw: '處理中' } },
    { value: '3', label: { cn: '已办结', tw: '已辦結' } },
  ],
};

describe('forwardOnly', () => {
  it.each([
    ['1', '1', false],
    ['1', '2', false],
    ['1', '3', false],
    ['2', '3', false],
    ['3', '2', true],
    ['2', '1', true],
    [undefined, '1', false],
  ])('from %s to %s refused: %s', (from, to, refused) => {
    expect(forwardOnly(status, from, to) !== undefined).toBe(refused);
  });

  it('names the dictionary and both labels', () => {
    expect(forwardOnly(status, '3', '2')?.message).toBe('投诉状态不能从「已办结」退回「处理中」');
  });
});

describe('notBefore', () => {
  it.each([
    [{ a: '2026-01-02', b: '2026-01-01' }, true],
    [{ a: '2026-01-02', b: '2026-01-02' }, false],
    [{ a: '2026-01-02 10:00', b: '2026-01-02 09:59' }, true],
    [{ a: '2026-01-02 10:00', b: '2026-01-02 10:01' }, false],
    [{ a: '2026-01-02 10:00', b: '2026-01-02' }, false],
    [{ a: '2026-01-02', b: null }, false],
  ])('%j refused: %s', (values, refused) => {
    expect(notBefore(values, 'a', 'b', 'x') !== undefined).toBe(refused);
  });
});

describe('plateField', () => {
  it.each([
    ['沪A12345', true],
    ['浙AD12345', true],
    ['沪a12345', true],
    ['A12345', false],
    ['沪A1234', false],
    ['沪AI2345', false],
  ])('%s valid: %s', (plate, valid) => {
    expect(plateField({ p: plate }, 'p') === undefined).toBe(valid);
  });
});

describe('requiredWhen', () => {
  it.each<[{ status: string; closedAt?: string }, boolean, boolean]>([
    [{ status: '3' }, true, true],
    [{ status: '3', closedAt: '' }, true, true],
    [{ status: '3', closedAt: '2026-01-01 10:00' }, true, false],
    [{ status: '2' }, false, false],
  ])('%j (rule applies: %s) refused: %s', (values, when, refused) => {
    expect(requiredWhen(values, when, 'closedAt', '已办结的投诉须填写办结时间') !== undefined).toBe(refused);
  });
});
