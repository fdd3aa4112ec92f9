import { ownerPortalEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { ownerKeys } from './keys';

export type OwnerPayInput = EndpointInput<typeof ownerPortalEndpoints.pay>;
export type OwnerPayStarted = EndpointOutput<typeof ownerPortalEndpoints.pay>;

/** POST /api/owner/houses/:houseId/pay-orders: a WeChat Pay H5 order of the chosen lines; a refusal reloads the bills. */
export function usePay() {
  const client = useQueryClient();
  return useMutation<OwnerPayStarted, ApiError, OwnerPayInput>({
    mutationFn: (input) => api(ownerPortalEndpoints.pay, input),
    onError: (_error, input) => void client.invalidateQueries({ queryKey: ownerKeys.bills(Number(input.houseId)) }),
  });
}

/**
 * WeChat Pay's H5 page with `redirect_url` (the portal's order page, encoded): WeChat sends the payer back there after
 * paying or cancelling.
 */
export function payerUrl(h5Url: string, back: string): string {
  return `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(back)}`;
}

export type OwnerPrepayInput = EndpointInput<typeof ownerPortalEndpoints.prepay>;

/** POST /api/owner/houses/:houseId/prepay-orders: a WeChat Pay H5 order of money into the house's 预交款. */
export function usePrepay() {
  return useMutation<OwnerPayStarted, ApiError, OwnerPrepayInput>({
    mutationFn: (input) => api(ownerPortalEndpoints.prepay, input),
  });
}
