import { refundRequestEndpoints } from '@pm/contracts';
import { useSettleMutation } from './settle-mutation';

/** POST /api/settle/refund-requests/reject: 驳回 with a reason; nothing is paid. */
export function useRejectRefund() {
  return useSettleMutation(refundRequestEndpoints.rejectRefund);
}
