import { Stack, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHouses } from '../api/options';
import { HousesPicker } from './pickers';

export interface ShareHouseDraft {
  houseId: number;
  weight: string;
}

/** The houses a share covers and, when the method needs them (按系数), each house's weight. */
export function ShareHouses({ estateId, value, onChange, weighted }: { estateId: number | null; value: ShareHouseDraft[]; onChange: (v: ShareHouseDraft[]) => void; weighted: boolean }) {
  const { t } = useTranslation('charging');
  const houses = useHouses(estateId);
  const name = (id: number) => {
    const h = houses.data?.find((x) => x.id === id);
    return h ? `${h.code} ${h.name}` : String(id);
  };
  const pick = (ids: number[]) => onChange(ids.map((houseId) => value.find((v) => v.houseId === houseId) ?? { houseId, weight: '1' }));
  return (
    <Stack gap={4}>
      <HousesPicker estateId={estateId} value={value.map((v) => v.houseId)} onChange={pick} />
      {weighted && value.length > 0 ? (
        <Table withTableBorder data-testid="share-weights">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('house')}</Table.Th>
              <Table.Th>{t('weight')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.map((v) => (
              <Table.Tr key={v.houseId}>
                <Table.Td>{name(v.houseId)}</Table.Td>
                <Table.Td>
                  <TextInput size="xs" aria-label={`${t('weight')} ${name(v.houseId)}`} value={v.weight} onChange={(e) => { const w = e.currentTarget.value; onChange(value.map((x) => (x.houseId === v.houseId ? { ...x, weight: w } : x))); }} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
