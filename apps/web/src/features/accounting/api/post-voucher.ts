import { voucherEndpoints } from '@pm/contracts';
import { useAccountingMutation } from './accounting-mutation';

/** 登账 (待登账 → 已登账). */
export function usePostVoucher() {
  return useAccountingMutation(voucherEndpoints.postVoucher);
}
