import { Badge, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPages } from '../../../shared/list-pages';
import { usePagedList } from '../../../shared/use-paged-list';
import { refundRequestsQuery } from '../api/list-refund-requests';
import { useRejectRefund } from '../api/reject-refund';
import { chinaDateTime } from '../../../shared/china-date';
import { AmountCell, amountText } from '../format';
import type { House, PaymentDetail, RefundRequestRow } from '../types';
import { ApproveRefundDialog } from './approve-refund-dialog';
import { ReasonDialog } from './reason-dialog';
import { RowsTable, right } from '../../../shared/list-table';

const SIZE = 10;
type State = 'pending' | 'approved' | 'rejected' | 'all';
const FIRST: { scope: 'house' | 'all'; state: State } = { scope: 'house', state: 'pending' };
const STATE_COLOR: Record<RefundRequestRow['state'], string> = { pending: 'orange', approved: 'green', rejected: 'gray' };

/**
 * 退款申请 of the house (or of every house): pending ones with 审批 and 驳回 (退款审批: another person approves; the
 * approval opens the refund's receipt as a refund always did), decided ones with who decided, the receipt or why not.
 */
export function RefundRequestsPanel({ counter, onPaid, readOnly }: { counter: House; onPaid: (payment: PaymentDetail) => void; readOnly: boolean }) {
  const { t } = useTranslation('settlement');
  const [approving, setApproving] = useState<RefundRequestRow | null>(null);
  const [rejecting, setRejecting] = useState<RefundRequestRow | null>(null);
  const reject = useRejectRefund();
  const list = usePagedList({
    initial: FIRST,
    size: SIZE,
    query: ({ scope, state }, paging) => refundRequestsQuery({ ...paging, ...(scope === 'house' ? { houseId: counter.house.id } : {}), ...(state === 'all' ? {} : { state }) }),
  });
  const { scope, state } = list.filters;
  const rows = list.rows;
  return (
    <Stack gap="xs" data-testid="refund-requests">
      <Group justify="space-between" align="flex-end">
        <Title order={6}>{t('refund.requests')}</Title>
        <Group gap="sm">
          <SegmentedControl size="xs" value={scope} onChange={(v) => list.setFilter('scope', v as 'house' | 'all')} data={[{ value: 'house', label: t('payments.house') }, { value: 'all', label: t('refund.allHouses') }]} />
          <SegmentedControl size="xs" value={state} onChange={(v) => list.setFilter('state', v as State)} data={(['pending', 'approved', 'rejected', 'all'] as const).map((s) => ({ value: s, label: t(`refund.states.${s}`) }))} data-testid="refund-state" />
        </Group>
      </Group>
      <RowsTable striped withTableBorder columns={[t('refund.requestedAt'), t('payments.houseColumn'), t('refund.type'), right(t('refund.amount')), t('payments.methods'), t('money.payee'), t('reason'), t('refund.requestedBy'), t('refund.state'), readOnly ? null : t('refund.actions')]} state={{ loading: list.query.isPending, empty: rows.length === 0, error: list.query.error, emptyText: t('refund.none') }}>
        {rows.map((r) => (
          <Table.Tr key={r.id} data-testid={`refund-request-${r.id}`}>
            <Table.Td>{chinaDateTime(r.requestedAt)}</Table.Td>
            <Table.Td>{r.houseName}</Table.Td>
            <Table.Td>{t(`settleTypes.${r.settleType}`)}{r.itemName ? `（${r.itemName}）` : ''}</Table.Td>
            <AmountCell value={r.amount} />
            <Table.Td>{r.methods}</Table.Td>
            <Table.Td>{r.payeeName ?? ''}</Table.Td>
            <Table.Td>{r.reason}</Table.Td>
            <Table.Td>{r.requestedByName ?? ''}</Table.Td>
            <Table.Td>
              <Badge size="sm" color={STATE_COLOR[r.state]} variant="light">{t(`refund.states.${r.state}`)}</Badge>
              {r.state === 'approved' ? <Text size="xs" c="dimmed">{t('refund.approvedBy', { name: r.decidedByName ?? '', number: r.receiptNo ?? '' })}</Text> : null}
              {r.state === 'rejected' ? <Text size="xs" c="dimmed">{t('refund.rejectedBy', { name: r.decidedByName ?? '', reason: r.rejectReason ?? '' })}</Text> : null}
            </Table.Td>
            <Table.Td>
              {!readOnly && r.state === 'pending' ? (
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-sm" onClick={() => setApproving(r)} data-testid={`approve-refund-${r.id}`}>{t('refund.approve')}</Button>
                  <Button size="compact-sm" variant="light" color="red" onClick={() => setRejecting(r)} data-testid={`reject-refund-${r.id}`}>{t('refund.reject')}</Button>
                </Group>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      <ListPages list={list} />
      <ApproveRefundDialog request={approving} onClose={() => setApproving(null)} onPaid={onPaid} />
      <ReasonDialog
        opened={rejecting !== null}
        title={t('refund.rejectTitle')}
        message={rejecting ? t('refund.rejectMessage', { house: rejecting.houseName, type: t(`settleTypes.${rejecting.settleType}`), amount: amountText(rejecting.amount) }) : ''}
        confirmLabel={t('refund.reject')}
        danger
        onConfirm={(reason) => reject.mutateAsync({ id: rejecting!.id, reason })}
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}
