import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOR, type PayOrderStatus } from '../pay-order-status';

/** A 支付单's status in words and colour. */
export function PayOrderBadge({ status, testId }: { status: PayOrderStatus; testId?: string }) {
  const { t } = useTranslation('settlement-online');
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      style={{ flexShrink: 0 }}
      data-testid={testId}
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
