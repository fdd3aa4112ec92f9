import { commonEndpoints, recordOptions } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { jobKeys } from './keys';

// Pick lists of the schedule form: the company's estates and its charge items (收费规则).

/** GET /api/common/estates */
export function useEstates() {
  return useQuery({ queryKey: jobKeys.options('estates'), queryFn: ({ signal }) => api(commonEndpoints.estates, {}, signal), staleTime: 300_000 });
}

/** GET /api/records/charge-item/options */
export function useChargeItems() {
  return useQuery({ queryKey: jobKeys.options('charge-items'), queryFn: ({ signal }) => api(recordOptions, { key: 'charge-item' }, signal), staleTime: 60_000 });
}
