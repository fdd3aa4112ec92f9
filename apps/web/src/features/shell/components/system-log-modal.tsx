import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getUser } from '../../../shared/session';
import { downloadText, stamp } from '../lib/download';
import { callCenterLogText, errorLogText } from '../lib/system-log';

/** 系统日志: 呼叫中心 downloads 客服推送日志 and 错误日志, each stamped with the date and time. */
export function SystemLogModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const download = () => {
    const user = getUser();
    const s = stamp();
    downloadText(`客服推送日志${s}.txt`, callCenterLogText(user));
    downloadText(`错误日志${s}.txt`, errorLogText(user));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('log.title')} size={420} centered data-testid="system-log-modal">
      <Stack>
        <Text size="sm">{t('log.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('close')}</Button>
          <Button leftSection={<IconDownload size={14} />} onClick={download} data-testid="download-logs">
            {t('log.callCenter')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
