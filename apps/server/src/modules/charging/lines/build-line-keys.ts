/**
 * The idempotency key of a bill line: one line per house, item, target and period in each
 * generation (unique (company_id, bill_key, generation)). Service lines pass '-' as the period so a
 * work order is never billed twice whatever the period; an adjustment line is keyed by its reduction.
 */
export function billKey(houseId: number, itemId: number, targetType: string, targetId: number | null, period: string): string {
  return `${houseId}:${itemId}:${targetType}:${targetId ?? 0}:${period}`;
}

/** The key of a work order's 服务计费 line: the order alone, so it is billed once whatever the item or period. */
export const workOrderKey = (orderId: number): string => `wo:${orderId}`;

/** The key of the adjustment line carrying a reduction approved after release. */
export const adjustmentKey = (reductionId: number): string => `adj:${reductionId}`;

/** Stored status → the status answered: a released line with nothing open is 已收费 (paid). */
export function shownStatus(status: string, releasedAt: unknown, open: string | null): 'pending_calc' | 'pending_audit' | 'audited' | 'released' | 'paid' {
  if (status === 'released' || releasedAt) return open === null ? 'paid' : 'released';
  return status as 'pending_calc' | 'pending_audit' | 'audited';
}
