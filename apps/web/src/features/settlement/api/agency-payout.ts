import { counterEndpoints } from '@pm/contracts';
import { useSettleMutation } from './settle-mutation';

/** POST /api/settle/agency-payout: 委付 (≤ the 代收 balance). */
export function useAgencyPayout() {
  return useSettleMutation(counterEndpoints.agencyPayout);
}
