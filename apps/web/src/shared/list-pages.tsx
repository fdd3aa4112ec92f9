import { Pagination, type MantineSize } from '@mantine/core';

/** What ListPages reads of a list (a usePagedList result has it). */
export interface ListPaging {
  total: number;
  page: number;
  size: number;
  setPage: (page: number) => void;
}

/** The page buttons alone, under a list that says its count elsewhere; nothing while it all fits on one page. */
export function ListPages({ list, size = 'sm', testId }: { list: ListPaging; size?: MantineSize; testId?: string }) {
  const pages = Math.ceil(list.total / list.size);
  return pages > 1 ? <Pagination size={size} total={pages} value={list.page} onChange={list.setPage} data-testid={testId} /> : null;
}
