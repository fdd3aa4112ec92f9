import { onlinePayEndpoints } from '@pm/contracts';
import { useSettleMutation } from '../../api/settle-mutation';

/** POST /api/pay/orders/:id/close: 关闭支付单 (the vendor's order first; paid meanwhile means paid); its lines are free again. */
export function useClosePayOrder() {
  return useSettleMutation(onlinePayEndpoints.closePayOrder);
}
