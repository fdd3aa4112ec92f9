import { counterEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { settlementKeys } from './keys';

export const counterHouseQuery = (houseId: number) =>
  queryOptions({ queryKey: [...settlementKeys.house(houseId), 'counter'], queryFn: ({ signal }) => api(counterEndpoints.counterHouse, { houseId }, signal) });

/** POST /api/settle/counter/house: the house's open lines with late fees, its accounts and instalment options. */
export function useCounterHouse(houseId: number | null) {
  return useQuery({ ...counterHouseQuery(houseId ?? 0), enabled: houseId !== null });
}
