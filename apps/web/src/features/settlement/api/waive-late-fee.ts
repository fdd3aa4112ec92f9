import { counterEndpoints } from '@pm/contracts';
import { useSettleMutation } from './settle-mutation';

/** POST /api/settle/waive-late-fee: 减免违约金 with a reason. */
export function useWaiveLateFee() {
  return useSettleMutation(counterEndpoints.waiveLateFee);
}
