import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import type { OwnerBillLine } from '../api/bills';
import { SIGNED_IN_NS } from '../i18n-ns';

/** One open line: its box (none to tick while 支付中), item, principal, 违约金, days overdue, and what it comes to. */
export function BillLineRow({ line, checked, onToggle }: { line: OwnerBillLine; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const late = line.lateFee !== '0.00';
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" py={8} data-testid={`owner-line-${line.id}`}>
      <Checkbox
        mt={2}
        checked={checked && !line.held}
        disabled={line.held}
        onChange={onToggle}
        aria-label={`${line.itemName} ${line.period}`}
        data-testid={`owner-line-check-${line.id}`}
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500} truncate>
            {line.itemName}
          </Text>
          {line.held ? (
            <Badge size="sm" color="orange" variant="light" data-testid={`owner-line-held-${line.id}`}>
              {t('bills.holding')}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {amountText(line.open)}
          {late ? ` · ${t('bills.late')} ${amountText(line.lateFee)}` : ''}
          {line.daysOverdue > 0 ? (
            <Text span size="xs" c="red.7">
              {` · ${t('bills.overdue', { days: line.daysOverdue })}`}
            </Text>
          ) : null}
        </Text>
      </Stack>
      <Text size="sm" fw={600} ff="monospace" c={line.held ? 'dimmed' : undefined} data-testid={`owner-line-due-${line.id}`}>
        {amountText(line.due)}
      </Text>
    </Group>
  );
}
