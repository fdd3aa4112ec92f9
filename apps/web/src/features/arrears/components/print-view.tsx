import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

// On paper only the sheet shows: the app under the overlay and the toolbar are hidden, A4 portrait.
const PRINT_CSS = `
.arrears-print-overlay{position:fixed;inset:0;z-index:400;background:#e9ecef;overflow:auto}
.arrears-print-toolbar{position:sticky;top:0;background:#fff;border-bottom:1px solid #dee2e6;padding:8px 16px}
.arrears-print-sheet{background:#fff;color:#111;width:210mm;min-height:297mm;margin:16px auto;padding:14mm;box-sizing:border-box;font-size:12px}
.arrears-print-sheet h1{text-align:center;font-size:20px;margin:0 0 4px}
.arrears-print-sheet .sub{text-align:center;margin:0 0 10px}
.arrears-print-sheet .meta{display:flex;flex-wrap:wrap;gap:4px 24px;margin:0 0 8px}
.arrears-print-sheet table{width:100%;border-collapse:collapse;margin:0 0 10px}
.arrears-print-sheet th,.arrears-print-sheet td{border:1px solid #333;padding:3px 6px;text-align:left}
.arrears-print-sheet th{background:#f1f3f5}
.arrears-print-sheet td.num,.arrears-print-sheet th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.arrears-print-sheet tfoot td{font-weight:600}
.arrears-print-sheet h2{font-size:14px;margin:10px 0 4px}
@media print{
  @page{size:A4 portrait;margin:12mm}
  body>*:not(.arrears-print-root){display:none!important}
  .arrears-print-overlay{position:static;background:none;overflow:visible}
  .arrears-print-toolbar{display:none}
  .arrears-print-sheet{width:auto;min-height:0;margin:0;padding:0}
  .arrears-print-sheet tr{break-inside:avoid}
}`;

/** A printable A4 sheet over the screen, with 打印 and 关闭; printing shows the sheet alone. */
export function PrintView({ children, onClose, testId }: { children: ReactNode; onClose: () => void; testId?: string }) {
  const { t } = useTranslation('arrears');
  return createPortal(
    <div className="arrears-print-root" data-testid={testId}>
      <style>{PRINT_CSS}</style>
      <div className="arrears-print-overlay">
        <Group className="arrears-print-toolbar" justify="flex-end">
          <Button onClick={() => window.print()} data-testid="print-now">{t('print')}</Button>
          <Button variant="default" onClick={onClose} data-testid="print-close">{t('close')}</Button>
        </Group>
        <div className="arrears-print-sheet">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
