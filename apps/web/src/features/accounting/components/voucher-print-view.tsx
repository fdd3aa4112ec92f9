import { Button, Group } from '@mantine/core';
import type { VoucherPrintSheet } from '@pm/contracts';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import classes from './voucher-print.module.css';
import { PRINT_ROOT_CLASS } from '../../../shared/print-root';
import { VoucherSheet } from './voucher-sheet';

/**
 * The vouchers over the screen with 打印 and 关闭: a direct child of <body> (as settlement's receipt),
 * so on paper only the sheets print, one per page.
 */
export function VoucherPrintView({ sheets, onClose }: { sheets: VoucherPrintSheet[]; onClose: () => void }) {
  const { t } = useTranslation('accounting');
  return createPortal(
    <div className={`${classes.printRoot} ${PRINT_ROOT_CLASS}`} role="dialog" aria-label={t('vouchers.print.view')} data-testid="voucher-print-view">
      <div className={classes.overlay}>
        <Group className={classes.toolbar} justify="flex-end">
          <Button onClick={() => window.print()} data-testid="voucher-window-print">{t('vouchers.print.now')}</Button>
          <Button variant="default" onClick={onClose} data-testid="voucher-print-close">{t('vouchers.close')}</Button>
        </Group>
        <div className={classes.page}>
          {sheets.map((s) => <VoucherSheet key={s.id} sheet={s} />)}
        </div>
      </div>
    </div>,
    document.body,
  );
}
