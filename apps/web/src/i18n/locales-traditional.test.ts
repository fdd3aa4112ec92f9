import { ConverterFactory } from 'opencc-js/core';
import characters from 'opencc-js/dict/STCharacters';
import { describe, expect, it } from 'vitest';

// 繁體 strings are written by hand beside the 简体 ones; a simplified character slips in now and then
// (年数總和法, 冲銷). The simplified-only characters are read off the pairs themselves: where a 简体
// string and its 繁體 twin differ at a place and OpenCC calls the 简体 character simplified.

type Json = { default: Record<string, unknown> };
const files = {
  ...import.meta.glob<Json>(['../features/*/locales/*.json', '../features/*/locales/*/*.json'], { eager: true }),
  ...import.meta.glob<Json>('./locales/*.json', { eager: true }),
  ...import.meta.glob<Json>('./signed-in/*.json', { eager: true }),
};

/** Characters simplified to OpenCC that are also right in traditional text in the words we use them in. */
const TRADITIONAL_TOO = new Set(['准']); // 批准 (標準 is the 准 that changes)

const flat = (o: Record<string, unknown>, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flat(v as Record<string, unknown>, `${prefix}${k}.`)));

function pairs(): { key: string; cn: string | undefined; tw: string }[] {
  const out: { key: string; cn: string | undefined; tw: string }[] = [];
  for (const [path, tw] of Object.entries(files)) {
    if (!path.endsWith('/zh-TW.json')) continue;
    const cn = new Map(flat(files[path.replace('/zh-TW.json', '/zh-CN.json')]?.default ?? {}));
    for (const [key, text] of flat(tw.default)) out.push({ key: `${path}:${key}`, cn: cn.get(key), tw: text });
  }
  return out;
}

describe('繁體 strings', () => {
  const toTraditional = ConverterFactory([[characters]]);
  const all = pairs();
  const simplifiedOnly = new Set<string>();
  for (const { cn, tw } of all) {
    const a = [...(cn ?? '')];
    const b = [...tw];
    if (a.length !== b.length) continue;
    a.forEach((c, i) => {
      if (c !== b[i] && toTraditional(c) !== c && !TRADITIONAL_TOO.has(c)) simplifiedOnly.add(c);
    });
  }

  it('the pairs name enough simplified-only characters to check with', () => {
    expect(simplifiedOnly.size).toBeGreaterThan(200);
    for (const c of ['数', '与', '冲', '内', '台']) expect(simplifiedOnly.has(c), c).toBe(true);
  });

  it('hold none of the simplified-only characters', () => {
    const leaks = all.filter(({ tw }) => [...tw].some((c) => simplifiedOnly.has(c))).map(({ key, tw }) => `${key} ${tw}`);
    expect(leaks).toEqual([]);
  });
});
