import { counterEndpoints } from '@pm/contracts';
import { useSettleMutation } from './settle-mutation';

/** POST /api/settle/deposit: 收押 of a deposit item. */
export function useDeposit() {
  return useSettleMutation(counterEndpoints.deposit);
}
