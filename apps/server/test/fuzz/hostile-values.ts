import type { Rng } from './rng';

// What a hostile or careless client sends: wrong types, NUL and half surrogate pairs, huge text,
// emoji, out-of-range and NaN-like numbers, impossible dates, deep nesting, prototype keys.

const STRINGS = [
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udfff',
  '\udc00\ud800',
  '',
  '   ',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '-0',
  '0x1F',
  '99999999999999999999999999',
  '-1',
  '1.0000000001',
  '2026-02-30',
  '0000-00-00',
  '1899-12-31',
  '2101-01-01',
  '9999-12-31 23:59',
  '2026-13-01',
  '2026-01-01 25:61',
  '2026-01-01T00:00:00Z',
  '1.1.1',
  'true',
  'null',
  'undefined',
  '[object Object]',
  '\u202eRTL',
  '\ufeffBOM',
  'line\u2028sep',
  '１２３',
  'ＡＢＣ',
  '__proto__',
  'constructor',
] as const;

const NUMBERS = [
  0,
  -1,
  -0.5,
  1.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e-9,
  123456789012345.67,
  42,
] as const;

export function hostileString(rng: Rng): string {
  switch (rng.int(0, 5)) {
    case 0:
      return '😀'.repeat(rng.pick([1, 30, 60, 61, 101, 201, 501, 2001]));
    case 1:
      return 'x'.repeat(rng.pick([31, 51, 101, 201, 256, 501, 1001, 5001, 100_001]));
    case 2:
      return '物业'.repeat(rng.int(1, 600));
    default:
      return rng.pick(STRINGS);
  }
}

/** Nested arrays or objects `depth` deep. */
export function deepNesting(depth: number, asArray: boolean): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

/** An object carrying `__proto__` / `constructor` as its own keys (as JSON.parse makes them). */
export function pollutingObject(rng: Rng): Record<string, unknown> {
  const text = rng.pick([
    '{"__proto__":{"role":"root","isAdmin":true,"companyId":1}}',
    '{"constructor":{"prototype":{"role":"root"}}}',
    '{"__proto__":null}',
    '{"prototype":{"polluted":1}}',
  ]);
  return JSON.parse(text) as Record<string, unknown>;
}

export function hostileValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(0, 11)) {
    case 0:
    case 1:
    case 2:
    case 3:
      return hostileString(rng);
    case 4:
    case 5:
      return rng.pick(NUMBERS);
    case 6:
      return rng.pick([true, false, null]);
    case 7:
      return depth < 2 ? [hostileValue(rng, depth + 1), hostileValue(rng, depth + 1)] : [];
    case 8:
      return depth < 2 ? { value: hostileValue(rng, depth + 1), [hostileString(rng)]: 1 } : {};
    case 9:
      return deepNesting(rng.pick([10, 100, 1000]), rng.chance(0.5));
    case 10:
      return pollutingObject(rng);
    default:
      return rng.pick(['1', 1, '2026-06-30', '中文', 'ok']);
  }
}

/** A path segment, already percent-encoded (a half surrogate pair can only be sent as raw bytes). */
export function hostileSegment(rng: Rng): string {
  return rng.pick([
    '1',
    '1',
    '0',
    '-1',
    '1.5',
    'abc',
    '99999999999999999999',
    '2147483648',
    '1e3',
    'NaN',
    '%00',
    '1%00',
    '%ED%A0%80',
    '%F0%9F%98%80',
    '%E4%B8%AD',
    'x'.repeat(3000),
    '__proto__',
    'constructor',
    '%20',
    '%2e%2e',
  ]);
}

/** Percent-encodes any text, a half surrogate pair included (as the bytes a broken client would send). */
export function encodeAny(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split('')
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}
