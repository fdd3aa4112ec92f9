import { ownerAccountEndpoints as e, type EndpointInput } from '@pm/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ownersKeys } from './keys';

/** GET /api/owners/accounts/public: the estate's public-account entries, newest first, with its balance. */
export const publicAccountQuery = (estateId: number | null, page: number, size: number) =>
  queryOptions({
    queryKey: [...ownersKeys.publicAccount(estateId ?? 0), page, size],
    queryFn: ({ signal }) => api(e.publicAccount, { estateId: estateId ?? 0, page, size }, signal),
    enabled: estateId !== null,
  });

/** POST …/income or …/spending: one entry with its source document. */
export function usePublicEntry(direction: 'income' | 'spending') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof e.publicIncome>) => api(direction === 'income' ? e.publicIncome : e.publicSpending, input),
    onSuccess: (_, input) => client.invalidateQueries({ queryKey: ownersKeys.publicAccount(Number(input.estateId)) }),
  });
}
