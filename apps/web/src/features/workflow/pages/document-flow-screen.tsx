import { Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DocBrief } from '@pm/contracts';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_BADGE_CAP } from '../../../shared/config';
import type { ScreenProps } from '../../../shared/screen';
import { useUser } from '../../../shared/session';
import { useProcessing, useTodo } from '../api/lists';
import { DocTable } from '../components/doc-table';
import { DocView } from '../components/doc-view';
import { MyPanel } from '../components/my-panel';
import { ProcPanel } from '../components/proc-panel';
import { SendForm } from '../components/send-form';
import { closeDoc, docKey, openDoc, sectionOf, TOO_MANY_DOC_TABS, type DocTabs, type Section } from '../lib/doc-tabs';

const SECTIONS: Section[] = ['send', 'proc', 'my'];

function SendSection({ onOpen, readOnly }: { onOpen: (doc: DocBrief) => void; readOnly: boolean }) {
  const { t } = useTranslation('workflow');
  const user = useUser();
  const processing = useProcessing(0);
  const drafts = (processing.data?.rows ?? []).filter((r) => r.status === 'draft' && r.starterId === user?.userId);
  return (
    <Stack gap="lg">
      {!readOnly && <SendForm onDone={(doc) => onOpen(doc)} />}
      {drafts.length > 0 && (
        <Stack gap="xs">
          <Text fw={600}>{t('list.drafts')}</Text>
          <DocTable rows={drafts} loading={false} empty="" onOpen={onOpen} testId="draft-list" />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The document-flow screen behind /oa/flow/send, /proc and /my (menu ids 213-215): 发文, 办文 and
 * 查阅 as its own tabs, the documents opened from them as closable tabs beside (9 at most).
 */
export default function DocumentFlowScreen({ menuId, title, readOnly }: ScreenProps) {
  const { t } = useTranslation('workflow');
  const home = sectionOf(menuId);
  const [tabs, setTabs] = useState<DocTabs>({ docs: [], active: home });
  const todo = useTodo(undefined, 1);
  const waiting = todo.data ? todo.data.normalDocCount + todo.data.internalDocCount + todo.data.reportDocCount : 0;

  const open = (doc: Pick<DocBrief, 'id' | 'subject' | 'docNumber'>) => {
    const result = openDoc(tabs, { id: doc.id, title: doc.docNumber ?? doc.subject });
    if (result.refused) notifications.show({ color: 'yellow', message: TOO_MANY_DOC_TABS, 'data-testid': 'too-many-doc-tabs' });
    else setTabs(result.state);
  };
  const close = (id: number) => setTabs((s) => closeDoc(s, id, home));

  return (
    <Stack gap="sm" data-testid="document-flow">
      <Title order={4}>{title}</Title>
      <Tabs value={tabs.active} onChange={(v) => v && setTabs((s) => ({ ...s, active: v }))} keepMounted>
        <Tabs.List data-testid="doc-tabs">
          {SECTIONS.map((s) => (
            <Tabs.Tab key={s} value={s} data-testid={`section-${s}`}>
              <Group gap={4} wrap="nowrap">
                {t(`sections.${s}`)}
                {s === 'proc' && waiting > 0 && (
                  <Badge size="xs" color="red" data-testid="proc-badge">
                    {Math.min(waiting, NOTICE_BADGE_CAP)}
                  </Badge>
                )}
              </Group>
            </Tabs.Tab>
          ))}
          {tabs.docs.map((d) => (
            <Tabs.Tab
              key={d.id}
              value={docKey(d.id)}
              data-testid="doc-tab"
              data-doc-id={d.id}
              rightSection={
                <span
                  role="button"
                  tabIndex={0}
                  aria-label={`${t('doc.close')} ${d.title}`}
                  data-testid="doc-tab-close"
                  style={{ display: 'inline-flex' }}
                  onClick={(ev) => {
                    ev.stopPropagation();
                    close(d.id);
                  }}
                  onKeyDown={(ev) => {
                    if (ev.key === 'Enter') close(d.id);
                  }}
                >
                  <IconX size={12} />
                </span>
              }
            >
              <Text span size="sm" maw={180} truncate="end" style={{ display: 'inline-block', verticalAlign: 'bottom' }}>
                {d.title}
              </Text>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="send" pt="md">
          <SendSection onOpen={open} readOnly={readOnly} />
        </Tabs.Panel>
        <Tabs.Panel value="proc" pt="md">
          <ProcPanel onOpen={open} />
        </Tabs.Panel>
        <Tabs.Panel value="my" pt="md">
          <MyPanel onOpen={open} />
        </Tabs.Panel>
        {tabs.docs.map((d) => (
          <Tabs.Panel key={d.id} value={docKey(d.id)} pt="md">
            <DocView id={d.id} readOnly={readOnly} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
