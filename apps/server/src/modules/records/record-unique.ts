import { conflict } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';
import type { RecordBinding } from './record-binding';
import { uniqueIndexName } from './records.repo';

export const DUPLICATE = 'records.duplicate';

/** A unique field of a binding: the index guarding it and the message of a duplicate. */
export interface UniqueField {
  field: string;
  /** `<table>_<column>_unique` in SQL names (packages/db `liveUnique`). */
  index: string;
  message: string;
}

/** The fields a declaration calls `unique`, each with the name of its unique index. */
export function uniqueFields(binding: RecordBinding): UniqueField[] {
  return Object.entries(binding.def.fields)
    .filter(([, field]) => field.unique)
    .map(([name, field]) => ({
      field: name,
      index: uniqueIndexName(binding, name),
      message: `${field.label.cn}已存在`,
    }));
}

export const duplicateError = (unique: UniqueField) => conflict(DUPLICATE, unique.message);

/**
 * The database guards unique fields (a check before the insert does not hold between parallel
 * writers): a violation of a field's index answers 409 with the field's message.
 */
export function registerUniqueIndexes(binding: RecordBinding): void {
  for (const unique of uniqueFields(binding)) registerConstraint(unique.index, 409, DUPLICATE, unique.message);
}

interface PgUniqueViolation {
  code: string;
  constraint?: string;
  constraint_name?: string;
  detail?: string;
}

function pgErrorOf(error: unknown): PgUniqueViolation | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    if ((e as PgUniqueViolation).code === '23505') return e as PgUniqueViolation;
  }
  return undefined;
}

/**
 * The unique field of the binding a database error violated, and the duplicate value when the
 * error's detail carries it ("Key (company_id, code)=(1, E1) already exists.").
 */
export function violatedUnique(
  binding: RecordBinding,
  error: unknown,
): { unique: UniqueField; value: string | undefined } | undefined {
  const pg = pgErrorOf(error);
  if (!pg) return undefined;
  const name = pg.constraint_name ?? pg.constraint;
  const unique = uniqueFields(binding).find((u) => u.index === name);
  if (!unique) return undefined;
  const match = /^Key \((.*)\)=\((.*)\) already exists\.?$/s.exec(pg.detail ?? '');
  if (!match?.[1] || match[2] === undefined) return { unique, value: undefined };
  // The field's column comes last; the ones before it are company ids (numbers, no commas).
  let value = match[2];
  for (let i = 1; i < match[1].split(', ').length; i += 1) value = value.replace(/^[^,]*, /, '');
  return { unique, value };
}
