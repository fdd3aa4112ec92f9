import { Button, Group, Paper, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BuildingSelect, EstateSelect, HouseSelect, ItemSelect } from './pickers';

export interface LineFilterValues {
  estateId: number | null;
  period: string;
  buildingId: number | null;
  houseId: number | null;
  itemId: number | null;
}
export const NO_LINE_FILTERS: LineFilterValues = { estateId: null, period: '', buildingId: null, houseId: null, itemId: null };

/** The audit list's filters (applied with 查询). */
export function LineFilters({ onApply, children }: { onApply: (f: LineFilterValues) => void; children?: React.ReactNode }) {
  const { t } = useTranslation('charging');
  const [draft, setDraft] = useState<LineFilterValues>(NO_LINE_FILTERS);
  const set = (patch: Partial<LineFilterValues>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Paper withBorder p="sm">
      <Group align="flex-end" gap="sm">
        <EstateSelect value={draft.estateId} onChange={(estateId) => set({ estateId, buildingId: null, houseId: null })} />
        <TextInput label={t('period')} placeholder="YYYY-MM" value={draft.period} onChange={(e) => set({ period: e.currentTarget.value })} w={110} data-testid="filter-period" />
        <BuildingSelect estateId={draft.estateId} value={draft.buildingId} onChange={(buildingId) => set({ buildingId })} />
        <HouseSelect estateId={draft.estateId} value={draft.houseId} onChange={(houseId) => set({ houseId })} />
        <ItemSelect value={draft.itemId} onChange={(itemId) => set({ itemId })} />
        <Button onClick={() => onApply(draft)} data-testid="filter-apply">{t('search')}</Button>
        <Group ml="auto" gap="xs">
          {children}
        </Group>
      </Group>
    </Paper>
  );
}
