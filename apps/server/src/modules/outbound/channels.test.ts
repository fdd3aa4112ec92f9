import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { batchOutIdOf, messageIdsOf, OUT_ID_MAX, outIdOf } from './channels';

describe('OutIds of ours', () => {
  it.each([
    [[105], 'g2x'],
    [[105, 106, 107], 'g2x-2z'],
    [[107, 105, 106, 200], 'g2x-2z.5k'],
    [[1, 3, 5], 'g1.3.5'],
    [[1_000_000, 1_000_099], 'glfls.lfoj'],
  ])('%j → %s and back', (ids, outId) => {
    expect(batchOutIdOf(ids)).toBe(outId);
    expect(messageIdsOf(outId)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('reads a single send’s OutId, and nothing from one not ours', () => {
    expect(messageIdsOf(outIdOf(42))).toEqual([42]);
    for (const other of [undefined, '', 'x12', 'm', 'm12a', 'g', 'gZZ', 'g5-3', 'g1-zzzz', `g${'1.'.repeat(130)}1`]) expect(messageIdsOf(other)).toEqual([]);
  });

  it('any set of ids comes back as it went, in order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 2 ** 40 }), { minLength: 1, maxLength: 100 }), (ids) => {
        const outId = batchOutIdOf(ids);
        if (outId.length > OUT_ID_MAX) return;
        expect(messageIdsOf(outId)).toEqual([...ids].sort((a, b) => a - b));
      }),
    );
  });

  it('a run of 100 consecutive ids fits the OutId many times over', () => {
    const ids = Array.from({ length: 100 }, (_, i) => 9_876_543 + i);
    expect(batchOutIdOf(ids).length).toBeLessThan(20);
  });
});
