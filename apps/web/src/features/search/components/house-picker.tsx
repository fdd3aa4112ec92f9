import { Group, Paper, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEstates, useHouses } from '../api/search';

const num = (v: string | null) => (v ? Number(v) : null);

/** A panel's scope on its own: an estate, then (optionally) one of its houses. */
export function HousePicker({ estateId, houseId, onEstate, onHouse }: { estateId: number | null; houseId: number | null; onEstate: (id: number | null) => void; onHouse: (id: number | null) => void }) {
  const { t } = useTranslation('search');
  const estates = useEstates();
  const houses = useHouses(estateId);
  return (
    <Paper withBorder p="sm">
      <Group align="flex-end" gap="sm">
        <Select
          label={t('panel.estate')}
          placeholder={t('panel.allEstates')}
          data={(estates.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
          value={estateId ? String(estateId) : null}
          onChange={(v) => { onEstate(num(v)); onHouse(null); }}
          searchable
          clearable
          w={220}
          data-testid="estate-select"
        />
        <Select
          label={t('panel.houseSelect')}
          placeholder={t('panel.allHouses')}
          data={(houses.data ?? []).map((h) => ({ value: String(h.id), label: `${h.code} ${h.name}` }))}
          value={houseId ? String(houseId) : null}
          onChange={(v) => onHouse(num(v))}
          searchable
          clearable
          disabled={!estateId}
          limit={200}
          w={260}
          data-testid="house-select"
        />
      </Group>
    </Paper>
  );
}
