import { z } from 'zod';

// Integers as the API takes them. z.coerce.number() ran Number() over anything, so JSON true was
// id 1 (a 预交 landed on house 1), "" was 0 and " 1", "1.0", "1e0" and "0x1" were 1. Here an
// integer is a JSON number, or its canonical decimal text, because path and query values arrive
// as text (and a form's select may send its value as text too); anything else fails the number
// check with a 400.

/** Canonical decimal text of a safe integer: optional minus, no leading zeros, spaces, fraction, exponent or hex. */
const INTEGER_TEXT = /^(0|-?[1-9]\d{0,15})$/;

function integerFromText(value: unknown): unknown {
  return typeof value === 'string' && INTEGER_TEXT.test(value) ? Number(value) : value;
}

/**
 * A number schema that also takes the canonical decimal text of an integer:
 * `integer(z.number().int().min(1).default(1))`. Never booleans, never "1abc".
 */
export const integer = <S extends z.ZodType>(schema: S) => z.preprocess(integerFromText, schema);

/** The largest id a PostgreSQL integer (serial) column holds. */
export const MAX_ID = 2_147_483_647;

/** A row id with its own message (请选择会议 …): a positive integer up to MAX_ID. */
export const idOf = (error = '编号必须是正整数') =>
  integer(z.number({ error }).int({ error }).positive({ error }).max(MAX_ID, { error }));

/** A row id: a positive integer up to MAX_ID, never coerced from a boolean or loose text. */
export const Id = idOf();

/**
 * A yes/no filter: JSON true/false, or "true"/"false" (and "1"/"0") from a query string. z.coerce.boolean()
 * took any non-empty text, "false" included, as true.
 */
export const flag = (error = '必须是是或否') =>
  z.preprocess(
    (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
    z.boolean({ error }),
  );
