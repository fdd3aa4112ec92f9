import { counterEndpoints } from '@pm/contracts';
import { useSettleMutation } from './settle-mutation';

/** POST /api/settle/refund: 退押, 退预交款, 经付, 退存零款 or 退房预交 (≤ the balance). */
export function useRefund() {
  return useSettleMutation(counterEndpoints.refund);
}
