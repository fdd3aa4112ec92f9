import { Center, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-message';

/** The row a table shows while loading, when empty, or when the list failed. */
export function TableState({ loading, empty, error, cols }: { loading: boolean; empty: boolean; error?: unknown; cols: number }) {
  const { t } = useTranslation('owners');
  if (!loading && !empty && !error) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={cols}>
        <Center p="md">
          {loading ? <Loader size="sm" /> : <Text size="sm" c={error ? 'red' : 'dimmed'} data-testid="table-state">{error ? errorText(error) : t('empty')}</Text>}
        </Center>
      </Table.Td>
    </Table.Tr>
  );
}
