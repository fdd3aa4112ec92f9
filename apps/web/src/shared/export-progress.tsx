import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

/** How long the closing notification (done, cancelled, failed) stays. */
const CLOSING_MS = 6000;

const text = (key: string, options: Record<string, unknown> = {}): string => i18next.t(`exportJob.${key}`, { ns: 'common', ...options });

export interface ExportProgress {
  /** Rows written so far. */
  written(rows: number): void;
  done(rows: number): void;
  cancelled(): void;
  failed(message: string): void;
}

/**
 * The notification that follows one export job: it stays while the job runs (正在导出…, 已写入 N 行, 取消),
 * then is replaced by how it ended.
 */
export function showExportProgress(jobId: number, fileName: string, onCancel: () => Promise<void>): ExportProgress {
  const id = `export-job-${jobId}`;
  let rows = 0;
  let cancelling = false;
  const cancel = () => {
    cancelling = true;
    running();
    void onCancel().finally(() => {
      cancelling = false;
      running();
    });
  };
  const runningNotification = () => ({
    id,
    loading: true,
    autoClose: false as const,
    withCloseButton: false,
    title: text('running'),
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="export-progress">
        <div>
          <Text size="sm" data-testid="export-progress-rows">{text('written', { rows })}</Text>
          <Text size="xs" c="dimmed">{fileName}</Text>
        </div>
        <Button size="compact-xs" variant="light" color="red" loading={cancelling} onClick={cancel} data-testid="export-progress-cancel">
          {text('cancel')}
        </Button>
      </Group>
    ),
  });
  const running = () => notifications.update(runningNotification());
  const close = (color: string, message: string, testId: string) =>
    notifications.update({
      id,
      loading: false,
      color,
      title: undefined,
      message: <Text size="sm" data-testid={testId}>{message}</Text>,
      autoClose: CLOSING_MS,
      withCloseButton: true,
    });
  notifications.show(runningNotification());
  return {
    written(next) {
      if (next === rows) return;
      rows = next;
      running();
    },
    done: (written) => close('green', text('done', { rows: written }), 'export-done'),
    cancelled: () => close('gray', text('cancelled'), 'export-cancelled'),
    failed: (message) => close('red', message, 'export-failed'),
  };
}

/** The text of a job that failed without saying why. */
export const exportFailedText = (): string => text('failed');
