import { Table } from '@mantine/core';
import { formatAmount } from '@pm/domain';
import { ApiError } from '../../../api/client';

// Shown amounts and refusals of the fixed-asset and charging-voucher screens.

/** 2 decimals with thousands separators ('' when absent). */
export function amountText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return formatAmount(value, { thousands: true });
  } catch {
    return value;
  }
}

export function AmountCell({ value, testId }: { value: string | null | undefined; testId?: string }) {
  return (
    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
      {value === '0.00' ? '' : amountText(value)}
    </Table.Td>
  );
}

/** The server's Chinese message and its field messages. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const details = (error.details ?? []).map((d) => d.message).filter((m) => m && m !== error.message);
    return [error.message, ...details].filter(Boolean).join('；') || String(error.status);
  }
  return error instanceof Error ? error.message : String(error);
}

/** Today in China as YYYY-MM-DD (the books' day). */
export function chinaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The month before a 'YYYY-MM'. */
export function previousPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
