import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { getMyJob } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { PageLoader } from '../../../shared/page-loader';
import { SafeHtml } from '../../../shared/safe-html';

/** 我的岗位职责: the job name, an encouraging line and the duties as HTML, with a close button. */
export function JobDutiesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const job = useQuery({ queryKey: ['my-job'], queryFn: ({ signal }) => api(getMyJob, {}, signal), enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title={t('job.title')} size={640} centered data-testid="job-modal">
      {job.isPending ? (
        <PageLoader h={160} />
      ) : (
        <Stack gap="sm">
          <Text fw={600}>{t('job.name', { name: job.data?.jobName || t('job.none') })}</Text>
          <Text c="teal.7" size="sm">{t('job.encourage')}</Text>
          {job.data?.html ? (
            <SafeHtml html={job.data.html} />
          ) : (
            <Text c="dimmed">{t('job.empty')}</Text>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
