import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListFooter as SharedListFooter } from '../../../shared/list-footer';
import { amountText } from '../format';

/** Under a voucher list: 共 N 张, Σ debit / credit of the query, and the pages. */
export function ListFooter({ total, page, size, onPage, sumDebit, sumCredit }: { total: number; page: number; size: number; onPage: (page: number) => void; sumDebit?: string | undefined; sumCredit?: string | undefined }) {
  const { t } = useTranslation('accounting');
  const sums = t('vouchers.count', { count: total, debit: amountText(sumDebit ?? '0'), credit: amountText(sumCredit ?? '0') });
  return <SharedListFooter total={total} page={page} size={size} onPage={onPage} summary={<Text size="sm" c="dimmed" data-testid="list-sums">{sums}</Text>} />;
}
