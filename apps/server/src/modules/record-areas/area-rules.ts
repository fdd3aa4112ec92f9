import { allDictionaries, type DictionaryDef } from '@pm/contracts';
import { current, type Merged, type RuleIssue } from '@pm/domain';
import { badRequest } from '../../errors/app-error';
import type { RecordTable, StoredRow, ValuesOf, WriteContext } from '../records/index';

// The pure checks live in @pm/domain (records/area-rules); re-exported here so every record
// area imports its rules from one place. What stays is what needs the contracts or the server:
// the declared dictionaries and the 400 the record engine answers for field problems.
export { current, forwardOnly, notBefore, plateField, requiredWhen, type RuleIssue } from '@pm/domain';

/** A declared dictionary by code (status orders come from their item order). */
export function dictionary(code: string): DictionaryDef {
  const found = allDictionaries().find((d) => d.code === code);
  if (!found) throw new Error(`dictionary ${code} is not declared`);
  return found;
}

/** Throws the engine's field error (400 validation.failed, details per field) when any rule failed. */
export function refuse(...found: (RuleIssue | undefined)[]): void {
  const issues = found.filter((i): i is RuleIssue => i !== undefined);
  const first = issues[0];
  if (first) throw badRequest('validation.failed', first.message, issues);
}

/**
 * A record area's write rule made of checks alone: the checks read the record as it will be after
 * the write (`v`) and the stored row (`existing`, undefined on create); any failed check refuses it.
 */
export function checksRule<D, T extends RecordTable>(
  checks: (v: Merged<ValuesOf<D>, StoredRow<T>>, existing: StoredRow<T> | undefined) => (RuleIssue | undefined)[],
): (values: ValuesOf<D>, ctx: WriteContext<StoredRow<T>>) => void {
  return (values, ctx) => refuse(...checks(current(values, ctx.existing), ctx.existing));
}
