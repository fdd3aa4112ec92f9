import { ApiError } from '../../../api/client';
import { AmountCell as SharedAmountCell } from '../../../shared/amount';

export { amountText } from '../../../shared/amount';
export { chinaToday } from '../../../shared/china-date';

// Shown amounts and refusals of the fixed-asset and charging-voucher screens.

/** An amount cell that leaves 0.00 empty, as the asset and voucher tables show it. */
export function AmountCell(props: { value: string | null | undefined; testId?: string }) {
  return <SharedAmountCell {...props} blankZero />;
}

/** The server's Chinese message and its field messages. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const details = (error.details ?? []).map((d) => d.message).filter((m) => m && m !== error.message);
    return [error.message, ...details].filter(Boolean).join('；') || String(error.status);
  }
  return error instanceof Error ? error.message : String(error);
}

/** The month before a 'YYYY-MM'. */
export function previousPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
