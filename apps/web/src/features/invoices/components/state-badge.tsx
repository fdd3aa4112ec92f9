import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceRequestRow } from '../api/invoices';

const COLORS: Record<InvoiceRequestRow['state'], string> = { pending: 'gray', issuing: 'blue', issued: 'green', failed: 'red', reversed: 'orange', cancelled: 'gray' };

/** A request's state (待开具 … 已取消) and, when it failed, the platform's words. */
export function StateBadge({ row }: { row: Pick<InvoiceRequestRow, 'id' | 'state' | 'failReason'> }) {
  const { t } = useTranslation('invoices');
  return (
    <Stack gap={2}>
      {/* max-content: a narrow table would otherwise cut the label to an ellipsis (已…) */}
      <Badge color={COLORS[row.state]} variant="light" style={{ minWidth: 'max-content' }} data-testid={`invoice-state-${row.id}`}>{t(`states.${row.state}`)}</Badge>
      {row.state === 'failed' && row.failReason ? <Text size="xs" c="red" data-testid={`invoice-fail-${row.id}`}>{row.failReason}</Text> : null}
    </Stack>
  );
}
