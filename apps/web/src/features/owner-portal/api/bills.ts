import { ownerPortalEndpoints, type EndpointOutput } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ownerKeys } from './keys';

export type OwnerBills = EndpointOutput<typeof ownerPortalEndpoints.bills>;
export type OwnerBillLine = OwnerBills['lines'][number];

export const billsQuery = (houseId: number) =>
  queryOptions({
    queryKey: ownerKeys.bills(houseId),
    queryFn: ({ signal }): Promise<OwnerBills> => api(ownerPortalEndpoints.bills, { houseId }, signal),
    // the late fees grow by the day and a line may be paid at the counter meanwhile
    staleTime: 0,
  });

/** GET /api/owner/houses/:houseId/bills: the open lines with their late fees as of today, the prepay balance. */
export function useBills(houseId: number) {
  return useQuery(billsQuery(houseId));
}
