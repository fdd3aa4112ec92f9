import { beforeEach, expect, test } from 'vitest';
import { readErrList, recordError } from './err-list';

beforeEach(() => localStorage.clear());

test('records date, message and stack', () => {
  const now = new Date('2026-11-21T08:00:00Z');
  recordError(new Error('炸了'), localStorage, now);
  const [entry] = readErrList();
  expect(entry?.date).toBe(now.toISOString());
  expect(entry?.message).toBe('炸了');
  expect(entry?.stack).toContain('炸了');
});

test('keeps at most 100 entries, dropping the oldest first', () => {
  for (let i = 0; i < 105; i++) recordError(new Error(`e${i}`));
  const list = readErrList();
  expect(list).toHaveLength(100);
  expect(list[0]?.message).toBe('e5');
  expect(list.at(-1)?.message).toBe('e104');
});

test('a damaged list starts again', () => {
  localStorage.setItem('errList', '{oops');
  recordError('text');
  expect(readErrList()).toEqual([{ date: expect.any(String), message: 'text', stack: '' }]);
});
