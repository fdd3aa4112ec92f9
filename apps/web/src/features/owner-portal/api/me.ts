import { ownerPortalEndpoints, type EndpointOutput } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ownerKeys } from './keys';

export type OwnerMe = EndpointOutput<typeof ownerPortalEndpoints.me>;
export type OwnerHouse = OwnerMe['houses'][number];

export const meQuery = () =>
  queryOptions({ queryKey: ownerKeys.me, queryFn: ({ signal }): Promise<OwnerMe> => api(ownerPortalEndpoints.me, {}, signal), staleTime: 60_000 });

/** GET /api/owner/me: the phone and the houses it reaches. */
export function useMe() {
  return useQuery(meQuery());
}
