import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { amountText } from '../format';
import type { Sheet } from '../types';
import classes from './receipt.module.css';
import { localText } from '../../../i18n';

/** The receipt as printed (收据): company, number, house, payer, lines, tenders, total in figures and capitals, 实收 and 找零 when change was handed back. */
export function ReceiptSheetView({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation('settlement');
  const rows = [
    ...sheet.lines.map((l) => ({ name: l.itemName, period: l.period, principal: l.principal, lateFee: l.lateFee, amount: l.amount })),
    ...sheet.accounts.map((a) => ({ name: a.summary, period: '', principal: '', lateFee: '', amount: a.amount })),
  ];
  return (
    <div className={classes.sheet} data-testid="receipt-sheet">
      <div className={classes.company}>{sheet.companyName}</div>
      <div className={classes.title}>{t('receipt.title')}</div>
      <div className={classes.meta}>
        <span>{`${t('receipt.estate')}：${sheet.estateName}`}</span>
        <span>{`${t('receipt.type')}：${localText(sheet.settleTypeName)}`}</span>
        <span>
          {`${t('receipt.number')}：`}
          <span className={classes.number} data-testid="receipt-number">{sheet.number}</span>
        </span>
      </div>
      <div className={classes.meta}>
        <span>{`${t('receipt.house')}：${sheet.houseName ?? ''}`}</span>
        <span>{`${t('receipt.payer')}：${sheet.payerName ?? ''}`}</span>
        <span>{`${t('receipt.date')}：${chinaDateTime(sheet.issuedAt)}`}</span>
      </div>
      <table className={classes.grid}>
        <thead>
          <tr>
            <th>{t('receipt.item')}</th>
            <th>{t('receipt.period')}</th>
            <th>{t('receipt.principal')}</th>
            <th>{t('receipt.lateFee')}</th>
            <th>{t('receipt.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <td>{r.name}</td>
              <td>{r.period}</td>
              <td className={classes.amount}>{amountText(r.principal)}</td>
              <td className={classes.amount}>{amountText(r.lateFee)}</td>
              <td className={classes.amount}>{amountText(r.amount)}</td>
            </tr>
          ))}
          <tr>
            <td colSpan={3} data-testid="receipt-words">{`${t('receipt.inWords')}：${sheet.totalInWords}`}</td>
            <td colSpan={2} className={classes.amount} data-testid="receipt-total">{`¥ ${amountText(sheet.total)}`}</td>
          </tr>
          {sheet.changeGiven !== null ? (
            <tr>
              <td colSpan={5} data-testid="receipt-change">{`${t('receipt.received')}：${amountText(sheet.received ?? '')}  ${t('receipt.change')}：${amountText(sheet.changeGiven)}`}</td>
            </tr>
          ) : null}
          <tr>
            <td colSpan={5}>{`${t('receipt.tenders')}：${sheet.tenders.map((x) => `${localText(x.methodName)} ${amountText(x.amount)}${x.reference ? `（${x.reference}）` : ''}`).join('、')}`}</td>
          </tr>
          {sheet.remark ? (
            <tr>
              <td colSpan={5}>{`${t('remark')}：${sheet.remark}`}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <div className={classes.footer}>
        <span>{`${t('receipt.company')}：${sheet.companyName}（${t('receipt.seal')}）`}</span>
        <span>{`${t('receipt.cashier')}：${sheet.cashierName ?? ''}`}</span>
        <span>{`${t('receipt.printedAt')}：${chinaDateTime(sheet.printedAt)}`}</span>
      </div>
      {sheet.voided && sheet.voidReason ? <div>{`${t('receipt.voidReason')}：${sheet.voidReason}`}</div> : null}
      <div className={classes.part}>{t('receipt.part')}</div>
      {sheet.voided ? (
        <div className={`${classes.watermark} ${classes.voided}`} data-testid="receipt-watermark">{t('receipt.voided')}</div>
      ) : sheet.copy ? (
        <div className={`${classes.watermark} ${classes.copy}`} data-testid="receipt-watermark">{t('receipt.copy', { n: sheet.copyNo })}</div>
      ) : null}
    </div>
  );
}
