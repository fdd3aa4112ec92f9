import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { TemplateChannel } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuLink } from '../../../shared/menu-link';
import { useMeetingTemplates, useSendMeetingNotice, type MeetingNoticeResult } from '../api/meeting-notice';
import { errorText } from '../../../api/error-text';

/**
 * 通知业主: an open vote's title and dates to the owners of its voter houses, by SMS or WeChat with an enabled
 * 会议/表决通知 template; the server answers with the batch, 消息发送 shows its messages.
 */
export function MeetingNoticeDialog({ vote, onClose }: { vote: { id: number; title: string; totalHeads: number }; onClose: () => void }) {
  const { t } = useTranslation('owners');
  const [channel, setChannel] = useState<TemplateChannel>('sms');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<MeetingNoticeResult | null>(null);
  const templates = useMeetingTemplates(channel);
  const send = useSendMeetingNotice();
  const options = (templates.data ?? []).map((tpl) => ({ value: String(tpl.id), label: `${tpl.name}（${tpl.vendorCode}）` }));
  const submit = async () => {
    setFailure(null);
    if (!templateId) return setFailure(t('notice.needTemplate'));
    try {
      setResult(await send.mutateAsync({ voteId: vote.id, channel, templateId: Number(templateId) }));
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('notice.title')} size="lg" data-testid="meeting-notice-dialog">
      {result ? (
        <Stack gap="sm" data-testid="meeting-notice-result">
          <Alert color="green">{t('notice.queued', { houses: result.houses, batch: result.batchId })}</Alert>
          <Group justify="space-between">
            <MenuLink component="charging/ops/messages" params={{ batchId: result.batchId }} testId="meeting-notice-link" onFollow={onClose}>{t('notice.follow')}</MenuLink>
            <Button onClick={onClose}>{t('notice.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('notice.about', { title: vote.title })}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500}>{t('notice.channel')}</Text>
            <SegmentedControl
              data={[{ value: 'sms', label: t('notice.sms') }, { value: 'wechat', label: t('notice.wechat') }]}
              value={channel}
              onChange={(v) => { setChannel(v as TemplateChannel); setTemplateId(null); }}
              data-testid="meeting-notice-channel"
            />
          </Stack>
          <Select
            label={t('notice.template')}
            placeholder={templates.isPending ? '' : options.length ? t('notice.chooseTemplate') : templates.error ? errorText(templates.error) : t('notice.noTemplate')}
            data={options}
            value={templateId}
            onChange={setTemplateId}
            required
            disabled={options.length === 0}
            data-testid="meeting-notice-template"
          />
          {failure ? <Alert color="red" data-testid="meeting-notice-error">{failure}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
            <Button loading={send.isPending} onClick={() => void submit()} data-testid="meeting-notice-submit">{t('notice.send')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
