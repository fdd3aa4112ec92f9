import { Button } from '@mantine/core';
import { workflowExportEndpoints, type DocListName } from '@pm/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exportWithPurpose } from '../../../shared/export-with-purpose';
import type { KindFilter } from './kind-filter';

/** 导出: the whole list (every page, the chosen kind) as a workbook, after the export purpose. */
export function ListExport({ list, kind, testId }: { list: DocListName; kind: KindFilter; testId: string }) {
  const { t } = useTranslation('workflow');
  const kindName = kind === 'all' ? '' : `（${t(`kinds.${kind}`)}）`;
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} />}
      onClick={() => void exportWithPurpose(workflowExportEndpoints.exportList, { list, kind: kind === 'all' ? undefined : kind }, `${t(`export.${list}`)}${kindName}.xlsx`)}
      data-testid={testId}
    >
      {t('export.button')}
    </Button>
  );
}
