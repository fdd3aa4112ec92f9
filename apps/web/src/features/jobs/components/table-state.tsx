import { Center, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The row a table shows while loading, when empty, or when the list failed (the catalogue showed why). */
export function TableState({ loading, empty, error, cols }: { loading: boolean; empty: boolean; error?: string | undefined; cols: number }) {
  const { t } = useTranslation('jobs');
  if (!loading && !empty && !error) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={cols}>
        <Center p="md">
          {loading ? <Loader size="sm" /> : <Text size="sm" c={error ? 'red' : 'dimmed'} data-testid="table-state">{error ?? t('empty')}</Text>}
        </Center>
      </Table.Td>
    </Table.Tr>
  );
}
