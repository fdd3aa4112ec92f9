import { voucherEndpoints, type VoucherBatchResult } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { accountingKeys } from './keys';

/** Vouchers per call: small enough that the progress bar moves, large enough to stay quick. */
export const BATCH_CHUNK = 20;

export type BatchAction = 'audit' | 'post';
export interface BatchInput {
  action: BatchAction;
  ids: number[];
  /** Called after each chunk with the vouchers handled so far. */
  onProgress?: (handled: number) => void;
}

const ENDPOINT = { audit: voucherEndpoints.auditVouchers, post: voucherEndpoints.postVouchers } as const;

/**
 * 批量审核 / 批量登账 (POST /api/accounting/vouchers/audit-batch, post-batch) in chunks of
 * BATCH_CHUNK: each voucher stands on its own on the server, so the results of every chunk add up
 * to one list of done and refused vouchers.
 */
export function useBatchVouchers() {
  const client = useQueryClient();
  return useMutation<VoucherBatchResult, ApiError, BatchInput>({
    mutationFn: async ({ action, ids, onProgress }) => {
      const result: VoucherBatchResult = { done: [], failed: [] };
      for (let i = 0; i < ids.length; i += BATCH_CHUNK) {
        const chunk = ids.slice(i, i + BATCH_CHUNK);
        const answer = await api(ENDPOINT[action], { ids: chunk });
        result.done.push(...answer.done);
        result.failed.push(...answer.failed);
        onProgress?.(Math.min(ids.length, i + chunk.length));
      }
      return result;
    },
    onSettled: () => client.invalidateQueries({ queryKey: accountingKeys.all }),
  });
}
