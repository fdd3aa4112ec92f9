import { outsourcingEndpoints as e, type EndpointInput } from '@pm/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ownersKeys } from './keys';

export type ContractFilter = Omit<EndpointInput<typeof e.list>, 'page' | 'size'>;

/** GET /api/owners/outsourcing: one page of the filtered contracts, newest first. */
export const contractsQuery = (filter: ContractFilter, page: number, size: number, enabled: boolean) =>
  queryOptions({
    queryKey: [...ownersKeys.outsourcing, 'list', filter, page, size],
    queryFn: ({ signal }) => api(e.list, { ...filter, page, size }, signal),
    enabled,
  });

/**
 * GET /api/owners/outsourcing/:id: the terms, the vote, the payments and the public balance; read again
 * whenever a contract is picked, since its vote is closed on another screen (or by another user).
 */
export function useContract(id: number | null) {
  return useQuery({ queryKey: ownersKeys.contract(id ?? 0), queryFn: ({ signal }) => api(e.detail, { id: id ?? 0 }, signal), enabled: id !== null, staleTime: 0 });
}

/** The calls that change a contract. */
export const contractSteps = { create: e.create, update: e.update, startVote: e.startVote, redraft: e.redraft, sign: e.sign, pay: e.pay, end: e.end };

/** One step of a contract; the contracts, the public account and the votes refresh after it. */
export function useContractStep<E extends (typeof contractSteps)[keyof typeof contractSteps]>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<E>) => api(endpoint, input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ownersKeys.outsourcing });
      await client.invalidateQueries({ queryKey: ['owners', 'public'] });
      await client.invalidateQueries({ queryKey: ownersKeys.votes });
    },
  });
}

export const contractExport = e.export;
