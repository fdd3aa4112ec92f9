import { counterEndpoints } from '@pm/contracts';
import { useSettleMutation } from './settle-mutation';

/** POST /api/settle/prepay: 预交, optionally offset at once. */
export function usePrepay() {
  return useSettleMutation(counterEndpoints.prepay);
}
