import { ownerPortalEndpoints, type EndpointOutput } from '@pm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ownerKeys } from './keys';

export type OwnerPaidPage = EndpointOutput<typeof ownerPortalEndpoints.paid>;
export type OwnerPaidRow = OwnerPaidPage['rows'][number];

/** Payments a page of the 缴费记录 shows. */
export const PAID_PAGE_SIZE = 10;

/** GET /api/owner/houses/:houseId/payments: the house's payments, newest first, with their receipts. */
export const paidQuery = (houseId: number, page: number) =>
  queryOptions({
    queryKey: ownerKeys.paid(houseId, page),
    queryFn: ({ signal }): Promise<OwnerPaidPage> => api(ownerPortalEndpoints.paid, { houseId, page, size: PAID_PAGE_SIZE }, signal),
  });
