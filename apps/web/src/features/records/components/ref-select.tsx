import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefOptions } from '../api/records';

interface Props {
  record: string;
  value: number | null;
  /** The current value's label (from the row), shown before the options load. */
  initialLabel?: string | undefined;
  onChange: (value: number | null) => void;
  label?: string;
  required?: boolean;
  error?: string | undefined;
  disabled?: boolean;
  testId?: string;
  /** Only records whose `field` equals `value` (declaration narrowBy). */
  narrow?: { field: string; value: number } | undefined;
}

/** A searchable select over another record type's `/options` (display names, 50 at a time). */
export function RefSelect({ record, value, initialLabel, onChange, label, required, error, disabled, testId, narrow }: Props) {
  const { t } = useTranslation('records');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const options = useRefOptions(record, q, [], narrow);
  const data = useMemo(() => {
    const list = (options.data ?? []).map((o) => ({ value: String(o.id), label: o.label }));
    if (value !== null && !list.some((o) => o.value === String(value))) list.unshift({ value: String(value), label: initialLabel ?? String(value) });
    return list;
  }, [options.data, value, initialLabel]);
  return (
    <Select
      label={label}
      required={required}
      error={error}
      disabled={disabled}
      searchable
      clearable
      placeholder={t('selectPlaceholder')}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      onSearchChange={setSearch}
      nothingFoundMessage={t('empty')}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
