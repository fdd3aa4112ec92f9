import { Modal, Table } from '@mantine/core';
import type { PlatformFeeBill } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { usePlatformFeePayments } from '../api/platform-fees';
import { chinaDateTime } from '../../../shared/china-date';
import { AmountCell } from '../format';
import { errorText } from '../../../api/error-text';
import { TableState } from './list-footer';

/** 缴费记录 of one platform bill. */
export function PlatformFeePayments({ bill, onClose }: { bill: PlatformFeeBill; onClose: () => void }) {
  const { t } = useTranslation('charging');
  const payments = usePlatformFeePayments(bill.id);
  const rows = payments.data ?? [];
  return (
    <Modal opened onClose={onClose} size="lg" title={t('platformFee.paymentsTitle', { company: bill.companyName, period: bill.period })} data-testid="platform-fee-payments">
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('platformFee.paidAt')}</Table.Th>
            <Table.Th ta="right">{t('amount')}</Table.Th>
            <Table.Th>{t('platformFee.method')}</Table.Th>
            <Table.Th>{t('platformFee.reference')}</Table.Th>
            <Table.Th>{t('platformFee.paidBy')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableState loading={payments.isPending} empty={rows.length === 0} error={payments.error ? errorText(payments.error) : undefined} cols={5} />
          {rows.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{chinaDateTime(p.paidAt)}</Table.Td>
              <AmountCell value={p.amount} />
              <Table.Td>{t(`platformFee.methods.${p.method}`)}</Table.Td>
              <Table.Td>{p.reference}</Table.Td>
              <Table.Td>{p.paidByName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
