import { describe, expect, it } from 'vitest';
import { SETTLE_METHODS, SETTLE_TYPES } from '../settlement/settle-types';
import { SETTLE_METHOD_CODES, SETTLE_TYPE_CODES } from './settlement-words';

// The names of the settle types and methods are written for exactly the codes of the vocabulary, in its order.
describe('settlement words', () => {
  it('names every settle type once, in code order', () => {
    expect(SETTLE_TYPES.map((t) => t.code)).toEqual([...SETTLE_TYPE_CODES]);
  });
  it('names every settle method', () => {
    expect(Object.keys(SETTLE_METHODS).sort()).toEqual([...SETTLE_METHOD_CODES].sort());
  });
});
