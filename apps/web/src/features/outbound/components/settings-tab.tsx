import { Alert, Badge, Button, Center, Divider, Group, Loader, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings, type MessageSettings } from '../api/get-settings';
import { useSaveSettings, type SettingsInput } from '../api/save-settings';
import { errorText, fieldErrors } from '../error-text';

type Form = Omit<SettingsInput, 'remindDays' | 'smsPartPrice'> & { remindDays: number | string; smsPartPrice: string };
const formOf = (s: MessageSettings): Form => ({
  quietHours: s.quietHours,
  quietStart: s.quietStart,
  quietEnd: s.quietEnd,
  remindDays: s.remindDays,
  paidNotice: s.paidNotice,
  wechatFallbackSms: s.wechatFallbackSms,
  smsPartPrice: s.smsPartPrice,
});

/** 发送设置: quiet hours, reminder days, 缴费成功 notices, WeChat → SMS fallback, the SMS price; the vendors as configured. */
export function SettingsTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('outbound');
  const settings = useSettings();
  const save = useSaveSettings();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setForm(formOf(settings.data));
  }, [settings.data]);
  if (settings.isPending) return <Center p="md"><Loader size="sm" /></Center>;
  if (settings.error) return <Alert color="red">{errorText(settings.error)}</Alert>;
  if (!form) return null;
  const s = settings.data;
  const set = (patch: Partial<Form>) => {
    setForm((f) => (f ? { ...f, ...patch } : f));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
  };
  const submit = async () => {
    setErrors({});
    setFailure(null);
    try {
      // The price stays the decimal text typed (money is never a JS number); the server checks its places.
      await save.mutateAsync({ ...form, remindDays: typeof form.remindDays === 'number' ? form.remindDays : Number.NaN, smsPartPrice: form.smsPartPrice.trim() });
      notifications.show({ color: 'green', message: t('saved') });
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(errorText(error));
    }
  };
  return (
    <Stack gap="md" maw={720} data-testid="settings-tab">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Switch label={t('settings.quietHours')} description={t('settings.quietHoursHint')} checked={form.quietHours} onChange={(e) => set({ quietHours: e.currentTarget.checked })} disabled={readOnly} data-testid="settings-quiet" />
          <Group gap="sm">
            <TimeInput label={t('settings.quietStart')} value={form.quietStart} onChange={(e) => set({ quietStart: e.currentTarget.value })} disabled={readOnly || !form.quietHours} error={errors.quietStart} w={140} data-testid="settings-quiet-start" />
            <TimeInput label={t('settings.quietEnd')} value={form.quietEnd} onChange={(e) => set({ quietEnd: e.currentTarget.value })} disabled={readOnly || !form.quietHours} error={errors.quietEnd} w={140} data-testid="settings-quiet-end" />
          </Group>
          <Divider />
          <NumberInput label={t('settings.remindDays')} description={t('settings.remindDaysHint')} value={form.remindDays} onChange={(v) => set({ remindDays: v })} min={0} max={30} allowDecimal={false} allowNegative={false} disabled={readOnly} error={errors.remindDays} w={220} data-testid="settings-remind-days" />
          <Switch label={t('settings.paidNotice')} description={t('settings.paidNoticeHint')} checked={form.paidNotice} onChange={(e) => set({ paidNotice: e.currentTarget.checked })} disabled={readOnly} data-testid="settings-paid-notice" />
          <Switch label={t('settings.wechatFallbackSms')} checked={form.wechatFallbackSms} onChange={(e) => set({ wechatFallbackSms: e.currentTarget.checked })} disabled={readOnly} data-testid="settings-fallback" />
          <TextInput label={t('settings.smsPartPrice')} value={form.smsPartPrice} onChange={(e) => set({ smsPartPrice: e.currentTarget.value })} disabled={readOnly} error={errors.smsPartPrice} w={220} inputMode="decimal" data-testid="settings-sms-price" />
          {failure ? <Alert color="red" data-testid="settings-error">{failure}</Alert> : null}
          {!readOnly ? (
            <Group>
              <Button loading={save.isPending} onClick={() => void submit()} data-testid="settings-save">{t('save')}</Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder p="md" data-testid="settings-vendor">
        <Text fw={500} mb="xs">{t('settings.vendor')}</Text>
        <SimpleGrid cols={3}>
          <div>
            <Text size="xs" c="dimmed">{t('settings.smsSignName')}</Text>
            <Text size="sm" data-testid="settings-sign">{s.smsSignName ? `【${s.smsSignName}】` : t('settings.notConfigured')}</Text>
          </div>
          <Configured label={t('settings.sms')} on={s.smsEnabled} testId="settings-sms-enabled" />
          <Configured label={t('settings.wechat')} on={s.wechatEnabled} testId="settings-wechat-enabled" />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">{t('settings.vendorHint')}</Text>
      </Paper>
    </Stack>
  );
}

function Configured({ label, on, testId }: { label: string; on: boolean; testId: string }) {
  const { t } = useTranslation('outbound');
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Badge variant="light" color={on ? 'green' : 'gray'} data-testid={testId}>{on ? t('settings.configured') : t('settings.notConfigured')}</Badge>
    </div>
  );
}
