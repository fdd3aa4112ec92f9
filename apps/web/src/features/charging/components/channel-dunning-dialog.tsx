import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { TemplateChannel } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuLink } from '../../../shared/menu-link';
import { useDunningTemplates, useSendChannelDunning, type ChannelDunningResult } from '../api/dunning-messages';
import { errorText } from '../../../api/error-text';

interface Props {
  estateId: number;
  /** The houses ticked on the list; empty: every house in arrears under the filters. */
  houseIds: number[];
  /** The list's filters, sent when the dialog goes to all houses matching them. */
  minAmount: string | undefined;
  minDays: number | undefined;
  /** Houses in arrears under the filters (the list's total). */
  matching: number;
  onClose: () => void;
}

/**
 * 短信/微信催缴: a channel and an enabled 催缴 template of it, for the chosen houses or all matching the filters. The
 * server answers at once with the batch and the job that writes the messages; 消息发送 shows them by batch.
 */
export function ChannelDunningDialog({ estateId, houseIds, minAmount, minDays, matching, onClose }: Props) {
  const { t } = useTranslation('charging');
  const [channel, setChannel] = useState<TemplateChannel>('sms');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [scope, setScope] = useState<'chosen' | 'all'>(houseIds.length > 0 ? 'chosen' : 'all');
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<ChannelDunningResult | null>(null);
  const templates = useDunningTemplates(channel);
  const send = useSendChannelDunning();
  const options = (templates.data ?? []).map((tpl) => ({ value: String(tpl.id), label: `${tpl.name}（${tpl.vendorCode}）` }));
  const count = scope === 'chosen' ? houseIds.length : matching;
  const submit = async () => {
    setFailure(null);
    if (!templateId) return setFailure(t('channelDunning.needTemplate'));
    try {
      setResult(
        await send.mutateAsync({
          estateId,
          channel,
          templateId: Number(templateId),
          ...(scope === 'chosen' ? { houseIds } : { ...(minAmount ? { minAmount } : {}), ...(minDays !== undefined ? { minDays } : {}) }),
        }),
      );
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('channelDunning.title')} size="lg" data-testid="channel-dunning-dialog">
      {result ? (
        <Stack gap="sm" data-testid="channel-dunning-result">
          <Alert color="green">{t('channelDunning.queued', { houses: result.houses, batch: result.batchId, job: result.jobId })}</Alert>
          <Group justify="space-between">
            <MenuLink component="charging/ops/messages" params={{ batchId: result.batchId }} testId="channel-dunning-link" onFollow={onClose}>{t('channelDunning.follow')}</MenuLink>
            <Button onClick={onClose}>{t('close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          {houseIds.length > 0 ? (
            <SegmentedControl
              data={[{ value: 'chosen', label: t('channelDunning.chosen', { count: houseIds.length }) }, { value: 'all', label: t('channelDunning.all', { count: matching }) }]}
              value={scope}
              onChange={(v) => setScope(v as 'chosen' | 'all')}
              data-testid="channel-dunning-scope"
            />
          ) : null}
          <Text size="sm" data-testid="channel-dunning-count">{scope === 'chosen' ? t('channelDunning.countChosen', { count }) : t('channelDunning.countAll', { count })}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500}>{t('channelDunning.channel')}</Text>
            <SegmentedControl
              data={[{ value: 'sms', label: t('channelDunning.sms') }, { value: 'wechat', label: t('channelDunning.wechat') }]}
              value={channel}
              onChange={(v) => { setChannel(v as TemplateChannel); setTemplateId(null); }}
              data-testid="channel-dunning-channel"
            />
          </Stack>
          <Select
            label={t('channelDunning.template')}
            placeholder={templates.isPending ? '' : options.length ? t('channelDunning.chooseTemplate') : t('channelDunning.noTemplate')}
            data={options}
            value={templateId}
            onChange={setTemplateId}
            required
            disabled={options.length === 0}
            data-testid="channel-dunning-template"
          />
          {failure ? <Alert color="red" data-testid="channel-dunning-error">{failure}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
            <Button loading={send.isPending} disabled={count === 0} onClick={() => void submit()} data-testid="channel-dunning-submit">{t('channelDunning.send')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
