import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ColumnHeads, type Column } from '../../../shared/list-table';
import { PageLoader } from '../../../shared/page-loader';

/** A list of documents or templates: a loader, `emptyText` when there are none, else the table with its column heads. */
export function DocsTable({ loading, empty, emptyText, emptyTestId, columns, children }: { loading: boolean; empty: boolean; emptyText: string; emptyTestId: string; columns: Column[]; children: ReactNode }) {
  if (loading) return <PageLoader h={240} />;
  if (empty)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid={emptyTestId}>
        {emptyText}
      </Text>
    );
  return (
    <Table striped withTableBorder highlightOnHover>
      <ColumnHeads columns={columns} />
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}
