import { Alert, Button, Group, NumberInput, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { onlinePayEndpoints, EndpointOutput } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../../shared/china-date';
import { errorText } from '../../../../api/error-text';
import { usePaySettings, useSavePaySettings } from '../api/pay-settings';

type Settings = EndpointOutput<typeof onlinePayEndpoints.getPaySettings>;
type LateMoney = Settings['lateMoney'];

/** 线上收款设置: how long a 收款码 and a 收款链接 stay payable, and where money for a closed order goes. */
export function PaySettingsForm({ editable }: { editable: boolean }) {
  const { t } = useTranslation('settlement-online');
  const settings = usePaySettings();
  return (
    <Paper withBorder p="sm" data-testid="pay-settings">
      <Stack gap="xs">
        <Title order={5}>{t('settings.title')}</Title>
        {settings.error ? <Alert color="red">{errorText(settings.error)}</Alert> : null}
        {settings.data ? (
          <Fields key={settings.data.updatedAt ?? 'default'} saved={settings.data} editable={editable} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function Fields({ saved, editable }: { saved: Settings; editable: boolean }) {
  const { t } = useTranslation('settlement-online');
  const save = useSavePaySettings();
  const [orderMinutes, setOrderMinutes] = useState<number | string>(saved.orderMinutes);
  const [linkHours, setLinkHours] = useState<number | string>(saved.linkHours);
  const [lateMoney, setLateMoney] = useState<LateMoney>(saved.lateMoney);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async () => {
    setOutcome(null);
    try {
      // an emptied field goes as is: the server answers which one in words
      await save.mutateAsync({ orderMinutes: orderMinutes as number, linkHours: linkHours as number, lateMoney });
      setOutcome({ ok: true, text: t('settings.saved') });
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="pay-settings-merchant">
        {`${t('settings.merchant')}：${saved.enabled ? t('settings.merchantOn') : t('settings.merchantOff')}`}
      </Text>
      <Group gap="sm" align="flex-start">
        <NumberInput
          label={t('settings.orderMinutes')}
          description={t('settings.orderMinutesHint')}
          value={orderMinutes}
          onChange={setOrderMinutes}
          min={5}
          max={120}
          allowDecimal={false}
          readOnly={!editable}
          w={200}
          data-testid="pay-settings-minutes"
        />
        <NumberInput
          label={t('settings.linkHours')}
          description={t('settings.linkHoursHint')}
          value={linkHours}
          onChange={setLinkHours}
          min={1}
          max={168}
          allowDecimal={false}
          readOnly={!editable}
          w={200}
          data-testid="pay-settings-hours"
        />
      </Group>
      <Radio.Group
        label={t('settings.lateMoney')}
        value={lateMoney}
        onChange={(v) => setLateMoney(v as LateMoney)}
        readOnly={!editable}
      >
        <Group gap="md" mt={4}>
          <Radio value="prepay" label={t('settings.lateMoneyPrepay')} disabled={!editable} />
          <Radio value="refund" label={t('settings.lateMoneyRefund')} disabled={!editable} />
        </Group>
      </Radio.Group>
      {saved.updatedAt ? (
        <Text size="xs" c="dimmed">
          {t('settings.updatedAt', { at: chinaDateTime(saved.updatedAt) })}
        </Text>
      ) : null}
      {outcome ? (
        <Alert color={outcome.ok ? 'green' : 'red'} data-testid="pay-settings-outcome">
          {outcome.text}
        </Alert>
      ) : null}
      {editable ? (
        <Group>
          <Button loading={save.isPending} onClick={() => void submit()} data-testid="pay-settings-save">
            {t('settings.save')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" data-testid="pay-settings-readonly">
          {t('settings.readOnly')}
        </Text>
      )}
    </Stack>
  );
}
