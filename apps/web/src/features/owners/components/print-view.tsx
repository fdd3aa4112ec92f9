import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import classes from './print-view.module.css';

/** A sheet over the screen with 打印 and 关闭 (a child of <body>, so paper gets only the sheet). */
export function PrintView({ title, meta, children, onClose, actions }: { title: string; meta: ReactNode; children: ReactNode; onClose: () => void; actions?: ReactNode }) {
  const { t } = useTranslation('owners');
  return createPortal(
    <div className={classes.printRoot} role="dialog" aria-label={title} data-testid="owners-print-view">
      <div className={classes.overlay}>
        <Group className={classes.toolbar} justify="flex-end">
          {actions}
          <Button onClick={() => window.print()}>{t('print')}</Button>
          <Button variant="default" onClick={onClose}>{t('close')}</Button>
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
