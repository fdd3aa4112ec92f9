import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

// On paper only the sheet shows (the app under the overlay and the toolbar are hidden), A4 portrait,
// labels never split across pages.
const PRINT_CSS = `
.patrol-print-overlay{position:fixed;inset:0;z-index:400;background:#e9ecef;overflow:auto}
.patrol-print-toolbar{position:sticky;top:0;background:#fff;border-bottom:1px solid #dee2e6;padding:8px 16px;z-index:1}
.patrol-print-sheet{background:#fff;color:#111;width:210mm;min-height:297mm;margin:16px auto;padding:10mm;box-sizing:border-box}
.patrol-print-sheet h1{text-align:center;font-size:18px;margin:0 0 8px}
.patrol-labels{display:grid;grid-template-columns:repeat(3,1fr);gap:4mm}
.patrol-label{border:1px dashed #666;padding:3mm;text-align:center;break-inside:avoid}
.patrol-label .name{font-size:14px;font-weight:600;margin-top:1mm}
.patrol-label .sub{font-size:10px;color:#444}
@media print{
  @page{size:A4 portrait;margin:10mm}
  body>*:not(.patrol-print-root){display:none!important}
  .patrol-print-overlay{position:static;background:none;overflow:visible}
  .patrol-print-toolbar{display:none}
  .patrol-print-sheet{width:auto;min-height:0;margin:0;padding:0}
}`;

/** A printable A4 sheet over the screen, with 打印 and 关闭; printing shows the sheet alone. */
export function PrintView({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const { t } = useTranslation('patrol');
  return createPortal(
    <div className="patrol-print-root" data-testid="patrol-print-view">
      <style>{PRINT_CSS}</style>
      <div className="patrol-print-overlay">
        <Group className="patrol-print-toolbar" justify="flex-end">
          <Button onClick={() => window.print()} data-testid="print-now">{t('print')}</Button>
          <Button variant="default" onClick={onClose} data-testid="print-close">{t('close')}</Button>
        </Group>
        <div className="patrol-print-sheet">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
