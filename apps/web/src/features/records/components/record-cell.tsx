import { Text } from '@mantine/core';
import type { DictionaryItems, FieldDef } from '@pm/contracts';
import { labelText } from '../labels';
import type { RecordRowData } from './record-form';

/** A field's value as the list and the detail show it: dictionary and reference labels, 是/否. */
export function cellText(field: FieldDef, row: RecordRowData, name: string, dictionaries: DictionaryItems | undefined, yes: string, no: string): string {
  const value = row[name];
  if (value === null || value === undefined) return '';
  if (field.kind === 'enum') {
    const item = dictionaries?.[field.dict]?.find((i) => i.value === value);
    if (item) return labelText({ cn: item.cn, tw: item.tw });
  }
  if (field.kind === 'ref') return row.labels?.[name] ?? (typeof value === 'number' ? String(value) : '');
  if (field.kind === 'bool') return value ? yes : no;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Whether the value is one the declaration asks to flag (a negative where negatives are a warning). */
export function isWarning(field: FieldDef, value: unknown): boolean {
  return field.kind === 'number' && field.warnNegative === true && (typeof value === 'number' || typeof value === 'string') && Number(value) < 0;
}

interface Props {
  field: FieldDef;
  row: RecordRowData;
  name: string;
  dictionaries: DictionaryItems | undefined;
  yes: string;
  no: string;
}

/** One cell's text; a flagged value in red and bold, so a negative available-hours figure is not missed. */
export function RecordCell({ field, row, name, dictionaries, yes, no }: Props) {
  const text = cellText(field, row, name, dictionaries, yes, no);
  if (!isWarning(field, row[name])) return <>{text}</>;
  return (
    <Text span c="red.7" fw={700} inherit data-warning="negative">
      {text}
    </Text>
  );
}
