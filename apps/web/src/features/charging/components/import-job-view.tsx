import type { ImportResult } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { ImportProgress } from '../../../shared/import-progress';

export { ImportErrors } from '../../../shared/import-progress';

/** A running import: its phase (读取文件 / 校验 / 写入) and rows processed of the total. */
export function ImportJobProgress({ job }: { job: ImportResult }) {
  const { t } = useTranslation('charging');
  const phase = t(`importPhases.${job.phase}`);
  return <ImportProgress job={job} phase={phase} readingText={phase} progressText={t('importProgress', { phase, processed: job.processed, total: job.total })} />;
}
