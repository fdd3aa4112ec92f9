import { counterEndpoints } from '@pm/contracts';
import { useSettleMutation } from './settle-mutation';

/** POST /api/settle/pay: 收款, the chosen lines oldest due first with their late fees, over-payment to 预交款 or 存零. */
export function usePay() {
  return useSettleMutation(counterEndpoints.pay);
}
