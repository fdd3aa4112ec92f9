import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import classes from './ledger-print.module.css';

/**
 * A ledger or report over the screen with 打印 and 关闭: a direct child of <body> (not a modal), so
 * paper gets the whole table over as many pages as it needs.
 */
export function LedgerPrintView({ title, meta, children, onClose }: { title: string; meta: ReactNode; children: ReactNode; onClose: () => void }) {
  const { t } = useTranslation('accounting');
  return createPortal(
    <div className={classes.printRoot} role="dialog" aria-label={title} data-testid="ledger-print-view">
      <div className={classes.overlay}>
        <Group className={classes.toolbar} justify="flex-end">
          <Button onClick={() => window.print()}>{t('ledger.print')}</Button>
          <Button variant="default" onClick={onClose}>{t('ledger.close')}</Button>
        </Group>
        <div className={classes.page}>
          <div className={classes.title}>{title}</div>
          <div className={classes.meta}>{meta}</div>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
