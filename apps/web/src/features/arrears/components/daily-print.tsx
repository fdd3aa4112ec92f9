import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session';
import { useCompanyName } from '../api/options';
import { DAILY_GROUPS } from '../daily-groups';
import { chinaDateTime } from '../../../shared/china-date';
import { groupRowLabel } from '../settle-labels';
import { amountText } from '../format';
import type { Daily } from '../types';
import { PrintView } from '../../../shared/print-view';

/** 收费日报 on A4: the company and the range in the header, the six groupings, the total. */
export function DailyPrint({ report, estateName, onClose }: { report: Daily; estateName: string | null; onClose: () => void }) {
  const { t } = useTranslation('arrears');
  const user = useUser();
  const company = useCompanyName(user?.company);
  return (
    <PrintView
      testId="daily-print"
      title={company.data?.name ?? user?.companyNick ?? ''}
      subtitle={t('menu.daily')}
      meta={
        <>
          <span>{t('daily.range', { from: report.dateFrom, to: report.dateTo })}</span>
          <span>{t('estate')}：{estateName ?? t('allEstates')}</span>
          <span>{t('daily.printedBy', { name: user?.name ?? '', at: chinaDateTime(new Date()) })}</span>
        </>
      }
      onClose={onClose}
    >
      {DAILY_GROUPS.map(({ field, group, reconciled }) => (
        <section key={field}>
          <h2>{t(`daily.by.${group}`)}</h2>
          <table>
            <thead><tr><th>{t(`groups.${group}`)}</th><th data-amount>{t('count')}</th><th data-amount>{t('amount')}</th></tr></thead>
            <tbody>
              {report[field].map((r) => (
                <tr key={r.key}><td>{groupRowLabel(t, group, r)}</td><td data-amount>{r.count}</td><td data-amount>{amountText(r.amount)}</td></tr>
              ))}
              {(reconciled ? report.reconciling : []).map((r) => (
                <tr key={`reconciling-${r.key}`} data-testid={`print-reconciling-${r.key}`}><td>{t(`daily.reconciling.${r.key}`, { defaultValue: r.label })}</td><td data-amount>{r.count}</td><td data-amount>{amountText(r.amount)}</td></tr>
              ))}
            </tbody>
            <tfoot><tr><td>{t('sum')}</td><td data-amount>{report.total.count}</td><td data-amount>{amountText(report.total.amount)}</td></tr></tfoot>
          </table>
        </section>
      ))}
      <table>
        <tbody><tr><td>{t('daily.total')}</td><td data-amount>{report.total.count}</td><td data-amount data-testid="print-total">{amountText(report.total.amount)}</td></tr></tbody>
      </table>
    </PrintView>
  );
}
