import { Anchor, Badge, Checkbox, ScrollArea, Table } from '@mantine/core';
import { dec } from '@pm/domain';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../format';
import { useShowPayOrder } from '../online/components/pay-order-host';
import type { Line } from '../types';
import { settleable } from './counter-logic';
import { TableState } from './table-state';

interface Props {
  lines: readonly Line[];
  selected: readonly number[];
  onSelected: (ids: number[]) => void;
  readOnly: boolean;
  onWaive: (line: Line) => void;
}

/**
 * The open lines of one category: period, item, due date, open, days overdue and late fee; ticked lines are settled.
 * A line waiting for an audit or held by an open online order cannot be ticked; a held one opens its 支付单.
 */
export function LinesTable({ lines, selected, onSelected, readOnly, onWaive }: Props) {
  const { t } = useTranslation('settlement');
  const showOrder = useShowPayOrder();
  const selectable = lines.filter(settleable).map((l) => l.id);
  // a line held since it was ticked (线上收款 of it started) no longer counts as ticked
  const ticked = selected.filter((id) => selectable.includes(id));
  const all = selectable.length > 0 && ticked.length === selectable.length;
  const toggle = (id: number) => onSelected(ticked.includes(id) ? ticked.filter((x) => x !== id) : [...ticked, id]);
  return (
    <ScrollArea mah={360}>
      <Table striped withTableBorder stickyHeader data-testid="lines-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox aria-label={t('lines.all')} checked={all} indeterminate={!all && ticked.length > 0} disabled={readOnly || selectable.length === 0} onChange={() => onSelected(all ? [] : selectable)} />
            </Table.Th>
            <Table.Th>{t('lines.period')}</Table.Th>
            <Table.Th>{t('lines.item')}</Table.Th>
            <Table.Th>{t('lines.dueDate')}</Table.Th>
            <Table.Th ta="right">{t('lines.open')}</Table.Th>
            <Table.Th ta="right">{t('lines.lateDays')}</Table.Th>
            <Table.Th ta="right">{t('lines.lateFee')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableState loading={false} empty={lines.length === 0} cols={8} emptyText={t('lines.empty')} />
          {lines.map((l) => (
            <Table.Tr key={l.id} data-testid={`line-${l.id}`}>
              <Table.Td>
                <Checkbox aria-label={`${t('select')} ${l.period} ${l.itemName}`} checked={ticked.includes(l.id)} disabled={readOnly || !settleable(l)} onChange={() => toggle(l.id)} />
              </Table.Td>
              <Table.Td>{l.period}</Table.Td>
              <Table.Td>
                {l.itemName}
                {l.locked ? <Badge ml="xs" size="xs" color="gray">{t('lines.locked')}</Badge> : null}
                {l.heldBy !== null ? (
                  <Badge
                    ml="xs"
                    size="xs"
                    color="orange"
                    component="button"
                    title={t('lines.heldOpen')}
                    style={{ cursor: 'pointer' }}
                    onClick={() => showOrder(l.heldBy!)}
                    data-testid={`held-${l.id}`}
                  >
                    {t('lines.held')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{l.dueDate}</Table.Td>
              <AmountCell value={l.open} />
              <Table.Td ta="right">{l.daysOverdue || ''}</Table.Td>
              <AmountCell value={l.lateFee} />
              <Table.Td>
                {l.lateWaived ? <Badge size="xs" variant="light">{t('lines.waived')}</Badge> : null}
                {!readOnly && !l.lateWaived && dec(l.lateFee).gt(0) ? (
                  <Anchor component="button" size="sm" onClick={() => onWaive(l)}>{t('waive.action')}</Anchor>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
