import { describe, expect, it } from 'vitest';
import { SHARE_METHODS } from '../charging/share-weights';
import { SHARE_METHOD_CODES } from './charging-words';

// The names of the share methods are written for exactly the codes of the vocabulary, in its order.
describe('charging words', () => {
  it('names every share method once, in code order', () => {
    expect(SHARE_METHODS.map((m) => String(m.code))).toEqual([...SHARE_METHOD_CODES]);
  });
});
