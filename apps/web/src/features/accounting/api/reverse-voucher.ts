import { voucherEndpoints } from '@pm/contracts';
import { useAccountingMutation } from './accounting-mutation';

/** 冲销: a red voucher (待审核) reversing a 已登账 one. */
export function useReverseVoucher() {
  return useAccountingMutation(voucherEndpoints.reverseVoucher);
}
