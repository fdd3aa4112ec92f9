import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { CounterShell } from '../components/counter-shell';
import { LineCounter } from '../components/line-counter';
import { MoveOutButton } from '../components/move-out-button';
import { RefundRequestsPanel } from '../components/refund-requests-panel';

/**
 * 月中结算: the regular lines of a house moving in or out mid-month, and 退房预交 on moving out (a refund request,
 * approved by another person in the list below).
 */
export default function MidMonthSettleScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('settlement');
  return (
    <CounterShell title={title || t('menu.midMonth')} readOnly={readOnly} actions={(counter) => <MoveOutButton counter={counter} />}>
      {(counter, onPaid) => (
        <Stack gap="lg">
          <LineCounter counter={counter} category="regular" settleTypes={['1', '12']} readOnly={readOnly} onPaid={onPaid} />
          <RefundRequestsPanel counter={counter} onPaid={onPaid} readOnly={readOnly} />
        </Stack>
      )}
    </CounterShell>
  );
}
