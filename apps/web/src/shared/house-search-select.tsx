import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { houseTreeEndpoints } from '@pm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';

export interface PickedHouse {
  id: number;
  label: string;
}

/** Houses of the company whose code or name holds the keyword (the first 20). */
function useHouseSearch(keyword: string) {
  return useQuery({
    queryKey: ['house-search', keyword],
    queryFn: ({ signal }) => api(houseTreeEndpoints.list, { keyword, page: 1, size: 20 }, signal),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
}

interface Props {
  value: PickedHouse | null;
  onChange: (house: PickedHouse | null) => void;
  label: string;
  placeholder: string;
  /** Shown when a keyword finds no house. */
  nothingFound?: string;
  w?: number;
  testId: string;
}

/** A house found by its code or name as the user types (debounced), shown as "code name"; clearable. */
export function HouseSearchSelect({ value, onChange, label, placeholder, nothingFound, w, testId }: Props) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const found = useHouseSearch(keyword);
  const options = [
    ...(value ? [{ value: String(value.id), label: value.label }] : []),
    ...(found.data?.rows ?? []).filter((h) => h.id !== value?.id).map((h) => ({ value: String(h.id), label: `${h.code} ${h.name}` })),
  ];
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={keyword && nothingFound ? nothingFound : undefined}
      value={value ? String(value.id) : null}
      onChange={(v, option) => onChange(v ? { id: Number(v), label: option.label } : null)}
      {...(w ? { w } : {})}
      data-testid={testId}
    />
  );
}
