import { ActionIcon, Alert, Button, Group, Modal, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { DocKind, NodeType, Template, TemplateInput } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTemplate } from '../api/templates';
import { useDepts, useJobs, useStaff } from '../api/people';
import { errorText } from '../../../api/error-text';

export const NODE_TYPES: NodeType[] = ['发起', '审核', '会签', '签批', '审结', '跟催', '定稿', '完结'];
const HANDLER_KINDS = ['person', 'job', 'dept', 'chosen'] as const;
type HandlerKind = (typeof HANDLER_KINDS)[number];

export interface NodeDraft {
  key: number;
  type: NodeType;
  name: string;
  mode: 'all' | 'any' | 'sequential';
  timeLimitHours: number | null;
  handlers: { kind: HandlerKind; ref: number | null }[];
}

let nextKey = 1;
const draftOf = (n: Omit<NodeDraft, 'key'>): NodeDraft => ({ ...n, key: nextKey++ });

/** A new template starts as 发起 → 审核 → 完结. */
export function blankNodes(): NodeDraft[] {
  return [
    draftOf({ type: '发起', name: '拟稿', mode: 'any', timeLimitHours: null, handlers: [] }),
    draftOf({ type: '审核', name: '审核', mode: 'any', timeLimitHours: 24, handlers: [] }),
    draftOf({ type: '完结', name: '办结', mode: 'any', timeLimitHours: null, handlers: [] }),
  ];
}

/** The nodes of a saved template as drafts (editing writes the next version). */
export function nodesOf(t: Template): NodeDraft[] {
  return t.nodes.map((n) => draftOf({ type: n.type, name: n.name, mode: n.mode, timeLimitHours: n.timeLimitHours, handlers: n.handlers.map((h) => ({ kind: h.kind, ref: h.ref })) }));
}

/** What the editor sends: the nodes in order, handlers only where a node takes them. */
export function toInput(d: { id?: number; kind: DocKind; name: string; finisherId: number | null; nodes: NodeDraft[] }): TemplateInput {
  return {
    ...(d.id ? { id: d.id } : {}),
    kind: d.kind,
    name: d.name.trim(),
    finisherId: d.finisherId,
    nodes: d.nodes.map((n) => ({ type: n.type, name: n.name.trim(), mode: n.mode, timeLimitHours: n.timeLimitHours, handlers: n.handlers.filter((h) => h.kind === 'chosen' || h.ref !== null) })),
  };
}

interface Props {
  companyId: number;
  template: Template | null;
  kind: DocKind;
  opened: boolean;
  onClose: () => void;
}

function HandlerEditor({ companyId, value, onChange }: { companyId: number; value: NodeDraft['handlers']; onChange: (v: NodeDraft['handlers']) => void }) {
  const { t } = useTranslation('office');
  const staff = useStaff(companyId);
  const jobs = useJobs(companyId);
  const depts = useDepts(companyId);
  const options = (kind: HandlerKind) =>
    kind === 'person' ? (staff.data ?? []).map((u) => ({ value: String(u.id), label: u.jobName ? `${u.name}（${u.jobName}）` : u.name }))
      : kind === 'job' ? (jobs.data ?? []).map((j) => ({ value: String(j.id), label: j.name }))
        : kind === 'dept' ? (depts.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))
          : [];
  return (
    <Stack gap={4}>
      {value.map((h, i) => (
        <Group key={i} gap={4} wrap="nowrap">
          <Select size="xs" w={110} data={HANDLER_KINDS.map((k) => ({ value: k, label: t(`templates.handler.${k}`) }))} value={h.kind} allowDeselect={false}
            onChange={(k) => onChange(value.map((x, j) => (j === i ? { kind: (k ?? 'person') as HandlerKind, ref: null } : x)))} aria-label={t('templates.handlerKind')} />
          {h.kind !== 'chosen' && (
            <Select size="xs" w={160} searchable data={options(h.kind)} value={h.ref === null ? null : String(h.ref)} placeholder={t('templates.pick')}
              onChange={(v) => onChange(value.map((x, j) => (j === i ? { ...x, ref: v ? Number(v) : null } : x)))} aria-label={t('templates.handlerRef')} />
          )}
          <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('templates.removeHandler')} onClick={() => onChange(value.filter((_, j) => j !== i))}>×</ActionIcon>
        </Group>
      ))}
      <Button size="compact-xs" variant="subtle" onClick={() => onChange([...value, { kind: 'person', ref: null }])}>{t('templates.addHandler')}</Button>
    </Stack>
  );
}

