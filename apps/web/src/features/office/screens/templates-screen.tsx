import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Template } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KindFilter, type KindChoice } from '../components/kind-filter';
import { DocsTable } from '../components/docs-table';
import type { ScreenProps } from '../../../shared/screen';
import { useUser } from '../../../shared/session';
import { useTemplateState, useTemplates } from '../api/templates';
import { chinaDateTime } from '../../../shared/china-date';
import { errorText } from '../../../api/error-text';
import { TemplateEditor } from '../components/template-editor';

/** 流程模板: the company's templates per document kind, with their versions; create, edit (a new version), enable and disable. */
export default function TemplatesScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('office');
  const [kind, setKind] = useState<KindChoice>('all');
  const templates = useTemplates(kind === 'all' ? undefined : kind);
  const state = useTemplateState();
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const companyId = useUser()?.company ?? 0;
  const toggle = (tpl: Template) =>
    state.mutate({ id: tpl.id, active: !tpl.active }, {
      onSuccess: (r) => notifications.show({ color: 'green', message: t(r.active ? 'templates.enabled' : 'templates.disabled', { name: r.name }) }),
      onError: (err) => notifications.show({ color: 'red', message: errorText(err) }),
    });
  const rows = templates.data ?? [];
  return (
    <Stack gap="sm" p="sm" data-testid="templates-screen">
      <Group justify="space-between">
        <Title order={4}>{title || t('templates.title')}</Title>
        <Group>
          <KindFilter value={kind} onChange={setKind} />
          <Button size="xs" disabled={readOnly || companyId === 0} onClick={() => setEditing('new')} data-testid="template-new">{t('templates.new')}</Button>
        </Group>
      </Group>
      <DocsTable loading={templates.isLoading} empty={rows.length === 0} emptyText={t('templates.empty')} emptyTestId="templates-empty" columns={[t('templates.name'), t('templates.kind'), t('templates.version'), t('templates.flow'), t('templates.finisher'), t('templates.state'), t('templates.updatedAt'), t('common.actions')]}>
        {rows.map((tpl) => (
          <Table.Tr key={tpl.id} data-testid={`template-${tpl.id}`}>
            <Table.Td>{tpl.name}</Table.Td>
            <Table.Td>{t(`kind.${tpl.kind}`)}</Table.Td>
            <Table.Td>{t('templates.versionN', { version: tpl.version })}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {tpl.nodes.map((n, i) => (
                  <Group key={n.seq} gap={4} wrap="nowrap">
                    {i > 0 && <Text size="xs" c="dimmed">→</Text>}
                    <Badge variant="light" color={n.type === '会签' ? 'grape' : n.type === '完结' || n.type === '发起' ? 'gray' : 'blue'} title={n.handlers.map((h) => h.name ?? t(`templates.handler.${h.kind}`)).join('、')}>
                      {n.name}{n.type !== n.name ? `（${n.type}）` : ''}{n.timeLimitHours ? ` ${t('templates.hours', { n: n.timeLimitHours })}` : ''}
                    </Badge>
                  </Group>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>{tpl.finisherName ?? t('templates.finisherStarter')}</Table.Td>
            <Table.Td><Badge color={tpl.active ? 'green' : 'gray'} variant="light">{t(tpl.active ? 'templates.active' : 'templates.inactive')}</Badge></Table.Td>
            <Table.Td>{chinaDateTime(tpl.updatedAt)}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button size="compact-xs" variant="light" disabled={readOnly || companyId === 0} onClick={() => setEditing(tpl)} data-testid={`template-edit-${tpl.id}`}>{t('common.edit')}</Button>
                <Button size="compact-xs" variant="subtle" color={tpl.active ? 'red' : 'green'} disabled={readOnly} onClick={() => toggle(tpl)}>{t(tpl.active ? 'templates.disable' : 'templates.enable')}</Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </DocsTable>
      {editing !== null && (
        <TemplateEditor key={editing === 'new' ? 'new' : editing.id} opened companyId={companyId} template={editing === 'new' ? null : editing}
          kind={kind === 'all' ? 'normal' : kind} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
