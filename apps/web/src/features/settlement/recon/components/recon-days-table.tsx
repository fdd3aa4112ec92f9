import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ReconDay } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../format';
import { canRun, STATE_COLOR } from '../recon-status';
import { RowsTable, right } from '../../../../shared/list-table';

interface Props {
  rows: ReconDay[];
  loading: boolean;
  error?: string | undefined;
  readOnly: boolean;
  chosen: string | null;
  onChoose: (billDate: string) => void;
  onRun: (billDate: string) => void;
}

/** The bill days: state, the bill's and our counts and sums, the fee, the differences and the settlement voucher. */
export function ReconDaysTable({ rows, loading, error, readOnly, chosen, onChoose, onRun }: Props) {
  const { t } = useTranslation('settlement-recon');
  const money = (count: number, amount: string, key: 'payments' | 'refunds') => t(`days.${key}`, { count, amount: amountText(amount) });
  return (
    <RowsTable striped highlightOnHover withTableBorder data-testid="recon-days" columns={[t('days.billDate'), t('days.state'), t('days.bill'), t('days.ours'), right(t('days.fee')), t('days.differences'), t('days.voucher'), t('days.actions')]} state={{ loading, empty: rows.length === 0, error, emptyText: t('days.empty') }}>
      {rows.map((d) => (
        <Table.Tr key={d.billDate} data-testid={`recon-day-${d.billDate}`} bg={chosen === d.billDate ? 'var(--mantine-color-blue-light)' : undefined}>
          <Table.Td>{d.billDate}</Table.Td>
          <Table.Td>
            <Badge color={STATE_COLOR[d.state]} data-testid={`recon-state-${d.billDate}`}>{t(`states.${d.state}`)}</Badge>
            {d.running ? <Badge ml="xs" color="blue" variant="light">{t('running')}</Badge> : null}
            {d.summaryOk === false ? <Text size="xs" c="red">{t('days.summaryMismatch')}</Text> : null}
            {d.error ? <Text size="xs" c="dimmed">{d.error}</Text> : null}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{money(d.billPayments, d.billPaymentTotal, 'payments')}</Text>
            {d.billRefunds > 0 ? <Text size="sm">{money(d.billRefunds, d.billRefundTotal, 'refunds')}</Text> : null}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{money(d.ourPayments, d.ourPaymentTotal, 'payments')}</Text>
            {d.ourRefunds > 0 ? <Text size="sm">{money(d.ourRefunds, d.ourRefundTotal, 'refunds')}</Text> : null}
          </Table.Td>
          <Table.Td ta="right" title={d.fee}>{amountText(d.feeRounded)}</Table.Td>
          <Table.Td data-testid={`recon-open-${d.billDate}`}>{`${d.openItems}/${d.items}`}</Table.Td>
          <Table.Td>{d.voucher ? d.voucher.label : d.voucherError ? <Text size="xs" c="red">{d.voucherError}</Text> : t('days.noVoucher')}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Anchor component="button" size="sm" onClick={() => onChoose(d.billDate)} data-testid={`recon-view-${d.billDate}`}>{t('days.view')}</Anchor>
              {canRun(d, readOnly) ? (
                <Button size="compact-xs" variant="default" onClick={() => onRun(d.billDate)} data-testid={`recon-run-${d.billDate}`}>{t('runAgain')}</Button>
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </RowsTable>
  );
}
