import { onlinePayEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../api/client';
import { settlementKeys } from '../../api/keys';

type Settings = EndpointOutput<typeof onlinePayEndpoints.getPaySettings>;

export const paySettingsQuery = () =>
  queryOptions({
    queryKey: [...settlementKeys.area('pay-settings')],
    queryFn: ({ signal }) => api(onlinePayEndpoints.getPaySettings, {}, signal),
    staleTime: 300_000,
  });

/** GET /api/pay/settings: the validity of a 收款码 and a 收款链接, where late money goes, and whether a merchant is set up. */
export function usePaySettings() {
  return useQuery(paySettingsQuery());
}

/** PUT /api/pay/settings (sa and super): the answer replaces what the screens hold. */
export function useSavePaySettings() {
  const client = useQueryClient();
  return useMutation<Settings, ApiError, EndpointInput<typeof onlinePayEndpoints.setPaySettings>>({
    mutationFn: (input) => api(onlinePayEndpoints.setPaySettings, input),
    onSuccess: (saved) => client.setQueryData(paySettingsQuery().queryKey, saved),
  });
}
