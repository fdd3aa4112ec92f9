import type { TFunction } from 'i18next';
import { localText } from '../../i18n';

// Settle types and methods are the system's words, which the server answers in 简体: a type is named
// from this feature's strings by its code (OpenCC alone would make 冲红 衝紅), a method through the
// interface's script.

/** A settle type's name in the interface's language (by code; the server's name when the code is unknown). */
export function settleTypeText(t: TFunction, code: string | null | undefined, name: string): string {
  return code ? t(`settleTypes.${code}`, { ns: 'arrears', defaultValue: localText(name) }) : localText(name);
}

/** A row of a report grouping as shown: types by code, method names in the interface's script, the rest (days, estates, items, cashiers) as written. */
export function groupRowLabel(t: TFunction, group: string, row: { key: string; label: string }): string {
  if (group === 'type') return settleTypeText(t, row.key, row.label);
  return group === 'method' ? localText(row.label) : row.label;
}
