import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrintReceipt, useReceiptPdf } from '../api/print-receipt';
import type { Sheet } from '../types';
import { errorText } from '../../../api/error-text';
import { ReceiptPrintView } from './receipt-print-view';

/** 打印收据 (records a print and shows the sheet to print) and 下载PDF of one receipt. */
export function ReceiptButtons({ receipt }: { receipt: { id: number; number: string } }) {
  const { t } = useTranslation('settlement');
  const print = usePrintReceipt();
  const pdf = useReceiptPdf();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const open = async () => {
    setFailure(null);
    try {
      setSheet(await print.mutateAsync(receipt.id));
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const download = async () => {
    setFailure(null);
    try {
      await pdf.mutateAsync(receipt);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button variant="light" loading={print.isPending} onClick={() => void open()} data-testid="receipt-print">{t('receipt.print')}</Button>
        <Button variant="default" loading={pdf.isPending} onClick={() => void download()} data-testid="receipt-pdf">{t('receipt.pdf')}</Button>
      </Group>
      {failure ? <Alert color="red">{failure}</Alert> : null}
      {sheet ? <ReceiptPrintView sheet={sheet} onClose={() => setSheet(null)} /> : null}
    </Stack>
  );
}
