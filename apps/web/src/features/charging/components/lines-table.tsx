import { Button, Checkbox, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell, amountText } from '../format';
import type { Line } from '../types';
import { TableState } from './list-footer';

interface Props {
  rows: Line[];
  loading: boolean;
  error?: string | undefined;
  selected: number[];
  onSelect: (ids: number[]) => void;
  sumNet: string | undefined;
  sumOpen: string | undefined;
  onHistory: (line: Line) => void;
  /** Released lines with nothing paid can be reversed (冲销; a paid one is refunded first); absent in read-only mode. */
  onReverse?: ((line: Line) => void) | undefined;
}

/** Bill lines with row selection and the query's sums. */
export function LinesTable({ rows, loading, error, selected, onSelect, sumNet, sumOpen, onHistory, onReverse }: Props) {
  const { t } = useTranslation('charging');
  const all = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: number) => onSelect(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <ScrollArea>
      <Table striped highlightOnHover withTableBorder data-testid="lines-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox aria-label={t('selectAll')} checked={all} indeterminate={!all && selected.length > 0} onChange={() => onSelect(all ? [] : rows.map((r) => r.id))} />
            </Table.Th>
            <Table.Th>{t('house')}</Table.Th>
            <Table.Th>{t('item')}</Table.Th>
            <Table.Th>{t('period')}</Table.Th>
            <Table.Th>{t('billingDays')}</Table.Th>
            <Table.Th ta="right">{t('quantity')}</Table.Th>
            <Table.Th ta="right">{t('unitPrice')}</Table.Th>
            <Table.Th ta="right">{t('gross')}</Table.Th>
            <Table.Th ta="right">{t('reduction')}</Table.Th>
            <Table.Th ta="right">{t('net')}</Table.Th>
            <Table.Th ta="right">{t('open')}</Table.Th>
            <Table.Th>{t('statusLabel')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableState loading={loading} empty={rows.length === 0} error={error} cols={13} />
          {rows.map((r) => (
            <Table.Tr key={r.id} data-testid={`line-${r.id}`}>
              <Table.Td>
                <Checkbox aria-label={`${t('select')} ${r.houseCode} ${r.itemName}`} checked={selected.includes(r.id)} onChange={() => toggle(r.id)} />
              </Table.Td>
              <Table.Td>{`${r.houseCode} ${r.houseName}`}</Table.Td>
              <Table.Td>{r.itemName}{r.reversalOf ? ` (${t('reversal')})` : ''}</Table.Td>
              <Table.Td>{r.period}</Table.Td>
              <Table.Td>{`${r.periodFrom} ~ ${r.periodTo}`}</Table.Td>
              <AmountCell value={r.quantity} />
              <AmountCell value={r.unitPrice} />
              <AmountCell value={r.gross} />
              <AmountCell value={r.reduction} />
              <AmountCell value={r.net} />
              <AmountCell value={r.open} />
              <Table.Td>{t(`status.${r.status}`)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" variant="subtle" onClick={() => onHistory(r)}>{t('history')}</Button>
                  {onReverse && r.status === 'released' && !r.reversalOf ? (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => onReverse(r)}>{t('reverse')}</Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={9}>
              <Text size="sm" fw={500}>{t('sums')}</Text>
            </Table.Td>
            <Table.Td ta="right" data-testid="sum-net">{amountText(sumNet)}</Table.Td>
            <Table.Td ta="right" data-testid="sum-open">{amountText(sumOpen)}</Table.Td>
            <Table.Td colSpan={2} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}
