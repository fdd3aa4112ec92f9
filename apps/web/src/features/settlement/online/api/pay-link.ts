import { onlinePayEndpoints, type EndpointOutput } from '@pm/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../api/client';

type PayLink = EndpointOutput<typeof onlinePayEndpoints.getPayLink>;

/** How often the owner's page reads an open link again (the server asks the vendor at most every 3 s). */
export const PAY_LINK_POLL_MS = 3_000;

export const payLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['pay-link', token],
    queryFn: ({ signal }): Promise<PayLink> => api(onlinePayEndpoints.getPayLink, { token }, signal),
    staleTime: 0,
  });

/** GET /api/pay/links/:token (no session), again every few seconds while the link is open. */
export function usePayLink(token: string) {
  return useQuery({
    ...payLinkQuery(token),
    refetchInterval: (query) => (query.state.data?.state === 'open' ? PAY_LINK_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}

/** POST /api/pay/links/:token/pay: the address of WeChat Pay's page where the owner pays. */
export function useStartPayLink() {
  return useMutation<{ h5Url: string }, ApiError, string>({
    mutationFn: (token) => api(onlinePayEndpoints.startPayLink, { token }),
  });
}
