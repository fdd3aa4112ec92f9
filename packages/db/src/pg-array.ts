// A batch's column as one PostgreSQL array parameter (`$1::text::bigint[]` and the like): the
// database parses array text far cheaper than JSON records, and the statement's text stays the same
// whatever the number of rows, so each pooled connection prepares it once.

/** Text array_in reads as itself unquoted: no space, quote, backslash, comma or brace, not empty and not NULL. */
const PLAIN = /^[0-9A-Za-z_.:/+-]+$/;
const NULL_WORD = /^null$/i;
const NEEDS_ESCAPE = /["\\]/g;

function element(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer: ${value}`);
    return value;
  }
  // Most of a batch is ids, dates, decimals and codes: sent bare, they cost neither quotes nor copies.
  if (PLAIN.test(value) && !NULL_WORD.test(value)) return value;
  return `"${value.replace(NEEDS_ESCAPE, '\\$&')}"`;
}

/** The array literal of the values: plain text bare, any other text double-quoted and escaped, null as NULL. */
export function pgArray(values: readonly (string | number | null)[]): string {
  const parts = new Array<string | number>(values.length);
  for (let i = 0; i < values.length; i++) parts[i] = element(values[i]);
  return `{${parts.join(',')}}`;
}
