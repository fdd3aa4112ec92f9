import { Alert, Drawer, Group, Loader, ScrollArea, Stack, Table, Text, Timeline } from '@mantine/core';
import { capitalAmount } from '@pm/domain';
import { useTranslation } from 'react-i18next';
import { useVoucher } from '../api/get-voucher';
import { chinaDateTime } from '../../../shared/china-date';
import { AmountCell } from '../format';
import { errorText } from '../../../api/error-text';
import { PrintButtons } from './print-buttons';
import { StatusBadge } from './status-badge';
import { voucherLabelText } from './voucher-label';
import { VoucherActions, type ActionMode } from './voucher-actions';

interface Props {
  id: number | null;
  mode: ActionMode;
  readOnly: boolean;
  onClose: () => void;
  onEdit?: (id: number) => void;
}

function inWords(amount: string): string {
  try {
    return capitalAmount(amount);
  } catch {
    return '';
  }
}

/** A voucher in full: header, lines, 合计 with capital numerals, reversal links, history, and the state actions of the screen. */
export function VoucherDetail({ id, mode, readOnly, onClose, onEdit }: Props) {
  const { t } = useTranslation('accounting');
  const q = useVoucher(id);
  const v = q.data;
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title={v ? `${voucherLabelText(t, v)}  ${v.voucherDate}` : t('vouchers.detail')}>
      {q.isPending ? <Loader size="sm" /> : null}
      {q.error ? <Alert color="red">{errorText(q.error)}</Alert> : null}
      {v ? (
        <Stack gap="sm" data-testid="voucher-detail">
          <Group gap="md">
            <StatusBadge status={v.status} reversed={v.reversedBy !== null} numbered={v.number !== null} />
            <Text size="sm">{t('vouchers.attachmentsCount', { count: v.attachments })}</Text>
            <Text size="sm">{t('vouchers.maker')}：{v.makerName ?? ''}</Text>
            {v.auditorName ? <Text size="sm">{t('vouchers.auditor')}：{v.auditorName}</Text> : null}
            {v.posterName ? <Text size="sm">{t('vouchers.poster')}：{v.posterName}</Text> : null}
          </Group>
          {v.returnReason && v.status === 1 ? <Alert color="orange" data-testid="return-reason">{t('vouchers.returnReason', { reason: v.returnReason })}</Alert> : null}
          {v.reversalOf ? <Text size="sm" c="red">{t('vouchers.reversalOf', { label: v.reversalOf.label, period: v.reversalOf.period })}</Text> : null}
          {v.reversedBy ? <Text size="sm" c="red">{t('vouchers.reversedBy', { label: v.reversedBy.label, period: v.reversedBy.period })}</Text> : null}
          <ScrollArea>
            <Table withTableBorder withColumnBorders>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('vouchers.summary')}</Table.Th>
                  <Table.Th>{t('vouchers.subject')}</Table.Th>
                  <Table.Th>{t('vouchers.auxiliary')}</Table.Th>
                  <Table.Th ta="right">{t('vouchers.debit')}</Table.Th>
                  <Table.Th ta="right">{t('vouchers.credit')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {v.lines.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>{l.summary}</Table.Td>
                    <Table.Td>{l.subjectCode} {l.subjectName}</Table.Td>
                    <Table.Td>{[l.estateName, l.houseName, l.customerName].filter(Boolean).join(' / ')}</Table.Td>
                    <AmountCell value={l.debit === '0.00' ? '' : l.debit} />
                    <AmountCell value={l.credit === '0.00' ? '' : l.credit} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Td colSpan={3} data-testid="detail-words">{t('vouchers.total')} {inWords(v.totalDebit)}</Table.Td>
                  <AmountCell value={v.totalDebit} />
                  <AmountCell value={v.totalCredit} />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollArea>
          {v.remark ? <Text size="sm">{t('vouchers.remark')}：{v.remark}</Text> : null}
          <Group gap="xs">
            <VoucherActions voucher={v} mode={mode} readOnly={readOnly} onEdit={onEdit} onDone={(action) => { if (action === 'delete') onClose(); }} />
            <PrintButtons ids={[v.id]} fileName={`${v.period}-${v.label}.pdf`} />
          </Group>
          <Text size="sm" fw={600}>{t('vouchers.history')}</Text>
          <Timeline bulletSize={12} lineWidth={2}>
            {v.events.map((e, i) => (
              <Timeline.Item key={i} title={`${e.actionName} ${e.actorName ?? ''}`}>
                <Text size="xs" c="dimmed">{chinaDateTime(e.at)}{e.reason ? ` ${e.reason}` : ''}</Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      ) : null}
    </Drawer>
  );
}
