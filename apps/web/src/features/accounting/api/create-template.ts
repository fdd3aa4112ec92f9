import { voucherEndpoints } from '@pm/contracts';
import { useAccountingMutation } from './accounting-mutation';

/** POST /api/accounting/voucher-templates: 存为常用凭证 from the lines as typed. */
export function useCreateTemplate() {
  return useAccountingMutation(voucherEndpoints.createTemplate);
}
