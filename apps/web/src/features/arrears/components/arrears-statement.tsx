import { sumAmounts } from '@pm/domain';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session';
import { useHouseArrears } from '../api/house-arrears';
import { useHouse } from '../api/house';
import { useCompanyName } from '../api/options';
import { amountText, today } from '../format';
import { PrintView } from '../../../shared/print-view';

/** 欠费明细单: a house's open lines with today's late fees, to print and hand to the owner. */
export function ArrearsStatement({ houseId, onClose }: { houseId: number; onClose: () => void }) {
  const { t } = useTranslation('arrears');
  const user = useUser();
  const company = useCompanyName(user?.company);
  const house = useHouse(houseId);
  const arrears = useHouseArrears(houseId);
  const h = house.data?.house;
  const owners = (house.data?.owners ?? []).map((o) => o.name).join('、');
  const rows = arrears.data?.rows ?? [];
  return (
    <PrintView
      testId="arrears-statement"
      title={company.data?.name ?? user?.companyNick ?? ''}
      subtitle={t('statement.title')}
      meta={
        <>
          <span>{t('estate')}：{h?.estateName ?? ''}</span>
          <span>{t('house')}：{h ? `${h.code} ${h.name}` : ''}</span>
          <span>{t('owner')}：{owners}</span>
          <span>{t('statement.asOf')}：{today()}</span>
        </>
      }
      onClose={onClose}
    >
      <table>
        <thead>
          <tr><th>{t('period')}</th><th>{t('item')}</th><th>{t('dueDate')}</th><th data-amount>{t('open')}</th><th data-amount>{t('daysOverdue')}</th><th data-amount>{t('lateFee')}</th></tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.lineId}><td>{r.period}</td><td>{r.item}</td><td>{r.dueDate}</td><td data-amount>{amountText(r.amount)}</td><td data-amount>{r.daysOverdue}</td><td data-amount>{amountText(r.lateFee)}</td></tr>
          ))}
        </tbody>
        {arrears.data ? (
          <tfoot>
            <tr><td colSpan={3}>{t('sum')}</td><td data-amount data-testid="statement-total">{amountText(arrears.data.total)}</td><td /><td data-amount>{amountText(arrears.data.lateFee)}</td></tr>
            {/* exact decimal sum of the server's two totals (domain money), never floating point */}
            <tr><td colSpan={3}>{t('statement.due')}</td><td colSpan={3} data-amount data-testid="statement-due">{amountText(sumAmounts([arrears.data.total, arrears.data.lateFee]))}</td></tr>
          </tfoot>
        ) : null}
      </table>
      <p>{t('statement.note')}</p>
    </PrintView>
  );
}
