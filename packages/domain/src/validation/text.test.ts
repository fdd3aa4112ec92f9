import { describe, expect, it } from 'vitest';
import { charLength, hasBadCharacters } from './text';

describe('text a person can store', () => {
  it.each([
    ['物业', false],
    ['😀 emoji pair', false],
    ['', false],
    ['a\u0000b', true],
    ['lone high \ud800', true],
    ['\udc00 lone low', true],
    ['reversed \udc00\ud800', true],
  ])('%j has bad characters: %s', (value, bad) => expect(hasBadCharacters(value)).toBe(bad));

  it.each([
    ['', 0],
    ['abc', 3],
    ['物业公司', 4],
    ['😀', 1],
    ['😀'.repeat(60), 60],
    ['a\ud800', 2],
  ])('%j is %i characters', (value, n) => expect(charLength(value)).toBe(n));
});
