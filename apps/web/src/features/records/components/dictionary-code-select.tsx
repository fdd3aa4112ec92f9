import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelText } from '../labels';
import { useDictionaryCodes } from '../api/dictionary-codes';

interface Props {
  label: string;
  value: string | null;
  onChange: (code: string | null) => void;
  /** A form offers only the dictionaries a company may extend; a filter offers all. */
  editableOnly: boolean;
  required?: boolean;
  error?: string | undefined;
  disabled?: boolean;
  testId: string;
  w?: number;
}

/** The dictionary code as a choice of the declared dictionaries, "名称（code）", searchable by either. */
export function DictionaryCodeSelect({ label, value, onChange, editableOnly, required, error, disabled, testId, w }: Props) {
  const { t } = useTranslation('records');
  const codes = useDictionaryCodes();
  const data = useMemo(() => {
    const list = (codes.data ?? []).filter((c) => c.editable || !editableOnly).map((c) => ({ value: c.code, label: `${labelText(c.name)}（${c.code}）` }));
    // A stored code no longer offered (a built-in row being viewed) still shows.
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: value });
    return list;
  }, [codes.data, editableOnly, value]);
  return (
    <Select
      w={w}
      label={label}
      required={required}
      error={error}
      disabled={disabled}
      searchable
      clearable={!required}
      placeholder={editableOnly ? t('selectPlaceholder') : t('all')}
      data={data}
      value={value}
      onChange={onChange}
      nothingFoundMessage={t('empty')}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
