import { z } from 'zod';
import { charLength } from '@pm/domain';

/**
 * At most `max` characters, counted as a person and PostgreSQL varchar(n) count them (code points).
 * Use `.check(maxChars(n))` instead of zod's `.max(n)` on strings: that counts UTF-16 units, so
 * 60 emoji would not fit a 60-character field.
 */
export const maxChars = (max: number, error = `最多${max}个字符`) =>
  published(z.refine<string>((value) => charLength(value) <= max, { error }), 'maximum', max);

/** At least `min` characters (code points), the counterpart of maxChars. */
export const minChars = (min: number, error = `最少${min}个字符`) =>
  published(z.refine<string>((value) => charLength(value) >= min, { error }), 'minimum', min);

/**
 * A refine is invisible to JSON Schema; zod folds a check's onattach contribution to the schema's bag
 * into minLength/maxLength, so the OpenAPI document still tells other systems the limit.
 */
function published<C extends z.core.$ZodCheck<string>>(check: C, bound: 'minimum' | 'maximum', value: number): C {
  check._zod.onattach.push((schema) => {
    schema._zod.bag[bound] = value;
  });
  return check;
}
