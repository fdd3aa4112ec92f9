import { Alert, Badge, Button, Code, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PERIOD_SUPERVISOR_ROLES, type EndpointOutput, type reportEndpoints } from '@pm/contracts';
import { parseFormula } from '@pm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session';
import { useReportDefinition, useUpdateReportRow, type ReportKindValue } from '../api/report-definition';
import { errorText } from '../../../api/error-text';
import { TableState } from './table-state';

type DefinitionRow = EndpointOutput<typeof reportEndpoints.definition>['rows'][number];
const COLUMNS = [1, 2, 3, 4, 5, 6] as const;
type Column = (typeof COLUMNS)[number];
type Draft = { name: string } & Record<`formula${Column}`, string>;

const draftOf = (row: DefinitionRow): Draft => ({
  name: row.name,
  formula1: row.formula1 ?? '',
  formula2: row.formula2 ?? '',
  formula3: row.formula3 ?? '',
  formula4: row.formula4 ?? '',
  formula5: row.formula5 ?? '',
  formula6: row.formula6 ?? '',
});

/** The parser's message for a typed formula (syntax only; subjects and rows are checked by the server at save). */
export function formulaProblem(text: string): string | null {
  if (!text.trim()) return null;
  const parsed = parseFormula(text);
  return parsed.ok ? null : parsed.message;
}

/**
 * 报表公式: the rows of a report with formula1..6 (spec §3), edited by a supervisor (sa, super);
 * the server checks the whole report with the change and refuses an unknown subject or row.
 */
export function ReportFormulas({ kind, readOnly }: { kind: ReportKindValue; readOnly: boolean }) {
  const { t } = useTranslation('accounting');
  const user = useUser();
  const definition = useReportDefinition(kind);
  const update = useUpdateReportRow();
  const [editing, setEditing] = useState<DefinitionRow | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const supervisor = user !== null && PERIOD_SUPERVISOR_ROLES.includes(user.role);
  const editable = supervisor && !readOnly;
  const rows = definition.data?.rows ?? [];
  const columnName = (c: Column) => t(`reports.formulas.column.${kind}.${c}`);

  const open = (row: DefinitionRow) => {
    setEditing(row);
    setDraft(draftOf(row));
    setFailure(null);
  };
  const problems = draft ? COLUMNS.map((c) => formulaProblem(draft[`formula${c}`])) : [];
  const save = async () => {
    if (!editing || !draft) return;
    setFailure(null);
    try {
      await update.mutateAsync({ id: editing.id, ...draft });
      notifications.show({ color: 'green', message: t('reports.formulas.saved', { line: editing.rowNo }) });
      setEditing(null);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Stack gap="sm" data-testid={`report-formulas-${kind}`}>
      <Text size="xs" c="dimmed">
        {t('reports.formulas.syntax')} <Code>SUBJ(1122,QM,D)+SUBJ(2203,QM,D)</Code> <Code>ROW(1)+ROW(2)</Code>
      </Text>
      {!supervisor ? <Alert color="gray" data-testid="formulas-read-only">{t('reports.formulas.supervisorOnly')}</Alert> : null}
      <Table striped withTableBorder withColumnBorders data-testid="formula-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>{t('reports.line')}</Table.Th>
            <Table.Th>{t('reports.item')}</Table.Th>
            <Table.Th w={90}>{t('reports.formulas.type')}</Table.Th>
            <Table.Th>{columnName(1)}</Table.Th>
            <Table.Th>{columnName(2)}</Table.Th>
            {editable ? <Table.Th w={80} /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`formula-row-${row.rowNo}`}>
              <Table.Td>{row.rowNo}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td><Badge size="sm" variant="light" color={row.type === 2 ? 'blue' : 'gray'}>{t(`reports.formulas.types.${row.type}`, { defaultValue: String(row.type) })}</Badge></Table.Td>
              <Table.Td><Text size="xs" ff="monospace">{row.formula1 ?? ''}</Text></Table.Td>
              <Table.Td><Text size="xs" ff="monospace">{row.formula2 ?? ''}</Text></Table.Td>
              {editable ? (
                <Table.Td><Button size="compact-xs" variant="subtle" onClick={() => open(row)} data-testid={`formula-edit-${row.rowNo}`}>{t('reports.formulas.edit')}</Button></Table.Td>
              ) : null}
            </Table.Tr>
          ))}
          <TableState loading={definition.isPending} error={definition.error ? errorText(definition.error) : undefined} empty={rows.length === 0} cols={editable ? 6 : 5} />
        </Table.Tbody>
      </Table>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} size="lg" title={t('reports.formulas.editTitle', { line: editing?.rowNo ?? '' })}>
        {draft ? (
          <Stack gap="sm" data-testid="formula-form">
            <TextInput label={t('reports.item')} required maxLength={60} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} data-testid="formula-name" />
            {COLUMNS.map((c, i) => (
              <TextInput
                key={c}
                label={`${t('reports.formulas.formula', { n: c })}（${columnName(c)}）`}
                value={draft[`formula${c}`]}
                maxLength={500}
                ff="monospace"
                error={problems[i] ?? undefined}
                onChange={(e) => setDraft({ ...draft, [`formula${c}`]: e.currentTarget.value })}
                data-testid={`formula-${c}`}
              />
            ))}
            {failure ? <Alert color="red" data-testid="formula-error">{failure}</Alert> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>{t('ledger.cancel')}</Button>
              <Button loading={update.isPending} disabled={!draft.name.trim() || problems.some(Boolean)} onClick={() => void save()} data-testid="formula-save">{t('reports.formulas.save')}</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
