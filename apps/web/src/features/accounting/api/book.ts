import { bookEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { accountingKeys } from './keys';

export const bookQuery = () =>
  queryOptions({ queryKey: accountingKeys.book(), queryFn: ({ signal }) => api(bookEndpoints.getBook, {}, signal), staleTime: 60_000 });

/** POST /api/accounting/book: the caller's company book (账套), null before 建账. */
export function useBook() {
  return useQuery(bookQuery());
}
