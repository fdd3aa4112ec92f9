import { ownerRequestStaffEndpoints, type EndpointOutput } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type OwnerRequestView = EndpointOutput<typeof ownerRequestStaffEndpoints.recordRequest>;

/** What the owner sent with a 受理登记 / 投诉 record from the portal (phone, photos, rating); null for the desk's own. */
export function useOwnerRequest(recordKey: 'case-accept' | 'complaint', recordId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['records', 'owner-request', recordKey, recordId],
    queryFn: ({ signal }): Promise<OwnerRequestView> => api(ownerRequestStaffEndpoints.recordRequest, { recordKey, recordId }, signal),
    enabled,
  });
}
