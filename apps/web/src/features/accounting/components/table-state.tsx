import { Center, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The row a table shows while loading, when empty, or when the list failed. */
export function TableState({ loading, empty, error, cols, emptyText }: { loading: boolean; empty: boolean; error?: string | undefined; cols: number; emptyText?: string }) {
  const { t } = useTranslation('accounting');
  if (!loading && !empty && !error) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={cols}>
        <Center p="md">
          {loading ? <Loader size="sm" /> : <Text size="sm" c={error ? 'red' : 'dimmed'} data-testid="table-state">{error ?? emptyText ?? t('vouchers.empty')}</Text>}
        </Center>
      </Table.Td>
    </Table.Tr>
  );
}
