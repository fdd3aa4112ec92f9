import { houseTreeEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { settlementKeys } from './keys';

export const ledgerQuery = (houseId: number) =>
  queryOptions({ queryKey: [...settlementKeys.house(houseId), 'ledger'], queryFn: ({ signal }) => api(houseTreeEndpoints.ledgerPri, { houseId }, signal) });

/** POST /api/house-tree/ledger-pri: the house's 预交款, 押金 and 存零 entries with running balances. */
export function useLedger(houseId: number | null) {
  return useQuery({ ...ledgerQuery(houseId ?? 0), enabled: houseId !== null });
}
