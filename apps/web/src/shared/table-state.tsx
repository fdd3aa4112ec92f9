import { Center, Loader, Table, Text } from '@mantine/core';

/** The row a table shows while loading, when empty (`emptyText`), or when the list failed (`error`, already in words). */
export function TableState({ loading, empty, error, cols, emptyText }: { loading: boolean; empty: boolean; error?: string | undefined; cols: number; emptyText: string }) {
  if (!loading && !empty && !error) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={cols}>
        <Center p="md">
          {loading ? <Loader size="sm" /> : <Text size="sm" c={error ? 'red' : 'dimmed'} data-testid="table-state">{error ?? emptyText}</Text>}
        </Center>
      </Table.Td>
    </Table.Tr>
  );
}
