import { arrearsEndpoints, type EndpointInput } from '@pm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

export type ArrearsHouseQuery = EndpointInput<typeof arrearsEndpoints.arrearsHouses>;

/** POST /api/charging/arrears/houses: houses in arrears now, with their late fees and the page's sums. */
export const arrearsHousesQuery = (query: ArrearsHouseQuery) =>
  queryOptions({
    queryKey: arrearsKeys.list('houses', query),
    queryFn: ({ signal }) => api(arrearsEndpoints.arrearsHouses, query, signal),
  });
