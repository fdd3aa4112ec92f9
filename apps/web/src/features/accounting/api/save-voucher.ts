import { voucherEndpoints } from '@pm/contracts';
import { useAccountingMutation } from './accounting-mutation';

/** POST /api/accounting/voucher-info: 保存 a new voucher or the draft being edited (待修改). */
export function useSaveVoucher() {
  return useAccountingMutation(voucherEndpoints.saveVoucher);
}
