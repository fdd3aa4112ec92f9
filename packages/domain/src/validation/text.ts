/**
 * NUL, or half of a UTF-16 surrogate pair without its other half: PostgreSQL refuses the first
 * in text, and neither is a character a person typed.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const BAD_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message (without the field name) for text holding NUL or an unpaired surrogate. */
export const BAD_CHARACTERS_MESSAGE = '不能包含空字符或无效字符';

/** True when the text holds NUL or an unpaired surrogate. */
export function hasBadCharacters(value: string): boolean {
  return BAD_CHARACTER.test(value);
}

/**
 * Length in characters (Unicode code points), the unit PostgreSQL varchar(n) counts and a person
 * sees: an emoji is 1, where String.length counts 2 UTF-16 units.
 */
export function charLength(value: string): number {
  let n = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}
