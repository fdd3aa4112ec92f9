import { platformFeeEndpoints, type EndpointInput, type PlatformFeeBill, type PlatformFeeRun } from '@pm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { chargingKeys } from './keys';

export type PlatformFeeBillQuery = EndpointInput<typeof platformFeeEndpoints.listPlatformFeeBills>;
export type PayPlatformFee = EndpointInput<typeof platformFeeEndpoints.payPlatformFee>;
export type RunPlatformFees = EndpointInput<typeof platformFeeEndpoints.runPlatformFees>;

/** GET /api/platform-fees/bills */
export function usePlatformFeeBills(query: PlatformFeeBillQuery) {
  return useQuery({
    queryKey: chargingKeys.list('platform-fees', query),
    queryFn: ({ signal }) => api(platformFeeEndpoints.listPlatformFeeBills, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/platform-fees/bills/:id/payments */
export function usePlatformFeePayments(billId: number | null) {
  return useQuery({
    queryKey: chargingKeys.one('platform-fee-payments', billId ?? 0),
    queryFn: ({ signal }) => api(platformFeeEndpoints.listPlatformFeePayments, { id: billId ?? 0 }, signal),
    enabled: billId !== null,
  });
}

/** POST /api/platform-fees/payments */
export function usePayPlatformFee() {
  const client = useQueryClient();
  return useMutation<PlatformFeeBill, ApiError, PayPlatformFee>({
    mutationFn: (input) => api(platformFeeEndpoints.payPlatformFee, input),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingKeys.all }),
  });
}

/** POST /api/platform-fees/runs: the platform bills a month; the bill lists refresh. */
export function useRunPlatformFees() {
  const client = useQueryClient();
  return useMutation<PlatformFeeRun, ApiError, RunPlatformFees>({
    mutationFn: (input) => api(platformFeeEndpoints.runPlatformFees, input),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingKeys.area('platform-fees') }),
  });
}
