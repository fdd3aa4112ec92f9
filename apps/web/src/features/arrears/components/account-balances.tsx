import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText } from '../format';
import type { Ledger } from '../types';

/** The house's accounts: 预交款, 押金, 存零 and their total balance. */
export function AccountBalances({ ledger }: { ledger: Ledger }) {
  const { t } = useTranslation('arrears');
  const cells: [string, string, string][] = [
    [t('accounts.prepay'), ledger.prepay, 'balance-prepay'],
    [t('accounts.deposit'), ledger.deposit, 'balance-deposit'],
    [t('accounts.change'), ledger.change, 'balance-change'],
    [t('accounts.balance'), ledger.balance, 'balance-total'],
  ];
  return (
    <Group gap="sm">
      {cells.map(([label, value, testId]) => (
        <Paper key={testId} withBorder p="xs" miw={130}>
          <Text size="xs" c="dimmed">{label}</Text>
          <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>{amountText(value)}</Text>
        </Paper>
      ))}
    </Group>
  );
}
