import { Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import { sumAmounts } from '@pm/domain';
import { useTranslation } from 'react-i18next';
import { amountText } from '../format';
import type { House } from '../types';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Text size="sm">
      {label}{' '}
      <Text span fw={600} ff="monospace" data-testid={testId}>{amountText(value)}</Text>
    </Text>
  );
}

/** The chosen house: owner and phone, and its accounts (预交款, 存零, 押金 by item). */
export function HouseHeader({ counter }: { counter: House }) {
  const { t } = useTranslation('settlement');
  const { house, accounts } = counter;
  const deposits = sumAmounts(accounts.deposits.map((d) => d.balance));
  return (
    <Paper withBorder p="sm" data-testid="house-header">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="md">
          <Text fw={700}>{`${house.code} ${house.name}`}</Text>
          <Text size="sm" c="dimmed">{[house.estateName, house.buildingName].filter(Boolean).join(' ')}</Text>
          <Text size="sm">{`${t('house.owner')}：${house.ownerName ?? t('none')}`}</Text>
          <Text size="sm">{`${t('house.phone')}：${house.ownerPhone ?? t('none')}`}</Text>
        </Group>
        <Group gap="md">
          <Figure label={t('accounts.prepay')} value={accounts.prepay} testId="account-prepay" />
          <Figure label={t('accounts.change')} value={accounts.change} testId="account-change" />
          <Tooltip label={accounts.deposits.map((d) => `${d.itemName} ${amountText(d.balance)}`).join('，') || t('none')}>
            <span>
              <Figure label={t('accounts.deposit')} value={deposits} testId="account-deposit" />
            </span>
          </Tooltip>
          <Badge variant="light">{`${t('nextReceipt')} ${counter.nextReceiptNo}`}</Badge>
        </Group>
      </Group>
    </Paper>
  );
}
