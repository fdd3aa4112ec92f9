import { refundRequestEndpoints } from '@pm/contracts';
import { useSettleMutation } from './settle-mutation';

/** POST /api/settle/refund: 退款申请 (退押, 退预交款, 经付, 退存零款 or 退房预交) entered for approval; no money moves yet. */
export function useRefundRequest() {
  return useSettleMutation(refundRequestEndpoints.refund);
}
