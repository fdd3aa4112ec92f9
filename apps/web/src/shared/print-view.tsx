import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import classes from './print-view.module.css';
import { PRINT_ROOT_CLASS } from './print-root';

export interface PrintViewProps {
  /** The sheet's heading, and the name of the layer for screen readers. */
  title: string;
  /** A second heading line (what the sheet is, under whose name it stands). */
  subtitle?: ReactNode;
  /** The line under the heading: estate, period, who printed (spans spread across the sheet). */
  meta?: ReactNode;
  /** Buttons before 打印 (an export of the same sheet). */
  actions?: ReactNode;
  children: ReactNode;
  onClose: () => void;
  testId: string;
  /** Paper: A4 portrait (lists, statements) or landscape (ledgers and reports with many columns). */
  orientation?: 'portrait' | 'landscape';
}

/**
 * An A4 sheet over the screen with 打印 and 关闭. A direct child of <body> (not a modal), so paper
 * gets the sheet alone, over as many pages as it needs. Tables inside follow print-view.module.css:
 * mark number cells with data-amount.
 */
export function PrintView({ title, subtitle, meta, actions, children, onClose, testId, orientation = 'portrait' }: PrintViewProps) {
  const { t } = useTranslation();
  return createPortal(
    <div className={`${classes.printRoot} ${PRINT_ROOT_CLASS}`} role="dialog" aria-label={title} data-testid={testId}>
      <div className={classes.overlay}>
        <Group className={classes.toolbar} justify="flex-end">
          {actions}
          <Button onClick={() => window.print()} data-testid="print-now">{t('printView.print')}</Button>
          <Button variant="default" onClick={onClose} data-testid="print-close">{t('printView.close')}</Button>
        </Group>
        <div className={orientation === 'landscape' ? `${classes.sheet} ${classes.landscape}` : classes.sheet}>
          <div className={classes.title}>{title}</div>
          {subtitle ? <div className={classes.subtitle}>{subtitle}</div> : null}
          {meta ? <div className={classes.meta}>{meta}</div> : null}
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
