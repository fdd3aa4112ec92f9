import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';

/** One page of a list as the server answers it (more fields, e.g. sums, pass through in `query.data`). */
export interface PageOf<R> {
  rows: readonly R[];
  total: number;
}

export interface Paging {
  page: number;
  size: number;
}

export interface PagedListOptions<F, D, K extends QueryKey> {
  initial: F;
  /** Rows a page (20 unless told); a list may let the user choose another (setSize). */
  size?: number;
  /** The read for these filters and this page: a feature's queryOptions (its key, fetcher, polling…). */
  query: (filters: F, paging: Paging) => UseQueryOptions<D, Error, D, K>;
}

/**
 * A paged list: its filters, page and page size, and the read. Page 1 again whenever what the list asks for changes
 * (a filter, the page size, or anything else the query reads: a chosen house, a debounced search); the last page
 * stays shown while the next one loads.
 */
export function usePagedList<F, D extends PageOf<unknown>, K extends QueryKey>({ initial, size: given = 20, query }: PagedListOptions<F, D, K>) {
  const [filters, setFiltersState] = useState<F>(initial);
  // a page size the user chose (a list offering 10 / 20 / 50 条每页), else the list's own
  const [chosen, setChosen] = useState<number | null>(null);
  const size = chosen ?? given;
  // what the list asks for, page aside: a page set for other filters is not this list's page
  const scope = JSON.stringify(query(filters, { page: 1, size }).queryKey);
  const [paged, setPaged] = useState({ scope, page: 1 });
  // forgotten, not just hidden: going back to the earlier filters starts at page 1 too
  if (paged.scope !== scope) setPaged({ scope, page: 1 });
  const page = paged.scope === scope ? paged.page : 1;
  const read = query(filters, { page, size });
  const result = useQuery({ ...read, placeholderData: keepPreviousData });
  // filters set again (a search asked again) start at page 1 even when they ask the same
  const refilter = (next: F | ((f: F) => F)) => {
    setFiltersState(next);
    setPaged({ scope: '', page: 1 });
  };
  return {
    filters,
    setFilters: refilter,
    /** One filter changed (the rest kept). */
    setFilter: <N extends keyof F>(name: N, value: F[N]) => refilter((f) => ({ ...f, [name]: value })),
    reset: () => refilter(initial),
    initial,
    page,
    setPage: (next: number) => setPaged({ scope, page: next }),
    size,
    /** Another page size (a list that lets the user choose it): page 1 again. */
    setSize: (next: number) => {
      setChosen(next);
      setPaged({ scope: '', page: 1 });
    },
    rows: (result.data?.rows ?? []) as D['rows'],
    total: result.data?.total ?? 0,
    query: result,
  };
}

