// A batch's column as one PostgreSQL array parameter (`$1::text::bigint[]` and the like): the
// database parses array text far cheaper than JSON records, and the statement's text stays the same
// whatever the number of rows, so each pooled connection prepares it once.

const NEEDS_ESCAPE = /["\\]/g;

/** The array literal of the values: every element double-quoted (commas, braces, spaces and 'NULL' stay text), null as NULL. */
export function pgArray(values: readonly (string | number | null)[]): string {
  let text = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) text += ',';
    if (value === null || value === undefined) text += 'NULL';
    else if (typeof value === 'number') {
      if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer: ${value}`);
      text += value;
    } else text += `"${value.replace(NEEDS_ESCAPE, '\\$&')}"`;
  }
  return `${text}}`;
}
