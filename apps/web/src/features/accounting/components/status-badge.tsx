import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = { 1: 'gray', 2: 'orange', 3: 'blue', 4: 'green' };

/** 待修改 / 待审核 / 待登账 / 已登账, and 已冲销 beside a reversed voucher. */
export function StatusBadge({ status, reversed }: { status: number; reversed?: boolean }) {
  const { t } = useTranslation('accounting');
  return (
    <>
      <Badge size="sm" variant="light" color={COLORS[status] ?? 'gray'} data-testid="status-badge">{t(`vouchers.status.${status}`)}</Badge>
      {reversed ? <Badge ml={4} size="sm" variant="light" color="red">{t('vouchers.reversed')}</Badge> : null}
    </>
  );
}
