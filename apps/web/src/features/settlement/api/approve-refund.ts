import { refundRequestEndpoints } from '@pm/contracts';
import { useSettleMutation } from './settle-mutation';

/** POST /api/settle/refund-requests/approve: 审批 by another person; pays the refund out and answers its receipt. */
export function useApproveRefund() {
  return useSettleMutation(refundRequestEndpoints.approveRefund);
}
