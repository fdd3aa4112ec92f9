import { Center, Group, Stack, Text } from '@mantine/core';
import type { PayOrder } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { QrImage } from '../../../../shared/qr-image';
import { countdownText } from '../countdown';
import { PayLinkBox } from './pay-link-box';

/** An open order: the QR code to scan (method 6) or the link to send (method 10), and the time left. */
export function PayOrderWaiting({ order, now, closing }: { order: PayOrder; now: number; closing: boolean }) {
  const { t } = useTranslation('settlement-online');
  return (
    <Stack gap="sm">
      {order.method === '6' && order.codeUrl ? (
        <Center>
          <Stack gap={4} align="center">
            <QrImage text={order.codeUrl} size={220} alt={t('dialog.qrAlt')} />
            <Text size="sm" c="dimmed">
              {t('dialog.scan')}
            </Text>
          </Stack>
        </Center>
      ) : null}
      {order.method === '10' && order.linkPath ? <PayLinkBox linkPath={order.linkPath} /> : null}
      {closing ? (
        <Text c="orange" size="sm" data-testid="pay-order-closing">
          {t('dialog.closing')}
        </Text>
      ) : (
        <Group justify="center" gap="xs">
          <Text size="sm">{t('dialog.countdown')}</Text>
          <Text fw={700} ff="monospace" size="lg" data-testid="pay-order-countdown">
            {countdownText(order.expiresAt, now)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
