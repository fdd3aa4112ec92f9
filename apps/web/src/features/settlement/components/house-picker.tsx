import { Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildings, useEstates, useHouseSearch, useHouses } from '../api/options';

const num = (v: string | null) => (v ? Number(v) : null);

/** Picks the house at the counter: by code or name across the company, or 楼盘 → 楼宇 → 房屋. */
export function HousePicker({ onPick }: { onPick: (houseId: number) => void }) {
  const { t } = useTranslation('settlement');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const [estateId, setEstateId] = useState<number | null>(null);
  const [buildingId, setBuildingId] = useState<number | null>(null);
  const found = useHouseSearch(keyword);
  const estates = useEstates();
  const buildings = useBuildings(estateId);
  const houses = useHouses(estateId, buildingId);
  const foundData = (found.data?.rows ?? []).map((h) => ({ value: String(h.id), label: `${h.code} ${h.name}（${h.estateName} ${h.buildingName}）` }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('house.search')}
        placeholder={t('house.searchHint')}
        data={foundData}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        value={null}
        onChange={(v) => {
          const id = num(v);
          setSearch('');
          if (id) onPick(id);
        }}
        nothingFoundMessage={keyword ? t('house.notFound') : undefined}
        w={320}
        data-testid="house-search"
      />
      <Select label={t('estate')} data={(estates.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))} value={estateId ? String(estateId) : null} onChange={(v) => { setEstateId(num(v)); setBuildingId(null); }} searchable clearable w={180} data-testid="estate-select" />
      <Select label={t('building')} data={(buildings.data ?? []).map((b) => ({ value: String(b.id), label: b.label }))} value={buildingId ? String(buildingId) : null} onChange={(v) => setBuildingId(num(v))} searchable clearable disabled={!estateId} w={160} data-testid="building-select" />
      <Select
        label={t('house.label')}
        data={(houses.data ?? []).map((h) => ({ value: String(h.id), label: `${h.code} ${h.name}` }))}
        value={null}
        onChange={(v) => {
          const id = num(v);
          if (id) onPick(id);
        }}
        searchable
        limit={200}
        disabled={!estateId}
        w={220}
        data-testid="house-select"
      />
    </Group>
  );
}
