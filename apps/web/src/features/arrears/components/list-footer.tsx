import { Center, Group, Loader, Pagination, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Paging under a list: 共 N 条 and the pages. */
export function ListFooter({ total, page, size, onPage }: { total: number; page: number; size: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('arrears');
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">{t('total', { count: total })}</Text>
      <Pagination total={Math.max(1, Math.ceil(total / size))} value={page} onChange={onPage} size="sm" />
    </Group>
  );
}

/** The row a table shows while loading, when empty, or when the list failed. */
export function TableState({ loading, empty, error, cols }: { loading: boolean; empty: boolean; error?: string | undefined; cols: number }) {
  const { t } = useTranslation('arrears');
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
