import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHouseSearch } from '../api/workorders';

export interface PickedHouse {
  id: number;
  label: string;
}

/** A house found by its code or name (the company's house list), shown as "code name". */
export function HouseSelect({ value, onChange }: { value: PickedHouse | null; onChange: (house: PickedHouse | null) => void }) {
  const { t } = useTranslation('workorders');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const found = useHouseSearch(keyword);
  const options = [
    ...(value ? [{ value: String(value.id), label: value.label }] : []),
    ...(found.data?.rows ?? []).filter((h) => h.id !== value?.id).map((h) => ({ value: String(h.id), label: `${h.code} ${h.name}` })),
  ];
  return (
    <Select
      label={t('fields.house')}
      placeholder={t('fields.houseHint')}
      data={options}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={keyword ? t('fields.houseNone') : undefined}
      value={value ? String(value.id) : null}
      onChange={(v, option) => onChange(v ? { id: Number(v), label: option.label } : null)}
      data-testid="wo-house"
    />
  );
}
