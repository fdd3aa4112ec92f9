import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../format';
import type { StandardFull } from '../types';

interface Props {
  detail: StandardFull;
  readOnly: boolean;
  onNewVersion: () => void;
  onOpen: (id: number) => void;
}

/** The versions of a standard (a used version never changes: a price change is a new version). */
export function StandardVersions({ detail, readOnly, onNewVersion, onOpen }: Props) {
  const { t } = useTranslation('charging');
  return (
    <Stack gap={4} data-testid="standard-versions">
      <Group justify="space-between">
        <Text fw={500}>{t('versions')}</Text>
        {!readOnly ? <Button size="xs" variant="light" onClick={onNewVersion} data-testid="new-version">{t('standardNewVersion')}</Button> : null}
      </Group>
      <Table withTableBorder highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('version')}</Table.Th>
            <Table.Th>{t('validFrom')}</Table.Th>
            <Table.Th>{t('validTo')}</Table.Th>
            <Table.Th ta="right">{t('unitPrice')}</Table.Th>
            <Table.Th ta="right">{t('fixedAmount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.versions.map((v) => (
            <Table.Tr key={v.id} onClick={() => onOpen(v.id)} style={{ cursor: 'pointer', fontWeight: v.id === detail.id ? 600 : undefined }}>
              <Table.Td>{v.version}</Table.Td>
              <Table.Td>{v.validFrom}</Table.Td>
              <Table.Td>{v.validTo ?? ''}</Table.Td>
              <AmountCell value={v.unitPrice} />
              <AmountCell value={v.fixedAmount} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
