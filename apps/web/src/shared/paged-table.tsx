import { Paper, ScrollArea, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListFooter } from './list-footer';
import { ColumnHeads } from './list-table';
import { ListState } from './list-state';

/** What PagedTable reads of a list (a usePagedList result has it all). */
export interface PagedTableList {
  rows: readonly unknown[];
  total: number;
  page: number;
  size: number;
  setPage: (page: number) => void;
  query: { isLoading: boolean; isError: boolean };
}

/**
 * A paged list's table: the column heads, the rows (`children`), the loading / failed / empty state under them, and
 * 共 N 条 with the pages below (`summary` in its place when the list says more).
 */
export function PagedTable({ list, columns, testId, emptyText, summary, children }: { list: PagedTableList; columns: ReactNode[]; testId?: string; emptyText?: string; summary?: ReactNode; children: ReactNode }) {
  return (
    <>
      <Paper withBorder>
        <ScrollArea>
          <Table striped highlightOnHover withColumnBorders verticalSpacing="xs" data-testid={testId}>
            <ColumnHeads columns={columns} />
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </ScrollArea>
        <ListState loading={list.query.isLoading} failed={list.query.isError} empty={list.rows.length === 0} emptyText={emptyText} />
      </Paper>
      <ListFooter total={list.total} page={list.page} size={list.size} onPage={list.setPage} summary={summary} />
    </>
  );
}
