import { Badge } from '@mantine/core';
import type { JobState } from '@pm/contracts';
import { useTranslation } from 'react-i18next';

const COLOR: Record<JobState, string> = { queued: 'gray', running: 'blue', done: 'green', failed: 'red', cancelled: 'yellow' };

/** 排队中 / 进行中 / 已完成 / 失败 / 已取消 */
export function JobStateBadge({ state }: { state: JobState }) {
  const { t } = useTranslation('jobs');
  return (
    <Badge color={COLOR[state]} variant="light" data-testid="job-state" data-state={state}>
      {t(`state.${state}`)}
    </Badge>
  );
}
