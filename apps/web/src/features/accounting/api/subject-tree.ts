import { subjectEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { accountingKeys } from './keys';

export const subjectTreeQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: accountingKeys.subjects(includeInactive),
    queryFn: ({ signal }) => api(subjectEndpoints.tree, { includeInactive }, signal),
    staleTime: 60_000,
  });

/** POST /api/accounting/tree: the company's subjects in code order (parent before children); `enabled` false asks nothing. */
export function useSubjectTree(includeInactive = false, enabled = true) {
  return useQuery({ ...subjectTreeQuery(includeInactive), enabled });
}