/** 新建/编辑流程模板: ordered nodes of the spec's types, each with handlers, 会签 mode and a time limit. */
export function TemplateEditor({ companyId, template, kind, opened, onClose }: Props) {
  const { t } = useTranslation('office');
  const save = useSaveTemplate();
  const staff = useStaff(companyId);
  const [name, setName] = useState(template?.name ?? '');
  const [docKind, setDocKind] = useState<DocKind>(template?.kind ?? kind);
  const [finisherId, setFinisherId] = useState<number | null>(template?.finisherId ?? null);
  const [nodes, setNodes] = useState<NodeDraft[]>(template ? nodesOf(template) : blankNodes());
  const set = (key: number, patch: Partial<NodeDraft>) => setNodes((ns) => ns.map((n) => (n.key === key ? { ...n, ...patch } : n)));
  const move = (i: number, d: -1 | 1) => setNodes((ns) => {
    const next = [...ns];
    const [n] = next.splice(i, 1);
    next.splice(i + d, 0, n!);
    return next;
  });
  const submit = () => save.mutate(toInput({ id: template?.id, kind: docKind, name, finisherId, nodes }), { onSuccess: onClose });
  return (
    <Modal opened={opened} onClose={onClose} size={1100} title={template ? t('templates.editTitle', { name: template.name, version: template.version + 1 }) : t('templates.newTitle')}>
      <Stack gap="sm" data-testid="template-editor">
        <Group grow>
          <TextInput label={t('templates.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={100} data-testid="template-name" />
          <Select label={t('templates.kind')} data={(['normal', 'internal', 'report'] as const).map((k) => ({ value: k, label: t(`kind.${k}`) }))} value={docKind}
            onChange={(v) => v && setDocKind(v as DocKind)} disabled={template !== null} allowDeselect={false} data-testid="template-kind" />
          <Select label={t('templates.finisher')} placeholder={t('templates.finisherStarter')} clearable searchable
            data={(staff.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))} value={finisherId === null ? null : String(finisherId)}
            onChange={(v) => setFinisherId(v ? Number(v) : null)} data-testid="template-finisher" />
        </Group>
        <Text size="xs" c="dimmed">{template ? t('templates.versionHint', { version: template.version + 1 }) : t('templates.nodeHint')}</Text>
        <Table withTableBorder verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>{t('templates.seq')}</Table.Th>
              <Table.Th w={110}>{t('templates.type')}</Table.Th>
              <Table.Th w={150}>{t('templates.nodeName')}</Table.Th>
              <Table.Th>{t('templates.handlers')}</Table.Th>
              <Table.Th w={130}>{t('templates.mode')}</Table.Th>
              <Table.Th w={110}>{t('templates.timeLimit')}</Table.Th>
              <Table.Th w={100} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {nodes.map((n, i) => {
              const edge = n.type === '发起' || n.type === '完结';
              return (
                <Table.Tr key={n.key} data-testid={`node-${i}`}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <Select size="xs" data={NODE_TYPES} value={n.type} allowDeselect={false} onChange={(v) => v && set(n.key, { type: v as NodeType })} aria-label={t('templates.type')} data-testid={`node-type-${i}`} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput size="xs" value={n.name} onChange={(e) => set(n.key, { name: e.currentTarget.value })} maxLength={50} aria-label={t('templates.nodeName')} data-testid={`node-name-${i}`} />
                  </Table.Td>
                  <Table.Td>
                    {edge ? <Text size="xs" c="dimmed">{n.type === '发起' ? t('templates.starterHandles') : t('templates.finisherHandles')}</Text>
                      : <HandlerEditor companyId={companyId} value={n.handlers} onChange={(handlers) => set(n.key, { handlers })} />}
                  </Table.Td>
                  <Table.Td>
                    {n.type === '会签' ? (
                      <Select size="xs" data={(['all', 'any', 'sequential'] as const).map((m) => ({ value: m, label: t(`templates.modes.${m}`) }))} value={n.mode}
                        allowDeselect={false} onChange={(v) => v && set(n.key, { mode: v as NodeDraft['mode'] })} aria-label={t('templates.mode')} data-testid={`node-mode-${i}`} />
                    ) : <Text size="xs" c="dimmed">—</Text>}
                  </Table.Td>
                  <Table.Td>
                    <NumberInput size="xs" min={1} max={8760} allowDecimal={false} value={n.timeLimitHours ?? ''} placeholder={t('templates.noLimit')}
                      onChange={(v) => set(n.key, { timeLimitHours: typeof v === 'number' ? v : null })} aria-label={t('templates.timeLimit')} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon size="sm" variant="subtle" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('templates.up')}>↑</ActionIcon>
                      <ActionIcon size="sm" variant="subtle" disabled={i === nodes.length - 1} onClick={() => move(i, 1)} aria-label={t('templates.down')}>↓</ActionIcon>
                      <ActionIcon size="sm" variant="subtle" color="red" onClick={() => setNodes((ns) => ns.filter((x) => x.key !== n.key))} aria-label={t('templates.removeNode')} data-testid={`node-remove-${i}`}>×</ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Button variant="light" size="xs" data-testid="node-add"
            onClick={() => setNodes((ns) => { const at = Math.max(ns.length - 1, 0); const next = [...ns]; next.splice(at, 0, draftOf({ type: '审核', name: '', mode: 'any', timeLimitHours: 24, handlers: [] })); return next; })}>
            {t('templates.addNode')}
          </Button>
          <Text size="xs" c="dimmed">{t('templates.actionsHint')}</Text>
        </Group>
        {save.error && <Alert color="red" data-testid="template-error">{errorText(save.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
          <Button onClick={submit} loading={save.isPending} disabled={!name.trim()} data-testid="template-save">{t('common.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
