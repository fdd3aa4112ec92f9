import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGE_PURPOSES, type MessagePurpose, type TemplateChannel } from '@pm/contracts';
import { fillTemplate, smsLength, smsParts, templateVariables } from '@pm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../api/get-settings';
import type { MessageTemplate } from '../api/list-templates';
import { useSaveTemplate } from '../api/save-template';
import { errorText, fieldErrors } from '../error-text';
import { VariableRows } from './variable-rows';

interface Draft {
  purpose: MessagePurpose;
  channel: TemplateChannel;
  name: string;
  vendorCode: string;
  text: string;
  /** Values by variable key; a key no longer in the text keeps its value until saved (typing it back restores it). */
  values: Record<string, string>;
  enabled: boolean;
}

const draftOf = (t: MessageTemplate | null): Draft =>
  t
    ? { purpose: t.purpose, channel: t.channel, name: t.name, vendorCode: t.vendorCode, text: t.text, values: Object.fromEntries(t.variables.map((v) => [v.key, v.value])), enabled: t.enabled }
    : { purpose: 'dunning', channel: 'sms', name: '', vendorCode: '', text: '', values: {}, enabled: true };

const EXAMPLE: Record<TemplateChannel, string> = { sms: '${house}', wechat: '{{thing1.DATA}}' };

/**
 * 新增 / 修改 a template: the text as the vendor approved it, a value (with our placeholders) for each variable the text
 * holds, found as it is typed; for SMS the length with the sign and the billed parts. The server's refusals show at
 * their fields (`variables.2.value` at the third variable).
 */
export function TemplateEditor({ template, onClose }: { template: MessageTemplate | null; onClose: () => void }) {
  const { t } = useTranslation('outbound');
  const [draft, setDraft] = useState<Draft>(() => draftOf(template));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const settings = useSettings();
  const save = useSaveTemplate();
  const keys = templateVariables(draft.channel, draft.text);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // A changed field is no longer the one refused; a changed text or value moves the variables the errors named.
    const changed = new Set(Object.keys(patch).flatMap((k) => (k === 'values' || k === 'text' || k === 'channel' ? [k, 'variables'] : [k])));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([path]) => !changed.has(path.split('.')[0]!))));
  };
  const sign = settings.data?.smsSignName ?? null;
  // The length of the text as it stands, variables empty (the contract's `length`); the filled text is longer.
  const length = smsLength(sign ?? '', fillTemplate('sms', draft.text.trim(), {}));

  const submit = async () => {
    setFailure(null);
    setErrors({});
    try {
      await save.mutateAsync({
        ...(template ? { id: template.id } : {}),
        purpose: draft.purpose,
        channel: draft.channel,
        name: draft.name,
        vendorCode: draft.vendorCode,
        text: draft.text,
        variables: keys.map((key) => ({ key, value: draft.values[key] ?? '' })),
        enabled: draft.enabled,
      });
      notifications.show({ color: 'green', message: t('saved') });
      onClose();
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(errorText(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title={template ? t('templates.editTitle') : t('templates.addTitle')} size="xl" data-testid="template-editor">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select
            label={t('filter.purpose')}
            data={MESSAGE_PURPOSES.map((p) => ({ value: p, label: t(`purposes.${p}`) }))}
            value={draft.purpose}
            onChange={(v) => set({ purpose: (v ?? 'dunning') as MessagePurpose })}
            allowDeselect={false}
            required
            error={errors.purpose}
            data-testid="template-purpose"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>{t('filter.channel')}</Text>
            <SegmentedControl
              data={[{ value: 'sms', label: t('channels.sms') }, { value: 'wechat', label: t('channels.wechat') }]}
              value={draft.channel}
              onChange={(v) => set({ channel: v as TemplateChannel })}
              data-testid="template-channel"
            />
          </Stack>
        </Group>
        <TextInput label={t('templates.name')} required value={draft.name} onChange={(e) => set({ name: e.currentTarget.value })} maxLength={50} error={errors.name} data-testid="template-name" />
        <TextInput
          label={t('templates.vendorCode')}
          description={draft.channel === 'sms' ? t('templates.vendorCodeSms') : t('templates.vendorCodeWechat')}
          required
          value={draft.vendorCode}
          onChange={(e) => set({ vendorCode: e.currentTarget.value })}
          maxLength={64}
          error={errors.vendorCode}
          data-testid="template-vendor-code"
        />
        <Textarea
          label={t('templates.text')}
          description={t(draft.channel === 'sms' ? 'templates.textSms' : 'templates.textWechat', { example: EXAMPLE[draft.channel] })}
          required
          autosize
          minRows={3}
          value={draft.text}
          onChange={(e) => set({ text: e.currentTarget.value })}
          maxLength={500}
          error={errors.text}
          data-testid="template-text"
        />
        {draft.channel === 'sms' ? (
          <Text size="sm" c={smsParts(length) > 1 ? 'orange' : 'dimmed'} data-testid="template-length">
            {t('templates.smsLength', { length, parts: smsParts(length) })}
            {sign === null && settings.data ? `（${t('templates.noSign')}）` : ''}
          </Text>
        ) : null}
        <VariableRows
          channel={draft.channel}
          purpose={draft.purpose}
          keys={keys}
          values={draft.values}
          onChange={(key, value) => set({ values: { ...draft.values, [key]: value } })}
          errorOf={(i) => errors[`variables.${i}.value`] ?? errors[`variables.${i}.key`]}
          error={errors.variables}
        />
        <Switch label={t('templates.enabled')} checked={draft.enabled} onChange={(e) => set({ enabled: e.currentTarget.checked })} data-testid="template-enabled" />
        {failure ? <Alert color="red" data-testid="template-error">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button loading={save.isPending} onClick={() => void submit()} data-testid="template-save">{t('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
