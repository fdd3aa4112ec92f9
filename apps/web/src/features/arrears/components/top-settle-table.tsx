import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useTopSettle } from '../api/top-settle';
import { AmountCell } from '../format';
import { errorText } from '../../../api/error-text';
import { TableState } from './list-footer';
import { localText } from '../../../i18n';

/** 最近结算: the house's latest settlements (top-settle). Click: the detail. */
export function TopSettleTable({ top, onOpen }: { top: ReturnType<typeof useTopSettle>; onOpen: (id: number) => void }) {
  const { t } = useTranslation('arrears');
  const rows = top.data?.rows ?? [];
  return (
    <Table striped highlightOnHover withTableBorder data-testid="top-settle">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('receiptNo')}</Table.Th>
          <Table.Th>{t('date')}</Table.Th>
          <Table.Th>{t('settleType')}</Table.Th>
          <Table.Th ta="right">{t('amount')}</Table.Th>
          <Table.Th>{t('tenders')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <TableState loading={top.isPending} empty={rows.length === 0} error={top.error ? errorText(top.error) : undefined} cols={5} />
        {rows.map((r) => (
          <Table.Tr key={r.paymentId} onClick={() => onOpen(r.paymentId)} style={{ cursor: 'pointer' }}>
            <Table.Td>{r.settleNo}{r.voided ? <Badge ml={4} color="red" variant="light">{t('voided')}</Badge> : null}</Table.Td>
            <Table.Td>{r.settleDate}</Table.Td>
            <Table.Td>{localText(r.settleTypeName)}</Table.Td>
            <AmountCell value={r.amount} />
            <Table.Td>{r.method}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
