import { ScrollArea, Table, type TableProps } from '@mantine/core';
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { errorText } from '../api/error-text';
import { PageLoader } from './page-loader';
import { ListState } from './list-state';
import { TableState } from './table-state';

/** A column heading set to the right, over a column of numbers or money. */
export interface RightHead {
  right: ReactNode;
}

/** A heading that draws its own cell (a sortable heading). */
export interface OwnHead {
  cell: ReactElement;
}

/**
 * One column's heading: its words (nothing for an actions column), `right(words)`, or `{ cell }` drawn by the list;
 * `false` where the column is not shown (a column only some users see).
 */
export type Column = ReactNode | RightHead | OwnHead;

const shownColumns = (columns: Column[]) => columns.filter((c) => c !== false);

export const right = (head: ReactNode): RightHead => ({ right: head });

const isHead = (c: Column): c is RightHead | OwnHead => typeof c === 'object' && c !== null && !isValidElement(c) && ('right' in c || 'cell' in c);

/** A table's head row: one heading a column. */
export function ColumnHeads({ columns }: { columns: Column[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {shownColumns(columns).map((c, i) =>
          !isHead(c) ? (
            <Table.Th key={i}>{c}</Table.Th>
          ) : 'cell' in c ? (
            <Fragment key={i}>{c.cell}</Fragment>
          ) : (
            <Table.Th key={i} ta="right">
              {c.right}
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

/** What a table says in place of rows: loading, nothing (`emptyText`), or the read's failure (an error, or its words). */
export interface RowsState {
  loading: boolean;
  empty: boolean;
  error?: unknown;
  emptyText: string;
}

/**
 * A table of rows a list reads: its column heads, the loading / empty / failed row across all its columns (`state`),
 * then the rows (`children`) and the `foot` (a Table.Tfoot of sums); in a horizontal scroll unless `scroll` is false.
 * Other props are the table's own.
 */
export function RowsTable({ columns, state, scroll = true, foot, children, ...table }: TableProps & { columns: Column[]; state?: RowsState; scroll?: boolean; foot?: ReactNode; children: ReactNode }) {
  const error = state?.error ? (typeof state.error === 'string' ? state.error : errorText(state.error)) : undefined;
  const body = (
    <Table {...table}>
      <ColumnHeads columns={columns} />
      <Table.Tbody>
        {state ? <TableState loading={state.loading} empty={state.empty} error={error} cols={shownColumns(columns).length} emptyText={state.emptyText} /> : null}
        {children}
      </Table.Tbody>
      {foot}
    </Table>
  );
  return scroll ? <ScrollArea>{body}</ScrollArea> : body;
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
