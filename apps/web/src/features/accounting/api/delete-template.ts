import { voucherEndpoints } from '@pm/contracts';
import { useAccountingMutation } from './accounting-mutation';

/** DELETE /api/accounting/voucher-templates/:id. */
export function useDeleteTemplate() {
  return useAccountingMutation(voucherEndpoints.deleteTemplate);
}
