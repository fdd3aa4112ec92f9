import { Box, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import { TAB_BAR_HEIGHT } from './tab-bar';
import { SIGNED_IN_NS } from '../i18n-ns';

/** The bar's height (px), above the tab bar. */
export const PAY_BAR_HEIGHT = 60;

/** 已选 N 项，合计 ¥… and 去缴费, kept above the tab bar while the lines scroll. */
export function PayBar({ count, total, paying, onPay }: { count: number; total: string; paying: boolean; onPay: () => void }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  return (
    <Box pos="fixed" bottom={TAB_BAR_HEIGHT} left={0} right={0} style={{ zIndex: 99 }}>
      <Group maw={480} mx="auto" h={PAY_BAR_HEIGHT} px="sm" justify="space-between" wrap="nowrap" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Text size="sm">
          {t('bills.chosen', { count })}
          <Text span fw={700} size="lg" c="red.7" ff="monospace" ml={4} data-testid="owner-chosen-total">
            {`¥${amountText(total)}`}
          </Text>
        </Text>
        <Button color="green" disabled={count === 0} loading={paying} onClick={onPay} data-testid="owner-pay">
          {t('bills.pay')}
        </Button>
      </Group>
    </Box>
  );
}
