import { voucherEndpoints } from '@pm/contracts';
import { useAccountingMutation } from './accounting-mutation';

/** 提交 (待修改 → 待审核; the server checks the balance). */
export function useSubmitVoucher() {
  return useAccountingMutation(voucherEndpoints.submitVoucher);
}
