import { Table } from '@mantine/core';
import type { EndpointOutput, ledgerEndpoints } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { MoneyTd, sideAmount } from './ledger-money';

type Page = EndpointOutput<typeof ledgerEndpoints.detail>;

/** 明细账: 期初余额, each posted line with the balance after it and 借/贷/平, 本期合计. */
export function LedgerDetailTable({ page, showTotals }: { page: Page | undefined; showTotals: boolean }) {
  const { t } = useTranslation('accounting');
  return (
    <Table striped withTableBorder withColumnBorders data-testid="detail-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ledger.date')}</Table.Th><Table.Th>{t('ledger.voucherNo')}</Table.Th><Table.Th>{t('ledger.summary')}</Table.Th>
          <Table.Th ta="right">{t('ledger.debit')}</Table.Th><Table.Th ta="right">{t('ledger.credit')}</Table.Th><Table.Th>{t('ledger.side')}</Table.Th><Table.Th ta="right">{t('ledger.balance')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {page && (
          <Table.Tr><Table.Td /><Table.Td /><Table.Td fw={600}>{t('ledger.openingLine')}</Table.Td><Table.Td /><Table.Td /><Table.Td>{page.openingSide}</Table.Td><MoneyTd value={sideAmount(page.opening)} /></Table.Tr>
        )}
        {(page?.rows ?? []).map((r, i) => (
          <Table.Tr key={`${r.voucherId}-${i}`}>
            <Table.Td>{r.voucherDate}</Table.Td><Table.Td>{r.voucherNo}</Table.Td><Table.Td>{r.summary}</Table.Td>
            <MoneyTd value={r.debit} blankZero /><MoneyTd value={r.credit} blankZero /><Table.Td>{r.side}</Table.Td><MoneyTd value={sideAmount(r.balance)} />
          </Table.Tr>
        ))}
        {page && showTotals && (
          <Table.Tr><Table.Td /><Table.Td /><Table.Td fw={600}>{t('ledger.periodTotal')}</Table.Td><MoneyTd value={page.debit} strong /><MoneyTd value={page.credit} strong /><Table.Td>{page.closingSide}</Table.Td><MoneyTd value={sideAmount(page.closing)} strong /></Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
