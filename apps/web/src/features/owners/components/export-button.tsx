import { Button } from '@mantine/core';
import type { Endpoint } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/blob-download';
import { askPurposeInput, showExportError } from '../../../shared/export-with-purpose';
import { errorText } from '../../../api/error-text';

/** 导出: asks the export's purpose (as every export does), then downloads the server's workbook. */
export function ExportButton({ endpoint, input, fileName, disabled, testId }: { endpoint: Endpoint; input: Record<string, unknown>; fileName: string; disabled?: boolean; testId: string }) {
  const { t } = useTranslation('owners');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const purpose = await askPurposeInput();
    if (!purpose) return;
    setBusy(true);
    try {
      await downloadFile(endpoint, { ...input, ...purpose }, fileName);
    } catch (error) {
      showExportError(error, errorText);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} disabled={disabled} onClick={() => void run()} data-testid={testId}>
      {t('export')}
    </Button>
  );
}
