// 类目模板 keys are typed by their name without the trailing number (thing1 → thing); each type limits its value
// (messages note §7, the subscribe-message table the 2023 公众号 templates adopted, §8). A value out of its type is
// errcode 47003 naming the key. Where the note is vague, the choice is marked.

export const KEY_TYPES = [
  'thing',
  'number',
  'letter',
  'symbol',
  'character_string',
  'time',
  'date',
  'amount',
  'phone_number',
  'car_number',
  'name',
  'phrase',
] as const;
export type KeyType = (typeof KEY_TYPES)[number];

const HAN = /\p{Script=Han}/u;
const chars = (v: string) => [...v].length;

const DAY = String.raw`\d{4}(?:年\d{1,2}月\d{1,2}日|-\d{1,2}-\d{1,2}|/\d{1,2}/\d{1,2})`;
const CLOCK = String.raw`(?:[01]?\d|2[0-3])[:：][0-5]\d(?:[:：][0-5]\d)?`;
/** A date, a 24-hour time, or both; `~` joins two of them into a period (both types allow periods). */
const POINT = new RegExp(String.raw`^(?:${DAY}(?:\s*${CLOCK})?|${CLOCK})$`);
const isPointOrPeriod = (v: string) => {
  const parts = v.split('~').map((p) => p.trim());
  return parts.length <= 2 && parts.every((p) => POINT.test(p));
};

const CHECKS: Record<KeyType, (v: string) => boolean> = {
  /** ≤ 20 characters of any kind (汉字, digits, letters, symbols). */
  thing: (v) => chars(v) <= 20,
  /** ≤ 32 digits, a decimal point allowed (a sign: chosen). */
  number: (v) => /^-?\d+(\.\d+)?$/.test(v) && v.replace(/\D/g, '').length <= 32,
  letter: (v) => /^[A-Za-z]{1,32}$/.test(v),
  /** ≤ 5 symbols: neither letters, digits, 汉字 nor spaces. */
  symbol: (v) => chars(v) <= 5 && /^[^\p{L}\p{N}\s]+$/u.test(v),
  /** ≤ 32 digits, letters or symbols; no 汉字. */
  character_string: (v) => chars(v) <= 32 && !HAN.test(v),
  /** 24-hour time, with a date if wanted (2019年10月1日 15:01); a period with `~`; a date alone: chosen. */
  time: isPointOrPeriod,
  date: isPointOrPeriod,
  /** One currency symbol (optional, chosen), ≤ 10 digits before the point, ≤ 2 after (chosen), may end with 元. */
  amount: (v) => /^[¥￥$€£]?\d{1,10}(\.\d{1,2})?元?$/.test(v),
  /** ≤ 17 digits and symbols. */
  phone_number: (v) => chars(v) <= 17 && /^[\d+\-() ]+$/.test(v),
  /** ≤ 8 characters; the first and last may be 汉字, the rest letters and digits. */
  car_number: (v) => chars(v) <= 8 && /^\p{Script=Han}?[A-Za-z0-9]+\p{Script=Han}?$/u.test(v),
  /** ≤ 10 汉字 or ≤ 20 letters; a mix counts as 汉字. */
  name: (v) => (HAN.test(v) ? chars(v) <= 10 : /^[A-Za-z ·.]{1,20}$/.test(v)),
  /** ≤ 5 汉字 only. */
  phrase: (v) => /^\p{Script=Han}{1,5}$/u.test(v),
};

/** The type of a key (`thing1` → thing, `character_string12` → character_string); undefined when not a known type. */
export function keyType(key: string): KeyType | undefined {
  const base = key.replace(/\d+$/, '');
  return (KEY_TYPES as readonly string[]).includes(base) ? (base as KeyType) : undefined;
}

/** Whether the value fits its key's type; an empty value never does (chosen). */
export function validValue(type: KeyType, value: string): boolean {
  return value.trim() !== '' && CHECKS[type](value);
}

/** The keys of a template's content, in order: `{{thing1.DATA}}` → thing1. */
export function contentKeys(content: string): string[] {
  return [...content.matchAll(/\{\{\s*(\w+)\.DATA\s*\}\}/g)].map((m) => m[1] ?? '');
}
