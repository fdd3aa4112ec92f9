import { Alert, List, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import type { ImportResult } from '@pm/contracts';

/**
 * A running import job: its phase (读取 / 校验 / 写入) and rows processed of the total, in the importing area's words:
 * `phase` names the phase, `readingText` is said while the file is still read (no total yet), `progressText` after.
 */
export function ImportProgress({ job, phase, readingText, progressText }: { job: ImportResult; phase: string; readingText: string; progressText: string }) {
  const reading = job.total === 0;
  const percent = reading ? 100 : Math.min(100, Math.round((job.processed / job.total) * 100));
  return (
    <Stack gap={4} data-testid="import-progress" data-phase={job.phase}>
      <Text size="sm">{reading ? readingText : progressText}</Text>
      <Progress value={percent} striped={reading} animated={reading} aria-label={phase} />
    </Stack>
  );
}

/** A refused file: the message and every row's error (nothing written). */
export function ImportErrors({ msg, details }: { msg: string; details: string[] }) {
  return (
    <Alert color="red" title={msg} data-testid="import-error">
      <ScrollArea.Autosize mah={240}>
        <List size="sm">
          {details.map((d) => (
            <List.Item key={d}>{d}</List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </Alert>
  );
}
