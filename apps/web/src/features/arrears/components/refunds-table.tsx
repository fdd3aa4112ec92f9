import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../shared/use-paged-list';
import { refundsQuery } from '../api/refunds';
import { chinaDateTime } from '../../../shared/china-date';
import { AmountCell } from '../format';
import { ListFooter } from './list-footer';
import { localText } from '../../../i18n';
import { settleTypeText } from '../settle-labels';
import { RowsTable, right } from '../../../shared/list-table';

const SIZE = 20;

/** 退费明细: money paid back in the range (退押, 退预交款, 经付, 委付, 退存零款, 退房预交, 冲红) and its sum. */
export function RefundsTable({ filters }: { filters: { estateId?: number; dateFrom: string; dateTo: string } | null }) {
  const { t } = useTranslation('arrears');
  const refunds = usePagedList({ initial: {}, size: SIZE, query: (_, paging) => refundsQuery(filters ? { ...filters, ...paging } : null) });
  const rows = refunds.rows;
  return (
    <Stack gap="xs">
      <Title order={5}>{t('refunds.title')}</Title>
      <RowsTable striped withTableBorder data-testid="refunds" columns={[t('receiptNo'), t('house'), t('settleType'), right(t('amount')), t('tenders'), t('refunds.reason'), t('cashier'), t('payment.createdAt')]} state={{ loading: refunds.query.isPending && filters !== null, empty: rows.length === 0, error: refunds.query.error, emptyText: t('empty') }} foot={refunds.query.data && rows.length > 0 ? (
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={3} fw={700}>{t('sum')}</Table.Td>
            <AmountCell value={refunds.query.data.sumAmount} fw={700} testId="refunds-sum" />
            <Table.Td colSpan={4} />
          </Table.Tr>
        </Table.Tfoot>
      ) : null}>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.receiptNo ?? ''}{r.reversedReceiptNo ? ` ← ${r.reversedReceiptNo}` : ''}</Table.Td>
            <Table.Td>{r.houseName ?? ''}</Table.Td>
            <Table.Td>{settleTypeText(t, r.settleType, r.settleTypeName)}</Table.Td>
            <AmountCell value={r.amount} />
            <Table.Td>{localText(r.methods)}</Table.Td>
            <Table.Td>{r.reason ?? ''}</Table.Td>
            <Table.Td>{r.cashierName ?? ''}</Table.Td>
            <Table.Td>{chinaDateTime(r.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      <ListFooter total={refunds.total} page={refunds.page} size={SIZE} onPage={refunds.setPage} />
    </Stack>
  );
}
