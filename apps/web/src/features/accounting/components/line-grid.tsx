import { ActionIcon, Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import type { Subject } from '@pm/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../format';
import { AuxFields } from './aux-fields';
import { balancingAmount, blankLine, gridTotals, setAmount, setSubject, type LineDraft } from './line-grid-logic';
import { SubjectSelect } from './subject-select';

interface Props {
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  subjects: readonly Subject[];
  readOnly?: boolean;
  /** Row index → message (the first problem of each row). */
  problems?: ReadonlyMap<number, string>;
}

const amountStyle = { input: { textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums' } };

/**
 * 凭证分录: 摘要, 科目 (leaf, by code or name), 辅助核算 when the subject has them, 借方 / 贷方 (one
 * side per row; '=' fills the amount that balances), and under it the running totals, the
 * difference (red until balanced) and the total in capital numerals.
 */
export function LineGrid({ lines, onChange, subjects, readOnly = false, problems }: Props) {
  const { t } = useTranslation('accounting');
  const byId = useMemo(() => new Map(subjects.map((s) => [s.id, s])), [subjects]);
  const totals = gridTotals(lines);
  const patch = (index: number, next: LineDraft) => onChange(lines.map((l, i) => (i === index ? next : l)));
  const amountKey = (index: number, side: 'debit' | 'credit') => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== '=') return;
    e.preventDefault();
    const line = lines[index];
    if (line) patch(index, setAmount(line, side, balancingAmount(lines, index, side)));
  };
  const addRow = () => onChange([...lines, blankLine(lines.at(-1)?.summary ?? '')]);
  const removeRow = (index: number) => onChange(lines.length > 1 ? lines.filter((_, i) => i !== index) : [blankLine()]);

  return (
    <div data-testid="line-grid">
      <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>#</Table.Th>
            <Table.Th>{t('vouchers.summary')}</Table.Th>
            <Table.Th w={280}>{t('vouchers.subject')}</Table.Th>
            <Table.Th>{t('vouchers.auxiliary')}</Table.Th>
            <Table.Th w={140} ta="right">{t('vouchers.debit')}</Table.Th>
            <Table.Th w={140} ta="right">{t('vouchers.credit')}</Table.Th>
            {readOnly ? null : <Table.Th w={36} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const subject = line.subjectId === null ? undefined : byId.get(line.subjectId);
            const problem = problems?.get(index);
            return (
              <Table.Tr key={line.key} data-testid={`line-${index}`} bg={problem ? 'var(--mantine-color-red-0)' : undefined} title={problem}>
                <Table.Td><Text size="xs" c="dimmed">{index + 1}</Text></Table.Td>
                <Table.Td>
                  <TextInput size="xs" value={line.summary} maxLength={200} disabled={readOnly} aria-label={t('vouchers.summary')} onChange={(e) => patch(index, { ...line, summary: e.currentTarget.value })} data-testid={`summary-${index}`} />
                </Table.Td>
                <Table.Td>
                  <SubjectSelect subjects={subjects} value={line.subjectId} disabled={readOnly} onChange={(s) => patch(index, setSubject(line, s))} testId={`subject-${index}`} />
                </Table.Td>
                <Table.Td>
                  <AuxFields subject={subject} line={line} index={index} disabled={readOnly} onChange={(p) => patch(index, { ...line, ...p })} />
                </Table.Td>
                {(['debit', 'credit'] as const).map((side) => (
                  <Table.Td key={side}>
                    <TextInput
                      size="xs"
                      inputMode="decimal"
                      styles={amountStyle}
                      value={line[side]}
                      disabled={readOnly}
                      aria-label={t(`vouchers.${side}`)}
                      onKeyDown={amountKey(index, side)}
                      onChange={(e) => patch(index, setAmount(line, side, e.currentTarget.value))}
                      data-testid={`${side}-${index}`}
                    />
                  </Table.Td>
                ))}
                {readOnly ? null : (
                  <Table.Td>
                    <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('vouchers.removeLine')} onClick={() => removeRow(index)} data-testid={`remove-${index}`}>
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={4}>
              <Group gap="xs">
                <Text size="sm" fw={600}>{t('vouchers.total')}</Text>
                <Text size="sm" data-testid="total-words">{totals.inWords ?? ''}</Text>
              </Group>
            </Table.Td>
            <Table.Td ta="right" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="total-debit">{amountText(totals.debit)}</Table.Td>
            <Table.Td ta="right" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="total-credit">{amountText(totals.credit)}</Table.Td>
            {readOnly ? null : <Table.Td />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Group justify="space-between" mt={6}>
        {readOnly ? <span /> : <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={addRow} data-testid="add-line">{t('vouchers.addLine')}</Button>}
        {totals.balanced ? (
          <Badge color="green" variant="light" data-testid="balance-state">{t('vouchers.balanced')}</Badge>
        ) : (
          <Badge color="red" variant="filled" size="lg" data-testid="balance-state">{t('vouchers.difference', { amount: amountText(totals.difference) })}</Badge>
        )}
      </Group>
    </div>
  );
}
