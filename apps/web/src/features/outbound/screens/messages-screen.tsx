import { Stack, Tabs, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../../shared/screen';
import { MessagesTab } from '../components/messages-tab';
import { OptOutsTab } from '../components/opt-outs-tab';
import { SettingsTab } from '../components/settings-tab';
import { TemplatesTab } from '../components/templates-tab';

const TABS = ['messages', 'templates', 'settings', 'optOuts'] as const;
type Tab = (typeof TABS)[number];

const idParam = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * 收费作业 → 消息发送 (issue 32): the messages sent to owners by SMS and WeChat with their delivery states and a
 * resend; the templates per purpose and channel; the sending settings; the opt-out list. A link from 催缴通知 names
 * the batch it wrote (?batchId=), one from a house its id (?houseId=).
 */
export default function MessagesScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('outbound');
  const [params] = useSearchParams();
  const batchId = idParam(params.get('batchId'));
  const houseId = idParam(params.get('houseId'));
  const [tab, setTab] = useState<Tab>('messages');
  useEffect(() => {
    if (batchId !== null || houseId !== null) setTab('messages');
  }, [batchId, houseId]);
  return (
    <Stack gap="sm" p="sm" data-testid="messages-screen">
      <Title order={4}>{title}</Title>
      <Tabs value={tab} onChange={(v) => { if (v) setTab(v as Tab); }}>
        <Tabs.List>
          {TABS.map((k) => <Tabs.Tab key={k} value={k} data-testid={`tab-${k}`}>{t(`tabs.${k}`)}</Tabs.Tab>)}
        </Tabs.List>
      </Tabs>
      {tab === 'messages' ? <MessagesTab readOnly={readOnly} linked={{ batchId, houseId }} /> : null}
      {tab === 'templates' ? <TemplatesTab readOnly={readOnly} /> : null}
      {tab === 'settings' ? <SettingsTab readOnly={readOnly} /> : null}
      {tab === 'optOuts' ? <OptOutsTab readOnly={readOnly} /> : null}
    </Stack>
  );
}
