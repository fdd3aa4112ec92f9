import { voucherEndpoints } from '@pm/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** POST /api/accounting/voucher-templates/:id/start: the form a 常用凭证 fills (nothing saved). */
export function useStartFromTemplate() {
  return useMutation({ mutationFn: (input: { id: number; voucherDate?: string }) => api(voucherEndpoints.startFromTemplate, input) });
}
