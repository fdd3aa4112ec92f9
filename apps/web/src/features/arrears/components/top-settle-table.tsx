import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useTopSettle } from '../api/top-settle';
import { AmountCell } from '../format';
import { localText } from '../../../i18n';
import { RowsTable, right } from '../../../shared/list-table';

/** 最近结算: the house's latest settlements (top-settle). Click: the detail. */
export function TopSettleTable({ top, onOpen }: { top: ReturnType<typeof useTopSettle>; onOpen: (id: number) => void }) {
  const { t } = useTranslation('arrears');
  const rows = top.data?.rows ?? [];
  return (
    <RowsTable striped highlightOnHover withTableBorder data-testid="top-settle" scroll={false} columns={[t('receiptNo'), t('date'), t('settleType'), right(t('amount')), t('tenders')]} state={{ loading: top.isPending, empty: rows.length === 0, error: top.error, emptyText: t('empty') }}>
      {rows.map((r) => (
        <Table.Tr key={r.paymentId} onClick={() => onOpen(r.paymentId)} style={{ cursor: 'pointer' }}>
          <Table.Td>{r.settleNo}{r.voided ? <Badge ml={4} color="red" variant="light">{t('voided')}</Badge> : null}</Table.Td>
          <Table.Td>{r.settleDate}</Table.Td>
          <Table.Td>{localText(r.settleTypeName)}</Table.Td>
          <AmountCell value={r.amount} />
          <Table.Td>{r.method}</Table.Td>
        </Table.Tr>
      ))}
    </RowsTable>
  );
}
