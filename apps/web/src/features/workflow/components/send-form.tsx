import { Alert, Badge, Button, Group, MultiSelect, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { workflowEndpoints as e, type DocCommand, type DocDetail, type DocKind, type Urgency } from '@pm/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/page-loader';
import { useWorkflowMutation } from '../api/mutation';
import { useBeginning, useHouseOptions, useReceivers } from '../api/send';
import { AttachmentsInput, type Attachment } from './attachments-input';
import { ReceiverPicker, type PickedReceiver } from './receiver-picker';

const RichTextInput = lazy(() => import('../../../shared/rich-text-input'));
const KINDS: DocKind[] = ['normal', 'internal', 'report'];
const URGENCIES: Urgency[] = ['1', '2', '3'];

interface Form {
  kind: DocKind;
  templateId: number | null;
  subject: string;
  body: string;
  houseId: number | null;
  houseName: string;
  urgency: Urgency;
  attachments: Attachment[];
  receivers: PickedReceiver[];
  chosen: Record<number, string[]>;
  finisherId: string | null;
}

const blank = (kind: DocKind = 'normal'): Form => ({ kind, templateId: null, subject: '', body: '', houseId: null, houseName: '', urgency: '1', attachments: [], receivers: [], chosen: {}, finisherId: null });

function fromDraft(d: DocDetail): Form {
  return {
    kind: d.kind,
    templateId: d.templateId,
    subject: d.subject,
    body: d.body,
    houseId: d.houseId,
    houseName: d.houseName,
    urgency: d.urgency,
    attachments: d.attachments,
    receivers: d.receivers.map((r) => ({ ...r, companyName: '' })),
    chosen: {},
    finisherId: null,
  };
}

/**
 * 发文: a document of one of the three kinds on a template of that kind (subject, body, house for
 * notices, urgency, attachments, receivers, the handlers of nodes chosen at sending), saved as a
 * draft or sent. With `draft`, the starter's draft is edited (its template stays).
 */
export function SendForm({ draft, onDone, onCancel }: { draft?: DocDetail; onDone: (doc: DocDetail) => void; onCancel?: () => void }) {
  const { t } = useTranslation('workflow');
  const beginning = useBeginning();
  const [form, setForm] = useState<Form>(() => (draft ? fromDraft(draft) : blank()));
  const [houseQuery, setHouseQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const houses = useHouseOptions(houseQuery);
  const staff = useReceivers(beginning.data?.company.id ?? null, form.kind);
  const command = useWorkflowMutation(e.command);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));

  const templates = useMemo(() => (beginning.data?.templates ?? []).filter((tp) => tp.kind === form.kind), [beginning.data, form.kind]);
  const template = (beginning.data?.templates ?? []).find((tp) => tp.id === form.templateId);
  const chosenNodes = (template?.nodes ?? []).filter((n) => n.handlers.some((h) => h.kind === 'chosen'));
  const staffData = (staff.data ?? []).map((p) => ({ value: String(p.userId), label: p.jobName ? `${p.name} · ${p.jobName}` : p.name }));

  if (beginning.isPending) return <PageLoader h={240} />;

  const submit = async (action: 'send' | 'save') => {
    setError(null);
    if (!form.templateId) return setError(t('send.templateRequired'));
    if (!form.subject.trim()) return setError(t('send.subjectRequired'));
    const missing = action === 'send' && !draft ? chosenNodes.find((n) => !(form.chosen[n.seq]?.length)) : undefined;
    if (missing) return setError(t('send.chosenRequired', { node: missing.name }));
    const input: DocCommand = {
      action,
      ...(draft ? { id: draft.id } : { templateId: form.templateId }),
      subject: form.subject.trim(),
      body: form.body,
      urgency: form.urgency,
      houseId: form.kind === 'normal' ? form.houseId : null,
      attachmentIds: form.attachments.map((a) => a.fileId),
      receivers: form.receivers.map((r) => ({ companyId: r.companyId, userId: r.userId })),
      ...(draft
        ? {}
        : {
            chosen: chosenNodes.map((n) => ({ seq: n.seq, userIds: (form.chosen[n.seq] ?? []).map(Number) })).filter((c) => c.userIds.length > 0),
            ...(form.finisherId && !template?.finisherId ? { finisherId: Number(form.finisherId) } : {}),
          }),
    };
    try {
      const doc = await command.mutateAsync(input);
      notifications.show({ color: 'green', message: action === 'send' ? t('send.sent', { number: doc.docNumber ?? '' }) : t('send.saved'), 'data-testid': 'send-done' });
      if (!draft) setForm(blank(form.kind));
      onDone(doc);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('doc.refused'));
    }
  };

  const busy = command.isPending;
  return (
    <Stack gap="sm" maw={980} data-testid="send-form">
      {draft && <Text fw={600}>{t('send.editing', { subject: draft.subject })}</Text>}
      <Group align="flex-end" gap="md">
        <Stack gap={2}>
          <Text size="sm" fw={500}>{t('send.kind')}</Text>
          <SegmentedControl
            value={form.kind}
            disabled={!!draft}
            onChange={(v) => setForm((f) => ({ ...f, kind: v as DocKind, templateId: null, chosen: {}, receivers: [] }))}
            data={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            data-testid="send-kind"
          />
        </Stack>
        <Select
          w={260}
          label={t('send.template')}
          placeholder={t('send.templatePlaceholder')}
          data={templates.map((tp) => ({ value: String(tp.id), label: tp.name }))}
          value={form.templateId === null ? null : String(form.templateId)}
          onChange={(v) => setForm((f) => ({ ...f, templateId: v ? Number(v) : null, chosen: {} }))}
          disabled={!!draft}
          nothingFoundMessage={t('send.noTemplate')}
          data-testid="send-template"
          comboboxProps={{ withinPortal: true }}
        />
        {!draft && beginning.data && (
          <Text size="sm" c="dimmed" pb={6} data-testid="next-number">
            {t('send.nextNumber', { number: beginning.data.nextDocNumbers[form.kind] })}
          </Text>
        )}
      </Group>
      {!draft && templates.length === 0 && <Alert color="yellow" variant="light">{t('send.noTemplate')}</Alert>}
      {template && (
        <Group gap={4} data-testid="flow-preview">
          <Text size="sm" fw={500} mr={4}>{t('send.flow')}</Text>
          {template.nodes.map((n, i) => (
            <Group key={n.seq} gap={4} wrap="nowrap">
              {i > 0 && <Text c="dimmed">→</Text>}
              <Badge variant="light">{n.type}·{n.name}</Badge>
            </Group>
          ))}
        </Group>
      )}
      {!draft &&
        chosenNodes.map((n) => (
          <MultiSelect
            key={n.seq}
            label={t('send.chosen', { node: n.name })}
            data={staffData}
            value={form.chosen[n.seq] ?? []}
            onChange={(v) => set('chosen', { ...form.chosen, [n.seq]: v })}
            searchable
            required
            data-testid={`chosen-${n.seq}`}
            comboboxProps={{ withinPortal: true }}
          />
        ))}
      {!draft && template && template.finisherId === null && (
        <Select
          w={260}
          label={t('send.finisher')}
          description={t('send.finisherHint')}
          data={staffData}
          value={form.finisherId}
          onChange={(v) => set('finisherId', v)}
          clearable
          searchable
          data-testid="send-finisher"
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <TextInput label={t('send.subject')} required value={form.subject} onChange={(ev) => set('subject', ev.currentTarget.value)} maxLength={200} data-testid="send-subject" />
      <Group align="flex-end" gap="md">
        <Stack gap={2}>
          <Text size="sm" fw={500}>{t('send.urgency')}</Text>
          <SegmentedControl value={form.urgency} onChange={(v) => set('urgency', v as Urgency)} data={URGENCIES.map((u) => ({ value: u, label: t(`urgency.${u}`) }))} data-testid="send-urgency" />
        </Stack>
        {form.kind === 'normal' && (
          <Select
            w={300}
            label={t('send.house')}
            placeholder={t('send.housePlaceholder')}
            searchable
            clearable
            searchValue={houseQuery}
            onSearchChange={setHouseQuery}
            data={[
              ...(form.houseId !== null && !(houses.data ?? []).some((h) => h.id === form.houseId) ? [{ value: String(form.houseId), label: form.houseName }] : []),
              ...(houses.data ?? []).map((h) => ({ value: String(h.id), label: h.label })),
            ]}
            value={form.houseId === null ? null : String(form.houseId)}
            onChange={(v, option) => setForm((f) => ({ ...f, houseId: v ? Number(v) : null, houseName: v ? option.label : '' }))}
            filter={({ options }) => options}
            data-testid="send-house"
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Group>
      <Suspense fallback={<PageLoader h={200} />}>
        <RichTextInput label={t('send.body')} required={false} error={undefined} disabled={busy} testId="send-body" value={form.body} onChange={(html) => set('body', html)} />
      </Suspense>
      <AttachmentsInput value={form.attachments} onChange={(v) => set('attachments', v)} disabled={busy} />
      <ReceiverPicker kind={form.kind} value={form.receivers} onChange={(v) => set('receivers', v)} disabled={busy} />
      {error && (
        <Alert color="red" variant="light" data-testid="send-error">
          {error}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={() => void submit('save')} loading={busy} data-testid="send-save">
          {t('send.save')}
        </Button>
        <Button onClick={() => void submit('send')} loading={busy} data-testid="send-submit">
          {t('send.send')}
        </Button>
        {onCancel && (
          <Button variant="subtle" onClick={onCancel}>
            {t('send.cancel')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
