import type { DictionaryDef } from './dictionaries';

// Rules shared by the record areas (service, device, patrol, quality, security, office, setup):
// small pure checks over a record's field values, each returning the issue or undefined. The
// server turns the issues into the 400 the record engine answers for field problems.

/** One failed rule: the field and the Chinese message shown beside it. */
export interface RuleIssue {
  path: string;
  message: string;
}

type Values = Record<string, unknown>;

/**
 * A record as it will be after a write: each key of the new values or the stored row, typed as
 * either (an absent new value leaves the stored one).
 */
export type Merged<V extends object, R extends object> = {
  [K in keyof V | keyof R]?:
    (K extends keyof V ? Exclude<V[K], undefined> : never) | (K extends keyof R ? R[K] : never);
};

/** A field name of the values a rule reads (a misspelt name does not compile). */
type Key<V extends object> = keyof V & string;

const read = (values: object, key: string): unknown => (values as Values)[key];

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The record as it will be after the write: on update the engine passes only the fields the body
 * carries, so rules read the stored row under the new values.
 */
export function current<V extends object, R extends object>(values: V, existing: R | undefined): Merged<V, R> {
  return { ...(existing ?? {}), ...values };
}

/**
 * A status may stay or move to a later item of its (ordered) dictionary, never back:
 * 待处理 → 处理中 → 已办结. Values outside the dictionary are the engine's concern.
 */
export function forwardOnly(dict: DictionaryDef, from: unknown, to: unknown, path = 'status'): RuleIssue | undefined {
  const a = dict.items.findIndex((i) => i.value === from);
  const b = dict.items.findIndex((i) => i.value === to);
  if (a < 0 || b < 0 || b >= a) return undefined;
  const label = (i: number) => dict.items[i]?.label.cn ?? '';
  return { path, message: `${dict.name.cn}不能从「${label(a)}」退回「${label(b)}」` };
}

/**
 * `end` must not be before `start` when both are filled. Dates ("YYYY-MM-DD") and date-times
 * ("YYYY-MM-DD HH:mm") compare as text; a date against a date-time compares the day.
 */
export function notBefore<V extends object>(
  values: V,
  start: Key<V>,
  end: Key<V>,
  message: string,
): RuleIssue | undefined {
  const a = text(read(values, start));
  const b = text(read(values, end));
  if (a === undefined || b === undefined) return undefined;
  const n = Math.min(a.length, b.length);
  return b.slice(0, n) < a.slice(0, n) ? { path: end, message } : undefined;
}

/** `field` must be filled when `when` holds (e.g. a closed complaint needs its closing time). */
export function requiredWhen<V extends object>(
  values: V,
  when: boolean,
  field: Key<V>,
  message: string,
): RuleIssue | undefined {
  if (!when) return undefined;
  const v = read(values, field);
  return v === undefined || v === null || v === '' ? { path: field, message } : undefined;
}

/** Chinese vehicle plate: province, letter, then 5 (fuel) or 6 (new energy) letters/digits. */
const PLATE =
  /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领][A-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$/;
export function plateField<V extends object>(values: V, path: Key<V>): RuleIssue | undefined {
  const v = text(read(values, path));
  if (v === undefined) return undefined;
  return PLATE.test(v.toUpperCase()) ? undefined : { path, message: '车牌号格式不正确' };
}
