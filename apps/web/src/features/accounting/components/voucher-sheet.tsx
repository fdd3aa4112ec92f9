import type { VoucherPrintSheet } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { amountText } from '../format';
import classes from './voucher-print.module.css';

/** Blank rows keep a short voucher the height of the usual 5-line sheet. */
const MIN_ROWS = 5;

/** One 记账凭证 sheet: title, 字号, date, 附单据, the lines, 合计 with capital numerals, the signatures. */
export function VoucherSheet({ sheet }: { sheet: VoucherPrintSheet }) {
  const { t } = useTranslation('accounting');
  const red = sheet.totalDebit.startsWith('-');
  const filler = Math.max(0, MIN_ROWS - sheet.lines.length);
  return (
    <section className={classes.sheet} data-testid={`voucher-sheet-${sheet.id}`}>
      <div className={classes.company}>{sheet.companyName}</div>
      <div className={classes.title}>{sheet.title}</div>
      <div className={classes.meta}>
        <span>{t('vouchers.print.no')}{sheet.label}</span>
        <span>{t('vouchers.print.date')}{sheet.voucherDate}</span>
        <span>{t('vouchers.print.attachments', { count: sheet.attachments })}</span>
      </div>
      {sheet.note ? <div className={classes.red}>{sheet.note}</div> : null}
      <table className={classes.grid}>
        <thead>
          <tr>
            <th>{t('vouchers.summary')}</th>
            <th>{t('vouchers.subject')}</th>
            <th className={classes.amount}>{t('vouchers.debit')}</th>
            <th className={classes.amount}>{t('vouchers.credit')}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.lines.map((l, i) => (
            <tr key={i}>
              <td>{l.summary}</td>
              <td>{l.subjectCode} {l.subjectName}</td>
              <td className={`${classes.amount} ${l.debit.startsWith('-') ? classes.red : ''}`}>{l.debit === '0.00' ? '' : amountText(l.debit)}</td>
              <td className={`${classes.amount} ${l.credit.startsWith('-') ? classes.red : ''}`}>{l.credit === '0.00' ? '' : amountText(l.credit)}</td>
            </tr>
          ))}
          {Array.from({ length: filler }, (_, i) => (
            <tr key={`blank-${i}`}><td>&nbsp;</td><td /><td /><td /></tr>
          ))}
          <tr>
            <td colSpan={2} data-testid="sheet-words">{t('vouchers.print.totalWords')}{sheet.totalInWords}</td>
            <td className={`${classes.amount} ${red ? classes.red : ''}`}>{amountText(sheet.totalDebit)}</td>
            <td className={`${classes.amount} ${red ? classes.red : ''}`}>{amountText(sheet.totalCredit)}</td>
          </tr>
        </tbody>
      </table>
      <div className={classes.footer}>
        <span>{t('vouchers.print.poster')}{sheet.posterName ?? ''}</span>
        <span>{t('vouchers.print.auditor')}{sheet.auditorName ?? ''}</span>
        <span>{t('vouchers.print.maker')}{sheet.makerName ?? ''}</span>
      </div>
    </section>
  );
}
