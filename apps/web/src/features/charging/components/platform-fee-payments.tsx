import { Modal, Table } from '@mantine/core';
import type { PlatformFeeBill } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { usePlatformFeePayments } from '../api/platform-fees';
import { chinaDateTime } from '../../../shared/china-date';
import { AmountCell } from '../format';
import { RowsTable, right } from '../../../shared/list-table';

/** 缴费记录 of one platform bill. */
export function PlatformFeePayments({ bill, onClose }: { bill: PlatformFeeBill; onClose: () => void }) {
  const { t } = useTranslation('charging');
  const payments = usePlatformFeePayments(bill.id);
  const rows = payments.data ?? [];
  return (
    <Modal opened onClose={onClose} size="lg" title={t('platformFee.paymentsTitle', { company: bill.companyName, period: bill.period })} data-testid="platform-fee-payments">
      <RowsTable striped withTableBorder scroll={false} columns={[t('platformFee.paidAt'), right(t('amount')), t('platformFee.method'), t('platformFee.reference'), t('platformFee.paidBy')]} state={{ loading: payments.isPending, empty: rows.length === 0, error: payments.error, emptyText: t('empty') }}>
        {rows.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>{chinaDateTime(p.paidAt)}</Table.Td>
            <AmountCell value={p.amount} />
            <Table.Td>{t(`platformFee.methods.${p.method}`)}</Table.Td>
            <Table.Td>{p.reference}</Table.Td>
            <Table.Td>{p.paidByName}</Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
    </Modal>
  );
}
