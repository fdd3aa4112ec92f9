import { voucherEndpoints } from '@pm/contracts';
import { useAccountingMutation } from './accounting-mutation';

/** 退回 with a reason (待审核 → 待修改). */
export function useReturnVoucher() {
  return useAccountingMutation(voucherEndpoints.returnVoucher);
}
