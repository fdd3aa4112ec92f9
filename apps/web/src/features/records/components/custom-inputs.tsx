import type { ReactNode } from 'react';
import { dictionaryRecord, type FieldDef } from '@pm/contracts';
import { labelText } from '../labels';
import { DictionaryCodeSelect } from './dictionary-code-select';

type Value = string | number | boolean | null;

export interface CustomInputProps {
  name: string;
  field: FieldDef;
  value: Value;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** In the filter bar (all choices, narrower) rather than the form. */
  filter?: boolean;
}

/** Inputs a field's kind cannot express, keyed by the declared field itself (record-type specific). */
const inputs = new Map<FieldDef, (p: CustomInputProps) => ReactNode>([
  [
    dictionaryRecord.fields.dictCode,
    (p) => (
      <DictionaryCodeSelect
        label={labelText(p.field.label)}
        value={typeof p.value === 'string' && p.value !== '' ? p.value : null}
        onChange={p.onChange}
        editableOnly={!p.filter}
        required={!p.filter && (p.field.required ?? false)}
        error={p.error}
        disabled={p.disabled ?? false}
        testId={`${p.filter ? 'filter' : 'field'}-${p.name}`}
        w={p.filter ? 260 : undefined}
      />
    ),
  ],
]);

/** The custom input of a declared field, if it has one. */
export const customInputFor = (field: FieldDef) => inputs.get(field);
