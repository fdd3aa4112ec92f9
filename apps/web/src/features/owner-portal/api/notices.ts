import { ownerPortalEndpoints, type EndpointOutput } from '@pm/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { ownerKeys } from './keys';

export type OwnerNotice = EndpointOutput<typeof ownerPortalEndpoints.readNotice>;

export const noticesQuery = () =>
  queryOptions({ queryKey: ownerKeys.notices, queryFn: ({ signal }): Promise<OwnerNotice[]> => api(ownerPortalEndpoints.notices, {}, signal), staleTime: 60_000 });

/** GET /api/owner/notices: 告知公文 to the owner's houses (催缴通知 …) and the estates' 公告, read or not. */
export function useNotices() {
  return useQuery(noticesQuery());
}

/** How many notices the owner has not opened yet (the badge on 我的). */
export function useUnreadNotices(): number {
  const notices = useNotices();
  return (notices.data ?? []).filter((n) => n.readAt === null).length;
}

/** POST /api/owner/notices/:id/read: the read receipt (the first reading stays); the list takes the answer. */
export function useReadNotice() {
  const client = useQueryClient();
  return useMutation<OwnerNotice, ApiError, number>({
    mutationFn: (id) => api(ownerPortalEndpoints.readNotice, { id }),
    onSuccess: (read) => client.setQueryData<OwnerNotice[]>(ownerKeys.notices, (was) => was?.map((n) => (n.id === read.id ? read : n))),
  });
}
