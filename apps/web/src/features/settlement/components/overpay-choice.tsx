import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText } from '../format';
import type { OverpayTo } from './counter-logic';

interface Props {
  /** What was handed over above what is due. */
  over: string;
  to: OverpayTo;
  /** 找零 is offered only when the cash handed over covers the over-payment. */
  canChange: boolean;
  onChange: (to: OverpayTo) => void;
}

/** 多收: the over-payment, where it goes (找零, 预交款 or 存零) and, for 找零, the change to hand back. */
export function OverpayChoice({ over, to, canChange, onChange }: Props) {
  const { t } = useTranslation('settlement');
  const options = [
    ...(canChange ? [{ value: 'payer', label: t('pay.change') }] : []),
    { value: 'prepay', label: t('accounts.prepay') },
    { value: 'change', label: t('accounts.change') },
  ];
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" c="blue" data-testid="pay-over">{t('pay.over', { amount: amountText(over) })}</Text>
        <SegmentedControl size="xs" value={to} onChange={(v) => onChange(v as OverpayTo)} data={options} aria-label={t('pay.overpayTo')} data-testid="pay-overpay-to" />
      </Group>
      {to === 'payer' ? (
        <Group justify="space-between">
          <Text size="sm">{t('pay.change')}</Text>
          <Text size="lg" fw={700} ff="monospace" data-testid="pay-change">{amountText(over)}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}
