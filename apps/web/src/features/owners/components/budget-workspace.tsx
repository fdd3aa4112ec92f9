import { ActionIcon, Badge, Button, Group, Modal, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import { chinaToday } from '../../../shared/china-date';
import { budgetSteps, useBudget, useBudgets, useBudgetStep } from '../api/budgets';
import { ApprovalDocSelect } from './approval-doc-select';
import { errorText } from '../../../api/error-text';
import { EstateSelect } from './estate-select';
import { PrintView } from '../../../shared/print-view';
import { RowsTable, right } from '../../../shared/list-table';

// 公共收益预算: one workspace, four screens (编制, 审核, 表决, 结束) each offering its own step on the
// budget picked from the estate's list.

export type BudgetStage = 'create' | 'audit' | 'vote' | 'end';
type Detail = NonNullable<ReturnType<typeof useBudget>['data']>;
const STATUS_COLORS: Record<string, string> = { draft: 'gray', audit: 'yellow', vote: 'blue', exec: 'green', closed: 'dark' };
const SPENDING_KINDS = ['repair', 'fund', 'committee', 'other'] as const;

function LinesTable({ budget }: { budget: Detail }) {
  const { t } = useTranslation('owners');
  return (
    <RowsTable withTableBorder striped data-testid="budget-lines" scroll={false} columns={[t('budget.category'), right(t('budget.planned')), right(t('budget.actual')), right(t('budget.remaining')), right(t('budget.percent')), t('budget.remark')]}>
      {budget.lines.map((l) => (
        <Table.Tr key={l.id}>
          <Table.Td>{l.category}</Table.Td>
          <Table.Td ta="right">{amountText(l.planned)}</Table.Td>
          <Table.Td ta="right">{amountText(l.actual)}</Table.Td>
          <Table.Td ta="right" c={l.remaining.startsWith('-') ? 'red' : undefined}>{amountText(l.remaining)}</Table.Td>
          <Table.Td ta="right">{l.percent === null ? '—' : `${l.percent}%`}</Table.Td>
          <Table.Td>{l.remark}</Table.Td>
        </Table.Tr>
      ))}
      <Table.Tr fw={600}>
        <Table.Td>{t('budget.total')}</Table.Td>
        <Table.Td ta="right">{amountText(budget.planned)}</Table.Td>
        <Table.Td ta="right">{amountText(budget.actual)}</Table.Td>
        <Table.Td ta="right">{amountText(budget.remaining)}</Table.Td>
        <Table.Td />
        <Table.Td />
      </Table.Tr>
    </RowsTable>
  );
}

/** 编制: a new budget (year, name, lines) or the lines of a budget still in draft. */
function LinesDialog({ estateId, budget, onClose }: { estateId: number; budget: Detail | null; onClose: () => void }) {
  const { t } = useTranslation('owners');
  const create = useBudgetStep(budgetSteps.create);
  const setLines = useBudgetStep(budgetSteps.setLines);
  const nextYear = Number(chinaToday().slice(0, 4)) + 1;
  const [year, setYear] = useState(String(budget?.year ?? nextYear));
  const [title, setTitle] = useState(budget?.title ?? t('budget.defaultTitle', { year: nextYear }));
  const [lines, setRows] = useState(budget ? budget.lines.map((l) => ({ category: l.category, planned: l.planned, remark: l.remark })) : [{ category: '', planned: '', remark: '' }]);
  const pending = create.isPending || setLines.isPending;
  const error = create.error ?? setLines.error;
  const edit = (i: number, key: 'category' | 'planned' | 'remark', value: string) => setRows((rows) => rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const save = async () => {
    try {
      if (budget) await setLines.mutateAsync({ id: budget.id, lines });
      else await create.mutateAsync({ estateId, year: Number(year), title, lines });
      onClose();
    } catch {
      // shown below
    }
  };
  return (
    <Modal opened onClose={onClose} title={budget ? t('budget.editLines') : t('budget.new')} size="xl">
      <Stack gap="sm">
        <Group>
          <TextInput label={t('budget.year')} value={year} onChange={(e) => setYear(e.currentTarget.value)} disabled={Boolean(budget)} w={100} data-testid="budget-year" />
          <TextInput label={t('budget.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} disabled={Boolean(budget)} w={320} data-testid="budget-title" />
        </Group>
        {lines.map((l, i) => (
          <Group key={i} align="flex-end">
            <TextInput label={i === 0 ? t('budget.category') : undefined} value={l.category} onChange={(e) => edit(i, 'category', e.currentTarget.value)} w={220} data-testid={`budget-line-category-${i}`} />
            <TextInput label={i === 0 ? t('budget.planned') : undefined} value={l.planned} onChange={(e) => edit(i, 'planned', e.currentTarget.value)} w={140} data-testid={`budget-line-planned-${i}`} />
            <TextInput label={i === 0 ? t('budget.remark') : undefined} value={l.remark} onChange={(e) => edit(i, 'remark', e.currentTarget.value)} w={200} />
            <ActionIcon variant="subtle" color="red" aria-label={t('budget.removeLine')} disabled={lines.length === 1} onClick={() => setRows((rows) => rows.filter((_, j) => j !== i))}>×</ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="default" onClick={() => setRows((rows) => [...rows, { category: '', planned: '', remark: '' }])} data-testid="budget-add-line">{t('budget.addLine')}</Button>
        </Group>
        {error ? <Text c="red" size="sm" data-testid="budget-error">{errorText(error)}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button loading={pending} onClick={() => void save()} data-testid="budget-save">{t('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** 预算支出: a public spending charged to one line (execution). */
function SpendForm({ budget }: { budget: Detail }) {
  const { t } = useTranslation('owners');
  const spend = useBudgetStep(budgetSteps.spend);
  const [lineId, setLineId] = useState<string | null>(null);
  const [kind, setKind] = useState<string | null>('repair');
  const [amount, setAmount] = useState('');
  const [summary, setSummary] = useState('');
  const [sourceDoc, setSourceDoc] = useState('');
  const save = async () => {
    try {
      await spend.mutateAsync({ id: budget.id, budgetLineId: Number(lineId), kind: kind ?? '', amount, summary, sourceDoc });
      notifications.show({ color: 'green', message: t('budget.spent') });
      setAmount('');
      setSummary('');
      setSourceDoc('');
    } catch {
      // shown below
    }
  };
  return (
    <Group align="flex-end" wrap="wrap">
      <Select label={t('budget.line')} data={budget.lines.map((l) => ({ value: String(l.id), label: l.category }))} value={lineId} onChange={setLineId} w={200} data-testid="spend-line" />
      <Select label={t('entry.category')} data={SPENDING_KINDS.map((k) => ({ value: k, label: t(`public.kinds.spending.${k}`) }))} value={kind} onChange={setKind} w={170} />
      <TextInput label={t('amount')} value={amount} onChange={(e) => setAmount(e.currentTarget.value)} w={120} data-testid="spend-amount" />
      <TextInput label={t('entry.summary')} value={summary} onChange={(e) => setSummary(e.currentTarget.value)} w={180} data-testid="spend-summary" />
      <TextInput label={t('entry.sourceDoc')} value={sourceDoc} onChange={(e) => setSourceDoc(e.currentTarget.value)} w={140} data-testid="spend-source" />
      <Button loading={spend.isPending} disabled={!lineId} onClick={() => void save()} data-testid="spend-save">{t('budget.spend')}</Button>
      {spend.error ? <Text c="red" size="sm" w="100%" data-testid="spend-error">{errorText(spend.error)}</Text> : null}
    </Group>
  );
}

/** The step the stage offers on the budget picked. */
function StageActions({ stage, budget, readOnly, onEditLines }: { stage: BudgetStage; budget: Detail; readOnly: boolean; onEditLines: () => void }) {
  const { t } = useTranslation('owners');
  const audit = useBudgetStep(budgetSteps.submitAudit);
  const vote = useBudgetStep(budgetSteps.startVote);
  const execute = useBudgetStep(budgetSteps.execute);
  const redraft = useBudgetStep(budgetSteps.redraft);
  const close = useBudgetStep(budgetSteps.close);
  const [docId, setDocId] = useState<number | null>(null);
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const error = audit.error ?? vote.error ?? execute.error ?? redraft.error ?? close.error;
  const run = (p: Promise<unknown>) => void p.catch(() => undefined);
  const s = budget.status;
  let body = null;
  if (stage === 'create' && s === 'draft') body = <Button disabled={readOnly} onClick={onEditLines} data-testid="budget-edit-lines">{t('budget.editLines')}</Button>;
  else if (stage === 'audit' && s === 'draft')
    body = (
      <Group align="flex-end">
        <ApprovalDocSelect value={docId} onChange={setDocId} status="any" label={t('budget.auditDoc')} testId="budget-audit-doc" />
        <Button disabled={readOnly || !docId} loading={audit.isPending} onClick={() => run(audit.mutateAsync({ id: budget.id, wfDocId: docId ?? 0 }))} data-testid="budget-submit-audit">{t('budget.submitAudit')}</Button>
      </Group>
    );
  else if (stage === 'vote' && s === 'audit')
    body = (
      <Group align="flex-end">
        <TextInput label={t('vote.startsOn')} placeholder="2027-01-05" value={startsOn} onChange={(e) => setStartsOn(e.currentTarget.value)} w={130} data-testid="budget-vote-start" />
        <TextInput label={t('vote.endsOn')} placeholder="2027-01-20" value={endsOn} onChange={(e) => setEndsOn(e.currentTarget.value)} w={130} data-testid="budget-vote-end" />
        <Button disabled={readOnly} loading={vote.isPending} onClick={() => run(vote.mutateAsync({ id: budget.id, startsOn, endsOn }))} data-testid="budget-start-vote">{t('budget.startVote')}</Button>
      </Group>
    );
  else if (stage === 'vote' && s === 'vote' && budget.voteStatus === 'closed' && budget.votePassed === false)
    body = <Button variant="default" disabled={readOnly} loading={redraft.isPending} onClick={() => run(redraft.mutateAsync({ id: budget.id }))} data-testid="budget-redraft">{t('budget.redraft')}</Button>;
  else if (stage === 'vote' && s === 'vote')
    body = <Button disabled={readOnly} loading={execute.isPending} onClick={() => run(execute.mutateAsync({ id: budget.id }))} data-testid="budget-execute">{t('budget.execute')}</Button>;
  else if (stage === 'end' && s === 'exec')
    body = (
      <Stack gap="xs">
        <SpendForm budget={budget} />
        <Group>
          <Button color="red" variant="light" disabled={readOnly} loading={close.isPending} onClick={() => run(close.mutateAsync({ id: budget.id }))} data-testid="budget-close">{t('budget.close')}</Button>
        </Group>
      </Stack>
    );
  else body = <Text size="sm" c="dimmed" data-testid="budget-stage-hint">{t(`budget.hint.${stage}`, { status: budget.statusName })}</Text>;
  return (
    <Stack gap="xs">
      {body}
      {error ? <Text c="red" size="sm" data-testid="budget-step-error">{errorText(error)}</Text> : null}
    </Stack>
  );
}

export function BudgetWorkspace({ stage, title, readOnly }: { stage: BudgetStage; title: string; readOnly: boolean }) {
  const { t } = useTranslation('owners');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'new' | 'lines' | null>(null);
  const [printing, setPrinting] = useState(false);
  const list = useBudgets(estateId);
  const rows = list.data?.rows ?? [];
  const id = picked ?? rows[0]?.id ?? null;
  const detail = useBudget(id);
  const budget = detail.data ?? null;
  return (
    <Stack p="md" gap="sm">
      <Text fw={600}>{title}</Text>
      <Group align="flex-end" justify="space-between">
        <EstateSelect value={estateId} onChange={(v) => { setEstateId(v); setPicked(null); }} />
        {stage === 'create' ? <Button disabled={readOnly || !estateId} onClick={() => setDialog('new')} data-testid="budget-new">{t('budget.new')}</Button> : null}
      </Group>
      <RowsTable withTableBorder highlightOnHover data-testid="budget-list" columns={[t('budget.year'), t('budget.title'), t('budget.status'), right(t('budget.planned')), right(t('budget.actual')), t('budget.auditDoc'), t('budget.vote')]} state={{ loading: list.isPending && estateId !== null, empty: rows.length === 0, error: list.error, emptyText: t('empty') }}>
        {rows.map((r) => (
          <Table.Tr key={r.id} onClick={() => setPicked(r.id)} bg={r.id === id ? 'var(--mantine-color-blue-light)' : undefined} style={{ cursor: 'pointer' }} data-testid={`budget-row-${r.year}`}>
            <Table.Td>{r.year}</Table.Td>
            <Table.Td>{r.title}</Table.Td>
            <Table.Td><Badge color={STATUS_COLORS[r.status]} variant="light">{r.statusName}</Badge></Table.Td>
            <Table.Td ta="right">{amountText(r.planned)}</Table.Td>
            <Table.Td ta="right">{amountText(r.actual)}</Table.Td>
            <Table.Td>{r.wfDocSubject ? `${r.wfDocSubject}（${t(`doc.status.${r.wfDocStatus ?? 'running'}`)}）` : '—'}</Table.Td>
            <Table.Td>{r.voteTitle ? `${r.voteTitle}（${r.voteStatus === 'open' ? t('vote.open') : r.votePassed ? t('vote.passed') : t('vote.failed')}）` : '—'}</Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      {budget ? (
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600} data-testid="budget-heading">{`${budget.title}（${budget.statusName}）`}</Text>
              {stage === 'end' ? <Button variant="default" onClick={() => setPrinting(true)} data-testid="budget-print">{t('print')}</Button> : null}
            </Group>
            <LinesTable budget={budget} />
            <StageActions key={`${budget.id}-${budget.status}`} stage={stage} budget={budget} readOnly={readOnly} onEditLines={() => setDialog('lines')} />
          </Stack>
        </Paper>
      ) : null}
      {dialog && estateId ? <LinesDialog estateId={estateId} budget={dialog === 'lines' ? budget : null} onClose={() => setDialog(null)} /> : null}
      {printing && budget ? (
        <PrintView testId="owners-print-view" title={budget.title} meta={`${budget.estateName} · ${t('budget.status')}：${budget.statusName}`} onClose={() => setPrinting(false)}>
          <LinesTable budget={budget} />
        </PrintView>
      ) : null}
    </Stack>
  );
}
