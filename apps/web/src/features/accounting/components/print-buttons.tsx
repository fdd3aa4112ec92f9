import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { VoucherPrintSheet } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrintVouchers, useVoucherPdf } from '../api/print-vouchers';
import { errorText } from '../../../api/error-text';
import { VoucherPrintView } from './voucher-print-view';

/** 打印 (the print view) and PDF of the given vouchers; disabled when none is chosen. */
export function PrintButtons({ ids, fileName }: { ids: number[]; fileName: string }) {
  const { t } = useTranslation('accounting');
  const print = usePrintVouchers();
  const pdf = useVoucherPdf();
  const [sheets, setSheets] = useState<VoucherPrintSheet[] | null>(null);
  const fail = (error: unknown) => notifications.show({ color: 'red', message: errorText(error) });
  const open = async () => {
    try {
      setSheets((await print.mutateAsync(ids)).sheets);
    } catch (error) {
      fail(error);
    }
  };
  const download = async () => {
    try {
      await pdf.mutateAsync({ ids, fileName });
    } catch (error) {
      fail(error);
    }
  };
  return (
    <>
      <Button size="xs" variant="default" disabled={ids.length === 0} loading={print.isPending} onClick={() => void open()} data-testid="voucher-print">{t('vouchers.print.button')}</Button>
      <Button size="xs" variant="default" disabled={ids.length === 0} loading={pdf.isPending} onClick={() => void download()} data-testid="voucher-pdf">{t('vouchers.print.pdf')}</Button>
      {sheets ? <VoucherPrintView sheets={sheets} onClose={() => setSheets(null)} /> : null}
    </>
  );
}
