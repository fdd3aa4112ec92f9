import { Button, Table, Text, Tooltip } from '@mantine/core';
import type { ReconItem } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../../shared/china-date';
import { amountText } from '../../format';
import { canResolve } from '../recon-status';
import { RowsTable, right } from '../../../../shared/list-table';

interface Props {
  rows: ReconItem[];
  loading: boolean;
  error?: string | undefined;
  readOnly: boolean;
  onResolve: (item: ReconItem) => void;
}

/** A fee is shown as the bill writes it (5 decimals); an amount as money. */
const figure = (item: ReconItem, value: string | null) => (value === null ? '' : item.kind === 'fee' ? value : amountText(value));

/** A day's differences: the kind (with what to do about it), the keys, ours against the bill's, what the run found, how it ended. */
export function ReconItemsTable({ rows, loading, error, readOnly, onResolve }: Props) {
  const { t } = useTranslation('settlement-recon');
  return (
    <RowsTable striped withTableBorder data-testid="recon-items" columns={[t('items.kind'), t('items.outTradeNo'), t('items.house'), right(t('items.ours')), right(t('items.theirs')), t('items.billTime'), t('items.detail'), t('items.state'), t('items.actions')]} state={{ loading, empty: rows.length === 0, error, emptyText: t('items.empty') }}>
      {rows.map((i) => (
        <Table.Tr key={i.id} data-testid={`recon-item-${i.id}`}>
          <Table.Td>
            <Tooltip label={t(`advice.${i.kind}`)} multiline w={320} withinPortal>
              <Text size="sm" span td="underline dotted">{t(`kinds.${i.kind}`)}</Text>
            </Tooltip>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{i.outTradeNo}</Text>
            {i.outRefundNo ? <Text size="xs" c="dimmed">{`${t('items.outRefundNo')} ${i.outRefundNo}`}</Text> : null}
          </Table.Td>
          <Table.Td>{i.houseName ?? ''}</Table.Td>
          <Table.Td ta="right">{figure(i, i.ours)}</Table.Td>
          <Table.Td ta="right">{figure(i, i.theirs)}</Table.Td>
          <Table.Td>
            <Text size="sm">{i.billTime ?? ''}</Text>
            {i.ourDay ? <Text size="xs" c="dimmed">{t('items.ourDay', { day: i.ourDay })}</Text> : null}
          </Table.Td>
          <Table.Td><Text size="xs">{i.detail ?? ''}</Text></Table.Td>
          <Table.Td data-testid={`recon-item-state-${i.id}`}>
            <Text size="sm" c={i.state === 'open' ? 'orange' : 'green'}>{t(`resolution.${i.resolution ?? 'open'}`)}</Text>
            {i.note ? <Text size="xs">{i.note}</Text> : null}
            {i.resolvedAt ? <Text size="xs" c="dimmed">{t('resolution.by', { name: i.resolvedByName ?? t('resolution.system'), at: chinaDateTime(i.resolvedAt) })}</Text> : null}
          </Table.Td>
          <Table.Td>
            {canResolve(i, readOnly) ? (
              <Button size="compact-xs" onClick={() => onResolve(i)} data-testid={`recon-resolve-${i.id}`}>{t('items.resolve')}</Button>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ))}
    </RowsTable>
  );
}
