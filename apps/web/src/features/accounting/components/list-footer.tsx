import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText } from '../format';

/** Under a voucher list: 共 N 张, Σ debit / credit of the query, and the pages. */
export function ListFooter({ total, page, size, onPage, sumDebit, sumCredit }: { total: number; page: number; size: number; onPage: (page: number) => void; sumDebit?: string | undefined; sumCredit?: string | undefined }) {
  const { t } = useTranslation('accounting');
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" data-testid="list-sums">{t('vouchers.count', { count: total, debit: amountText(sumDebit ?? '0'), credit: amountText(sumCredit ?? '0') })}</Text>
      <Pagination total={Math.max(1, Math.ceil(total / size))} value={page} onChange={onPage} size="sm" />
    </Group>
  );
}
