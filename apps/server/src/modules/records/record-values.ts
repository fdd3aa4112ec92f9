import { decimalNumberText, isDecimalNumberField, normaliseFieldValue, textOf, type FieldDef, type FieldValue } from '@pm/domain';
import type { DictionaryItems, RecordDef } from '@pm/contracts';

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * Validates the writable fields of a body against the declaration (pure; enum membership included,
 * references and uniqueness are checked by the service). On update (`existing` given) an absent key
 * keeps the stored value.
 */
export function validateValues(
  def: RecordDef,
  body: Record<string, unknown>,
  dictionaries: DictionaryItems,
  existing?: Record<string, unknown>,
): { values: Record<string, FieldValue>; problems: FieldProblem[] } {
  const values: Record<string, FieldValue> = {};
  const problems: FieldProblem[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly) continue;
    // Absent keys: an update keeps the stored value, a create leaves the column default.
    if (!(name in body) && (existing || !field.required)) continue;
    const result = normaliseFieldValue(field, body[name]);
    if ('error' in result) {
      problems.push({ field: name, message: `${field.label.cn}${result.error}` });
      continue;
    }
    if (field.kind === 'enum' && result.value !== null) {
      const items = dictionaries[field.dict] ?? [];
      const text = String(result.value);
      // Import cells may carry the label instead of the code.
      const item = items.find((i) => i.value === text) ?? items.find((i) => i.cn === text || i.tw === text);
      if (!item || !item.enabled) {
        problems.push({ field: name, message: `${field.label.cn}不是有效的选项` });
        continue;
      }
      values[name] = item.value;
      continue;
    }
    values[name] = result.value;
  }
  return { values, problems };
}

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** Date or timestamp column value → the field's JSON text (dates stay as stored; times in the server's zone). */
export function dateText(value: unknown, withTime: boolean | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const d = value;
    const day = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
    return withTime ? `${day} ${two(d.getHours())}:${two(d.getMinutes())}` : day;
  }
  const text = textOf(value);
  return withTime ? text.slice(0, 16).replace('T', ' ') : text.slice(0, 10);
}

/** A stored column value → the field's JSON value. */
export function toJsonValue(field: FieldDef, value: unknown): FieldValue {
  if (value === null || value === undefined) return null;
  if (field.kind === 'number' && isDecimalNumberField(field)) return decimalNumberText(field, typeof value === 'number' ? value : textOf(value));
  switch (field.kind) {
    case 'number':
    case 'ref':
    case 'file':
      return Number(value);
    case 'bool':
      return Boolean(value);
    case 'date':
      return dateText(value, field.withTime);
    default:
      return textOf(value);
  }
}

export function isoText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return textOf(value);
}
