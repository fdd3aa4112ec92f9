import { counterEndpoints } from '@pm/contracts';
import { useSettleMutation } from './settle-mutation';

/** POST /api/settle/pay: 收款, the chosen lines oldest due first with their late fees, over-payment handed back (找零), to 预交款 or to 存零. */
export function usePay() {
  return useSettleMutation(counterEndpoints.pay);
}
