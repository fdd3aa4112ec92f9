import { allDictionaries, type DictionaryItems } from '@pm/contracts';
import type { DbOrTx } from '@pm/db';
import { itemsVisibleTo, upsertBuiltInItems } from './dictionaries.repo';

/** Writes the declared dictionaries as built-in rows (companyId null); labels follow the declarations. */
export async function ensureDictionaries(db: DbOrTx): Promise<void> {
  const rows = allDictionaries().flatMap((d) =>
    d.items.map((item, i) => ({
      companyId: null,
      dictCode: d.code,
      dictName: d.name.cn,
      value: item.value,
      labelCn: item.label.cn,
      labelTw: item.label.tw,
      sort: i,
    })),
  );
  await upsertBuiltInItems(db, rows);
}

/**
 * Every list and write needs the dictionaries; they change rarely. Kept per company for a few
 * seconds (another server instance sees a change within CACHE_MS), dropped at once on a local write.
 */
const CACHE_MS = 5_000;
const caches = new WeakMap<object, Map<number, { at: number; value: Promise<DictionaryItems> }>>();
const allCaches = new Set<Map<number, unknown>>();

export function forgetDictionaries(companyId?: number): void {
  for (const cache of allCaches) {
    if (companyId === undefined) cache.clear();
    else cache.delete(companyId);
  }
}

/** The company's effective items per dictionary (cached for CACHE_MS). */
export function effectiveDictionaries(db: DbOrTx, companyId: number): Promise<DictionaryItems> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
    allCaches.add(cache);
  }
  const hit = cache.get(companyId);
  const now = Date.now();
  if (hit && now - hit.at < CACHE_MS) return hit.value;
  const value = loadDictionaries(db, companyId);
  cache.set(companyId, { at: now, value });
  const own = cache;
  value.catch(() => own.delete(companyId));
  return value;
}

/** The company's effective items per dictionary: built-in rows, overridden or extended by the company's rows. */
export async function loadDictionaries(db: DbOrTx, companyId: number): Promise<DictionaryItems> {
  const rows = await itemsVisibleTo(db, companyId);
  type Item = { value: string; cn: string; tw: string; enabled: boolean; own: boolean };
  const merged = new Map<string, Map<string, Item>>();
  for (const r of rows) {
    const dict = merged.get(r.dictCode) ?? new Map<string, Item>();
    merged.set(r.dictCode, dict);
    const prior = dict.get(r.value);
    // A company row wins over the built-in row of the same value.
    if (prior?.own && r.companyId === null) continue;
    dict.set(r.value, { value: r.value, cn: r.labelCn, tw: r.labelTw, enabled: r.enabled, own: r.companyId !== null });
  }
  const out: DictionaryItems = {};
  for (const [code, items] of merged) out[code] = [...items.values()].map(({ own: _own, ...item }) => item);
  return out;
}
