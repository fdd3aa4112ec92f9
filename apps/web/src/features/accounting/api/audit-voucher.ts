import { voucherEndpoints } from '@pm/contracts';
import { useAccountingMutation } from './accounting-mutation';

/** 审核 (待审核 → 待登账; the maker is refused). */
export function useAuditVoucher() {
  return useAccountingMutation(voucherEndpoints.auditVoucher);
}
