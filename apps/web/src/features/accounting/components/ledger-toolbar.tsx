import { Button, Group } from '@mantine/core';
import type { Endpoint } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { exportWithPurpose } from '../../../shared/export-with-purpose';

/** Excel (asks the export purpose, as every export does) and 打印 buttons of a ledger or report. */
export function LedgerToolbar({ exportEndpoint, filters, fileName, onPrint, disabled }: {
  exportEndpoint: Endpoint;
  filters: Record<string, unknown> | null;
  fileName: string;
  onPrint: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('accounting');
  async function exportExcel() {
    if (!filters) return;
    await exportWithPurpose(exportEndpoint, filters, fileName);
  }
  return (
    <Group gap="xs" style={{ alignSelf: 'flex-end' }}>
      <Button variant="default" disabled={disabled || !filters} onClick={() => void exportExcel()} data-testid="ledger-export">{t('ledger.export')}</Button>
      <Button variant="default" disabled={disabled || !filters} onClick={onPrint} data-testid="ledger-print">{t('ledger.print')}</Button>
    </Group>
  );
}
