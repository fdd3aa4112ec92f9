import { counterEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { settlementKeys } from './keys';

export const agencyBalanceQuery = (estateId: number) =>
  queryOptions({ queryKey: settlementKeys.one('agency-balance', estateId), queryFn: ({ signal }) => api(counterEndpoints.agencyBalance, { estateId }, signal) });

/** POST /api/settle/agency-balance: per 委收 item of an estate, collected, paid over and the balance. */
export function useAgencyBalance(estateId: number | null) {
  return useQuery({ ...agencyBalanceQuery(estateId ?? 0), enabled: estateId !== null });
}
