import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from './page-loader';
import { ListState } from './list-state';

/** A table's head row: one heading a column. */
export function ColumnHeads({ columns }: { columns: ReactNode[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c, i) => (
          <Table.Th key={i}>{c}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/**
 * A whole (unpaged) list read at once: the loader, the load failure, `emptyText` when there is nothing, else the table
 * with its column heads and the rows `children` draws.
 */
export function ListTable<R>({ query, columns, minWidth, emptyText, failedText, children }: { query: { isPending: boolean; isError: boolean; data?: readonly R[] | undefined }; columns: ReactNode[]; minWidth: number; emptyText: string; failedText?: string; children: (rows: readonly R[]) => ReactNode }) {
  if (query.isPending) return <PageLoader h={240} />;
  const rows = query.data ?? [];
  if (query.isError || rows.length === 0) return <ListState loading={false} failed={query.isError} empty emptyText={emptyText} failedText={failedText} />;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <ColumnHeads columns={columns} />
        <Table.Tbody>{children(rows)}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
