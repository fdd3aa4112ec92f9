import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { EstateSelect, HouseSelect } from './pickers';

/** The search panels' house choice: an estate, then one of its houses. */
export function HousePicker({ estateId, houseId, onEstate, onHouse, children }: { estateId: number | null; houseId: number | null; onEstate: (id: number | null) => void; onHouse: (id: number | null) => void; children?: ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Group align="flex-end" gap="sm">
        <EstateSelect value={estateId} onChange={(v) => { onEstate(v); onHouse(null); }} />
        <HouseSelect estateId={estateId} value={houseId} onChange={onHouse} />
        {children}
      </Group>
    </Paper>
  );
}
