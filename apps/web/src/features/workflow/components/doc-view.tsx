import { Anchor, Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { downFile } from '@pm/contracts';
import { IconPaperclip, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/blob-download';
import { PageLoader } from '../../../shared/page-loader';
import { SafeHtml } from '../../../shared/safe-html';
import { useDealInfo, useDocDetail } from '../api/doc';
import { chinaDateTime } from '../../../shared/china-date';
import { STATUS_COLOR, URGENCY_COLOR } from '../lib/format';
import { printDoc } from '../lib/print-doc';
import { AuditTrail } from './audit-trail';
import { DocActionBar } from './doc-action-bar';
import { FlowSteps } from './flow-steps';
import { FollowNotes } from './follow-notes';
import { SendForm } from './send-form';

/** One document: its particulars and body, the flow as steps, the actions open to me, the trail and notes. */
export function DocView({ id, readOnly }: { id: number; readOnly: boolean }) {
  const { t } = useTranslation('workflow');
  const detail = useDocDetail(id);
  const info = useDealInfo(id);
  const [editing, setEditing] = useState(false);
  if (detail.isPending) return <PageLoader h={240} />;
  if (!detail.data)
    return (
      <Text c="dimmed" py="xl" ta="center">
        {detail.error?.message}
      </Text>
    );
  const doc = detail.data;
  if (editing) return <SendForm draft={doc} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />;
  const opinions = doc.tasks.filter((task) => task.state === 'done' && task.node > 0 && task.decision);
  return (
    <Stack gap="md" data-testid="doc-view" data-doc-id={doc.id} data-status={doc.status}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={4} data-testid="doc-subject">{doc.subject}</Title>
            <Badge color={STATUS_COLOR[doc.status]} data-testid="doc-status">{t(`status.${doc.status}`)}</Badge>
            <Badge variant="light" color={URGENCY_COLOR[doc.urgency]}>{t(`urgency.${doc.urgency}`)}</Badge>
            {doc.finalised && <Badge variant="outline">{t('doc.finalised')}</Badge>}
          </Group>
          <Text size="sm" c="dimmed" data-testid="doc-number">
            {doc.docNumber ?? ''} {doc.docNumber ? '· ' : ''}
            {t('doc.meta', { kind: t(`kinds.${doc.kind}`), template: doc.templateName, starter: doc.starterName, finisher: doc.finisherName })} · {chinaDateTime(doc.sentAt ?? doc.createdAt)}
          </Text>
        </Stack>
        <Button variant="default" leftSection={<IconPrinter size={14} />} onClick={() => printDoc(doc, t)} data-testid="doc-print">
          {t('doc.print')}
        </Button>
      </Group>
      <Card withBorder padding="sm">
        <Text fw={600} size="sm" mb={6}>{t('doc.flow')}</Text>
        <FlowSteps doc={doc} />
      </Card>
      {!readOnly && <DocActionBar doc={doc} onEdit={() => setEditing(true)} />}
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            <Card withBorder padding="sm">
              <Text fw={600} size="sm" mb={6}>{t('doc.body')}</Text>
              <SafeHtml html={doc.body} fz="sm" />
              {doc.houseName && <Text size="sm" mt="xs">{t('doc.house')}：{doc.houseName}</Text>}
              <Group gap="xs" mt="xs">
                <Text size="sm">{t('doc.attachments')}：</Text>
                {doc.attachments.length === 0 && <Text size="sm" c="dimmed">{t('doc.noAttachments')}</Text>}
                {doc.attachments.map((a) => (
                  <Anchor key={a.fileId} size="sm" onClick={() => void downloadFile(downFile, { id: a.fileId }, a.name)}>
                    <IconPaperclip size={12} /> {a.name}
                  </Anchor>
                ))}
              </Group>
              {doc.receivers.length > 0 && (
                <Text size="sm" mt="xs" data-testid="doc-receivers">
                  {t('doc.receivers')}：{doc.receivers.map((r) => r.name).join('、')}
                </Text>
              )}
            </Card>
            <Card withBorder padding="sm">
              <Text fw={600} size="sm" mb={6}>{t('doc.opinions')}</Text>
              {opinions.length === 0 ? (
                <Text size="sm" c="dimmed">{t('doc.noOpinions')}</Text>
              ) : (
                <Stack gap={4} data-testid="doc-opinions">
                  {opinions.map((o) => (
                    <Text key={o.id} size="sm">
                      <b>{o.nodeName}</b> · {o.assigneeName} · {t(`decision.${o.decision ?? 'agree'}`)}
                      {o.opinion ? `：${o.opinion}` : ''} <Text span size="xs" c="dimmed">{chinaDateTime(o.doneAt)}</Text>
                    </Text>
                  ))}
                </Stack>
              )}
            </Card>
            <Card withBorder padding="sm">
              <Text fw={600} size="sm" mb={6}>{t('doc.follows')}</Text>
              <FollowNotes docId={doc.id} readOnly={readOnly} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Card withBorder padding="sm">
            <Text fw={600} size="sm" mb={6}>{t('doc.trail')}</Text>
            <AuditTrail events={info.data?.events} loading={info.isPending} />
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
