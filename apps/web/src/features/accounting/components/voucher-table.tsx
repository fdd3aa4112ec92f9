import { Checkbox, ScrollArea, Table } from '@mantine/core';
import type { VoucherRow } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../format';
import { StatusBadge } from './status-badge';
import { voucherLabelText } from './voucher-label';
import { TableState } from './table-state';

interface Props {
  rows: VoucherRow[];
  loading: boolean;
  error?: string | undefined;
  /** With a selection column when given. */
  selected?: number[];
  onSelect?: (ids: number[]) => void;
  onOpen: (id: number) => void;
  emptyText?: string;
}

/** The voucher list: 凭证字号, date, first 摘要, Σ debit / credit, state and who made, audited and posted it. */
export function VoucherTable({ rows, loading, error, selected, onSelect, onOpen, emptyText }: Props) {
  const { t } = useTranslation('accounting');
  const selectable = selected !== undefined && onSelect !== undefined;
  const all = selectable && rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: number) => onSelect?.(selected?.includes(id) ? selected.filter((x) => x !== id) : [...(selected ?? []), id]);
  const cols = selectable ? 10 : 9;
  return (
    <ScrollArea>
      <Table striped highlightOnHover withTableBorder data-testid="voucher-table">
        <Table.Thead>
          <Table.Tr>
            {selectable ? (
              <Table.Th w={36}>
                <Checkbox aria-label={t('vouchers.selectAll')} checked={all} indeterminate={!all && selected.length > 0} onChange={() => onSelect(all ? [] : rows.map((r) => r.id))} data-testid="select-all" />
              </Table.Th>
            ) : null}
            <Table.Th>{t('vouchers.no')}</Table.Th>
            <Table.Th>{t('vouchers.date')}</Table.Th>
            <Table.Th>{t('vouchers.summary')}</Table.Th>
            <Table.Th ta="right">{t('vouchers.debit')}</Table.Th>
            <Table.Th ta="right">{t('vouchers.credit')}</Table.Th>
            <Table.Th>{t('vouchers.state')}</Table.Th>
            <Table.Th>{t('vouchers.maker')}</Table.Th>
            <Table.Th>{t('vouchers.auditor')}</Table.Th>
            <Table.Th>{t('vouchers.poster')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableState loading={loading} empty={rows.length === 0} error={error} cols={cols} {...(emptyText ? { emptyText } : {})} />
          {rows.map((r) => (
            <Table.Tr key={r.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(r.id)} data-testid={`voucher-${r.id}`}>
              {selectable ? (
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <Checkbox aria-label={r.label} checked={selected.includes(r.id)} onChange={() => toggle(r.id)} data-testid={`select-${r.id}`} />
                </Table.Td>
              ) : null}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{voucherLabelText(t, r)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.voucherDate}</Table.Td>
              <Table.Td>{r.summary ?? ''}</Table.Td>
              <AmountCell value={r.totalDebit} />
              <AmountCell value={r.totalCredit} />
              <Table.Td style={{ whiteSpace: 'nowrap' }}><StatusBadge status={r.status} reversed={r.reversedById !== null} numbered={r.number !== null} /></Table.Td>
              <Table.Td>{r.makerName ?? ''}</Table.Td>
              <Table.Td>{r.auditorName ?? ''}</Table.Td>
              <Table.Td>{r.posterName ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
