import { Button, Group } from '@mantine/core';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Sheet } from '../types';
import classes from './receipt.module.css';
import { PRINT_ROOT_CLASS } from '../../../shared/print-root';
import { ReceiptSheetView } from './receipt-sheet';

/**
 * The receipt over the screen with 打印 and 关闭. It is a direct child of <body>, not inside a modal:
 * on paper everything else is left out and the sheet flows over as many pages as its lines need
 * (inside a modal's scroll box the print was clipped after the title).
 */
export function ReceiptPrintView({ sheet, onClose }: { sheet: Sheet; onClose: () => void }) {
  const { t } = useTranslation('settlement');
  return createPortal(
    <div className={`${classes.printRoot} ${PRINT_ROOT_CLASS}`} role="dialog" aria-label={t('receipt.view')} data-testid="receipt-view">
      <div className={classes.overlay}>
        <Group className={classes.toolbar} justify="flex-end">
          <Button onClick={() => window.print()} data-testid="receipt-window-print">{t('receipt.printNow')}</Button>
          <Button variant="default" onClick={onClose} data-testid="receipt-view-close">{t('close')}</Button>
        </Group>
        <div className={classes.page}>
          <ReceiptSheetView sheet={sheet} />
        </div>
      </div>
    </div>,
    document.body,
  );
}
