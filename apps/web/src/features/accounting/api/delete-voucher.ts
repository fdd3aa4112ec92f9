import { voucherEndpoints } from '@pm/contracts';
import { useAccountingMutation } from './accounting-mutation';

/** 删除 a 待修改 voucher. */
export function useDeleteVoucher() {
  return useAccountingMutation(voucherEndpoints.deleteVoucher);
}
