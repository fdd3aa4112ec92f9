import { onlinePayEndpoints } from '@pm/contracts';
import { useSettleMutation } from '../../api/settle-mutation';

/**
 * POST /api/pay/orders: a 支付单 for the chosen lines (method 6 a 收款码, 10 a 收款链接). The counter reloads with the
 * other settlement queries: its lines now show as held.
 */
export function useCreatePayOrder() {
  return useSettleMutation(onlinePayEndpoints.createPayOrder);
}
