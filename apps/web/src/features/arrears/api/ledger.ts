import { houseTreeEndpoints } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

/** POST /api/house-tree/ledger-pri: the house's 预交款, 押金 and 存零 balances and their entries. */
export function useHouseLedger(houseId: number | null) {
  return useQuery({
    queryKey: arrearsKeys.one('ledger', houseId ?? 0),
    queryFn: ({ signal }) => api(houseTreeEndpoints.ledgerPri, { houseId: houseId ?? 0 }, signal),
    enabled: houseId !== null,
  });
}
