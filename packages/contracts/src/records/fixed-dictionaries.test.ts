import { FIXED_DICTIONARY_CODES } from '@pm/domain';
import { describe, expect, it } from 'vitest';
import { allDictionaries } from './catalogue';

// The fixed dictionaries whose codes a column's CHECK holds are declared once, with exactly the vocabulary's codes.
describe('fixed dictionaries', () => {
  const byCode = new Map(allDictionaries().map((d) => [d.code, d]));
  it.each(Object.entries(FIXED_DICTIONARY_CODES))('%s is declared, not editable, with the vocabulary’s codes in order', (code, codes) => {
    const dictionary = byCode.get(code);
    expect(dictionary?.editable).toBe(false);
    expect(dictionary?.items.map((i) => i.value)).toEqual([...codes]);
  });
  it('declares each dictionary once', () => {
    const codes = allDictionaries().map((d) => d.code);
    expect(codes.length).toBe(new Set(codes).size);
  });
});
