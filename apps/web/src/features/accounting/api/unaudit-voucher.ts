import { voucherEndpoints } from '@pm/contracts';
import { useAccountingMutation } from './accounting-mutation';

/** 反审核 (待登账 → 待审核). */
export function useUnauditVoucher() {
  return useAccountingMutation(voucherEndpoints.unauditVoucher);
}
