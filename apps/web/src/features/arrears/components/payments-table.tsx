import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../format';
import type { PaymentListRow } from '../types';
import { localText } from '../../../i18n';
import { settleTypeText } from '../settle-labels';
import { RowsTable, right } from '../../../shared/list-table';

/** A house's payments (结算记录): receipt, day, type, amount, tenders; voided receipts and reversals marked. Click: the detail. */
export function PaymentsTable({ rows, sumTotal, loading, error, onOpen }: { rows: PaymentListRow[]; sumTotal: string | null; loading: boolean; error?: string | undefined; onOpen: (id: number) => void }) {
  const { t } = useTranslation('arrears');
  return (
    <RowsTable striped highlightOnHover withTableBorder data-testid="payments" columns={[t('receiptNo'), t('date'), t('settleType'), right(t('amount')), right(t('lateFee')), t('tenders'), t('cashier'), t('state')]} state={{ loading: loading && rows.length === 0, empty: rows.length === 0, error, emptyText: t('empty') }} foot={sumTotal !== null && rows.length > 0 ? (
      <Table.Tfoot>
        <Table.Tr>
          <Table.Td colSpan={3} fw={700}>{t('sum')}</Table.Td>
          <AmountCell value={sumTotal} fw={700} testId="payments-sum" />
          <Table.Td colSpan={4} />
        </Table.Tr>
      </Table.Tfoot>
    ) : null}>
      {rows.map((r) => (
        <Table.Tr key={r.id} onClick={() => onOpen(r.id)} style={{ cursor: 'pointer' }} data-testid={`payment-row-${r.id}`}>
          <Table.Td data-testid={`receipt-cell-${r.id}`}>
            {/* a 冲红 takes no number of its own: it shows the number of the receipt it voided */}
            {r.receiptNo ?? r.reversedReceiptNo ?? ''}
            {r.reversalOf !== null ? (
              <Anchor component="button" ml="xs" size="sm" onClick={(e) => { e.stopPropagation(); onOpen(r.reversalOf!); }} data-testid={`open-reversed-${r.id}`}>
                {t('openReversed')}
              </Anchor>
            ) : null}
          </Table.Td>
          <Table.Td>{r.businessDate}</Table.Td>
          <Table.Td>{settleTypeText(t, r.settleType, r.settleTypeName)}</Table.Td>
          <AmountCell value={r.total} />
          <AmountCell value={r.lateFee} />
          <Table.Td>{localText(r.methods)}</Table.Td>
          <Table.Td>{r.cashierName ?? ''}</Table.Td>
          <Table.Td>
            {r.voided ? <Badge color="red" variant="light">{t('voided')}</Badge> : null}
            {r.reversedBy !== null ? <Badge color="orange" variant="light">{t('reversed')}</Badge> : null}
            {r.reversalOf !== null ? <Badge color="gray" variant="light">{t('reversal')}</Badge> : null}
          </Table.Td>
        </Table.Tr>
      ))}
    </RowsTable>
  );
}
