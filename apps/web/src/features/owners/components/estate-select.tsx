import { Select } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEstates } from '../api/options';

/** 楼盘: the company's estates; the first is chosen when none is. */
export function EstateSelect({ value, onChange, clearable = false }: { value: number | null; onChange: (id: number | null) => void; clearable?: boolean }) {
  const { t } = useTranslation('owners');
  const estates = useEstates();
  const first = estates.data?.[0]?.id;
  useEffect(() => {
    if (value === null && first !== undefined && !clearable) onChange(first);
  }, [value, first, clearable, onChange]);
  return (
    <Select
      label={t('estate')}
      data={(estates.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      clearable={clearable}
      w={200}
      data-testid="estate-select"
    />
  );
}
