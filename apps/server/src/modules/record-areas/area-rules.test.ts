import { describe, expect, it } from 'vitest';
import { notBefore, refuse, requiredWhen } from './area-rules';

describe('requiredWhen and refuse', () => {
  it('throws a 400 naming every failed field, the first message as msg', () => {
    expect(() =>
      refuse(
        requiredWhen({ status: '3', closedAt: null }, true, 'closedAt', '已办结的投诉须填写办结时间'),
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
