import { counterEndpoints } from '@pm/contracts';
import { useSettleMutation } from './settle-mutation';

/** POST /api/settle/reverse: 冲红, the whole payment reversed; its receipt is voided. */
export function useReversePayment() {
  return useSettleMutation(counterEndpoints.reverse);
}
