import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import { useRepairStatement } from '../api/repair-fund';
import { ownerAccountEndpoints } from '@pm/contracts';
import { errorText } from '../../../api/error-text';
import { ExportButton } from './export-button';
import { PrintView } from '../../../shared/print-view';

/** 维修资金分户对账单: the house, its share and every entry with the balance after it, ready to print. */
export function RepairStatementView({ houseId, onClose }: { houseId: number; onClose: () => void }) {
  const { t } = useTranslation('owners');
  const statement = useRepairStatement(houseId);
  const s = statement.data;
  const meta = s ? (
    <>
      <span>{`${t('estate')}：${s.house.estateName}`}</span>
      <span>{`${t('house')}：${s.house.code} ${s.house.name}`}</span>
      <span>{`${t('statement.owner')}：${s.house.ownerNames}`}</span>
      <span>{`${t('repair.area')}：${s.area ?? ''}`}</span>
      <span>{`${t('repair.rate')}：${s.rate ?? ''}`}</span>
      <span>{`${t('repair.due')}：${amountText(s.due)}`}</span>
    </>
  ) : null;
  return (
    <PrintView
      testId="owners-print-view"
      title={t('statement.title')}
      meta={meta}
      onClose={onClose}
      actions={<ExportButton endpoint={ownerAccountEndpoints.repairStatementExport} input={{ houseId }} fileName={`${s?.house.code ?? ''}维修资金对账单.xlsx`} disabled={!s} testId="statement-export" />}
    >
      {statement.isPending ? <Loader size="sm" /> : null}
      {statement.error ? <Text c="red">{errorText(statement.error)}</Text> : null}
      {s ? (
        <table data-testid="statement-table">
          <thead>
            <tr>
              <th>{t('entry.date')}</th>
              <th>{t('entry.kind')}</th>
              <th>{t('entry.summary')}</th>
              <th>{t('entry.sourceDoc')}</th>
              <th>{t('entry.in')}</th>
              <th>{t('entry.out')}</th>
              <th>{t('entry.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {s.rows.map((r) => (
              <tr key={r.id}>
                <td>{r.entryDate}</td>
                <td>{r.kindName}</td>
                <td>{r.summary}</td>
                <td>{r.sourceDoc}</td>
                <td data-amount>{r.amount.startsWith('-') ? '' : amountText(r.amount)}</td>
                <td data-amount>{r.amount.startsWith('-') ? amountText(r.amount.slice(1)) : ''}</td>
                <td data-amount>{amountText(r.balanceAfter)}</td>
              </tr>
            ))}
            <tr>
              <td colSpan={4}>{`${t('statement.totals')}：${t('repair.deposited')} ${amountText(s.deposited)}，${t('statement.interest')} ${amountText(s.interest)}，${t('statement.withdrawn')} ${amountText(s.withdrawn)}`}</td>
              <td colSpan={3} data-amount data-testid="statement-balance">{`${t('repair.balance')} ${amountText(s.balance)}`}</td>
            </tr>
          </tbody>
        </table>
      ) : null}
    </PrintView>
  );
}
