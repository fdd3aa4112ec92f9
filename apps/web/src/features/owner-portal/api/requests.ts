import { ownerPortalEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { ownerKeys } from './keys';

export type OwnerRequest = EndpointOutput<typeof ownerPortalEndpoints.createRequest>;
export type OwnerRequestInput = EndpointInput<typeof ownerPortalEndpoints.createRequest>;
export type OwnerRateInput = EndpointInput<typeof ownerPortalEndpoints.rateRequest>;

export const requestsQuery = () =>
  queryOptions({ queryKey: ownerKeys.requests, queryFn: ({ signal }): Promise<OwnerRequest[]> => api(ownerPortalEndpoints.myRequests, {}, signal) });

/** GET /api/owner/requests: the owner's 报修 and 投诉 with their state, result, photos and rating. */
export function useMyRequests() {
  return useQuery(requestsQuery());
}

/** POST /api/owner/requests: a 报修 (受理登记) or 投诉 with the photos uploaded before. */
export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation<OwnerRequest, ApiError, OwnerRequestInput>({
    mutationFn: (input) => api(ownerPortalEndpoints.createRequest, input),
    onSuccess: () => void client.invalidateQueries({ queryKey: ownerKeys.requests }),
  });
}

/** POST /api/owner/requests/:id/rate: 满意度 (1-4) and a comment for a done request. */
export function useRateRequest() {
  const client = useQueryClient();
  return useMutation<OwnerRequest, ApiError, OwnerRateInput>({
    mutationFn: (input) => api(ownerPortalEndpoints.rateRequest, input),
    onSuccess: (done) => client.setQueryData<OwnerRequest[]>(ownerKeys.requests, (was) => was?.map((r) => (r.id === done.id ? done : r))),
  });
}
