import { describe, expect, it } from 'vitest';
import { serviceDictionaries } from '@pm/contracts';
import { forwardOnly, notBefore, plateField, refuse, requiredWhen } from './area-rules';

const status = serviceDictionaries.find((d) => d.code === 'complaint_status');
if (!status) throw new Error('complaint_status missing');

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

describe('requiredWhen and refuse', () => {
  it('throws a 400 naming every failed field, the first message as msg', () => {
    expect(() =>
      refuse(
        requiredWhen({ status: '3' }, true, 'closedAt', '已办结的投诉须填写办结时间'),
        notBefore({ a: '2026-02-01', b: '2026-01-01' }, 'a', 'b', '晚于'),
      ),
    ).toThrow(
      expect.objectContaining({
        status: 400,
        message: '已办结的投诉须填写办结时间',
        details: [
          { path: 'closedAt', message: '已办结的投诉须填写办结时间' },
          { path: 'b', message: '晚于' },
        ],
      }),
    );
    expect(() => refuse(undefined)).not.toThrow();
  });
});
