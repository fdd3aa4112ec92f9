import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = { 1: 'gray', 2: 'orange', 3: 'blue', 4: 'green' };

/** 待修改 / 待审核 / 待登账 / 已登账 (暂存 for a draft without a number yet), and 已冲销 beside a reversed voucher. */
export function StatusBadge({ status, reversed, numbered = true }: { status: number; reversed?: boolean; numbered?: boolean }) {
  const { t } = useTranslation('accounting');
  const held = status === 1 && !numbered;
  return (
    <>
      <Badge size="sm" variant="light" color={held ? 'yellow' : (COLORS[status] ?? 'gray')} data-testid="status-badge">{t(held ? 'vouchers.status.held' : `vouchers.status.${status}`)}</Badge>
      {reversed ? <Badge ml={4} size="sm" variant="light" color="red">{t('vouchers.reversed')}</Badge> : null}
    </>
  );
}
