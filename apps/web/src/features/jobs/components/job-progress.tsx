import { Group, Progress, Text } from '@mantine/core';
import type { Job } from '@pm/contracts';

/** done/total with a bar; an unknown total (0) shows the bar empty, or full once the job is done. */
export function JobProgress({ job }: { job: Job }) {
  const percent = job.total > 0 ? Math.min(100, Math.round((job.done / job.total) * 100)) : job.state === 'done' ? 100 : 0;
  const color = job.state === 'failed' ? 'red' : job.state === 'cancelled' ? 'yellow' : job.state === 'done' ? 'green' : 'blue';
  return (
    <Group gap="xs" wrap="nowrap" data-testid="job-progress">
      <Progress value={percent} color={color} striped={job.state === 'running'} animated={job.state === 'running'} w={100} aria-label={`${job.done}/${job.total}`} />
      <Text size="xs" style={{ whiteSpace: 'nowrap' }} data-testid="job-progress-text">
        {job.done}/{job.total}
      </Text>
    </Group>
  );
}
