import { MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChargeItems, useEstates } from '../api/options';

/** 楼盘: one of the company's estates. */
export function EstateSelect({ value, onChange, error, disabled }: { value: number | null; onChange: (id: number | null) => void; error?: string | undefined; disabled?: boolean }) {
  const { t } = useTranslation('jobs');
  const estates = useEstates();
  const data = (estates.data ?? []).map((e) => ({ value: String(e.id), label: e.name }));
  return (
    <Select
      label={t('form.estate')}
      data={data}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      required
      error={error}
      disabled={disabled}
      data-testid="schedule-estate"
    />
  );
}

/** 收费项目: none means every item bound in the estate. */
export function ItemsPicker({ value, onChange, error, disabled }: { value: number[]; onChange: (ids: number[]) => void; error?: string | undefined; disabled?: boolean }) {
  const { t } = useTranslation('jobs');
  const items = useChargeItems();
  const data = (items.data ?? []).map((o) => ({ value: String(o.id), label: o.label }));
  return (
    <MultiSelect
      label={t('form.items')}
      description={t('form.itemsHint')}
      data={data}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
      searchable
      clearable
      error={error}
      disabled={disabled}
      data-testid="schedule-items"
    />
  );
}
