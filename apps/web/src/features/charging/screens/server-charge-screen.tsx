import { Alert, Badge, Button, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PlatformFeeBill } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { usePlatformFeeBills, type PlatformFeeBillQuery } from '../api/platform-fees';
import { errorText } from '../../../api/error-text';
import { PlatformFeePayDialog } from '../components/platform-fee-pay-dialog';
import { PlatformFeePayments } from '../components/platform-fee-payments';
import { PlatformFeeRunDialog } from '../components/platform-fee-run-dialog';
import { AmountCell, amountText } from '../format';
import { RowsTable, right } from '../../../shared/list-table';

type Status = PlatformFeeBillQuery['status'];
const STATUS_COLOR = { paid: 'green', open: 'blue', overdue: 'red' } as const;

/**
 * 服务器管理收费: the platform's monthly bills of the company (the platform's administrators see
 * every tenant and pick one, and bill a month with 生成账单); a tenant records a payment of a bill, at
 * most what is outstanding.
 */
export default function ServerChargeScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('charging');
  const [status, setStatus] = useState<Status>('all');
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [paying, setPaying] = useState<PlatformFeeBill | null>(null);
  const [viewing, setViewing] = useState<PlatformFeeBill | null>(null);
  const [running, setRunning] = useState(false);
  const list = usePlatformFeeBills({ status, companyId: companyId ?? undefined });
  const data = list.data;
  const bills = data?.bills ?? [];
  const platform = data?.platform ?? false;
  const tenants = data?.companies ?? [];
  const companies = tenants.map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <Stack gap="sm" p="sm" data-testid="server-charge-screen">
      <Group justify="space-between">
        <Title order={4}>{title || t('platformFee.title')}</Title>
        <Group>
          {platform ? (
            <Select
              placeholder={t('platformFee.allCompanies')}
              data={companies}
              value={companyId === null ? null : String(companyId)}
              onChange={(v) => setCompanyId(v ? Number(v) : null)}
              clearable
              w={240}
              data-testid="platform-fee-company"
            />
          ) : null}
          <SegmentedControl
            value={status}
            onChange={(v) => setStatus(v as Status)}
            data={(['all', 'unpaid', 'paid'] as const).map((s) => ({ value: s, label: t(`platformFee.filters.${s}`) }))}
          />
          {platform && !readOnly ? (
            <Button onClick={() => setRunning(true)} data-testid="platform-fee-run">{t('platformFee.run.action')}</Button>
          ) : null}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">{platform ? t('platformFee.platformHint') : t('platformFee.tenantHint')}</Text>
      {list.error ? <Alert color="red">{errorText(list.error)}</Alert> : null}
      <RowsTable striped withTableBorder data-testid="platform-fee-bills" scroll={false} columns={[platform && t('platformFee.company'), t('period'), right(t('platformFee.houses')), t('platformFee.terms'), right(t('platformFee.amount')), right(t('platformFee.paid')), right(t('platformFee.outstanding')), t('platformFee.dueDate'), t('platformFee.status'), null]} state={{ loading: list.isPending, empty: bills.length === 0, emptyText: t('empty') }} foot={bills.length > 0 && data ? (
        <Table.Tfoot>
          <Table.Tr fw={600} data-testid="platform-fee-totals">
            <Table.Td colSpan={platform ? 4 : 3}>{t('platformFee.totals')}</Table.Td>
            <AmountCell value={data.totals.amount} />
            <AmountCell value={data.totals.paid} />
            <AmountCell value={data.totals.outstanding} />
            <Table.Td colSpan={3} />
          </Table.Tr>
        </Table.Tfoot>
      ) : null}>
        {bills.map((b) => (
          <Table.Tr key={b.id} data-testid="platform-fee-row" data-period={b.period}>
            {platform ? <Table.Td>{b.companyName}</Table.Td> : null}
            <Table.Td>{b.period}</Table.Td>
            <Table.Td ta="right">{b.houses}</Table.Td>
            <Table.Td>{t('platformFee.termsText', { flat: amountText(b.flatFee), perHouse: amountText(b.perHouseFee) })}</Table.Td>
            <AmountCell value={b.amount} />
            <AmountCell value={b.paid} testId="platform-fee-paid" />
            <AmountCell value={b.outstanding} testId="platform-fee-outstanding" />
            <Table.Td>{b.dueDate}</Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLOR[b.status]} variant="light" data-testid="platform-fee-status">{t(`platformFee.states.${b.status}`)}</Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                {!platform && !readOnly && b.status !== 'paid' ? (
                  <Button size="compact-xs" onClick={() => setPaying(b)} data-testid="platform-fee-pay">{t('platformFee.pay')}</Button>
                ) : null}
                <Button size="compact-xs" variant="default" onClick={() => setViewing(b)} disabled={b.paid === '0.00'}>{t('platformFee.payments')}</Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      {paying ? (
        <PlatformFeePayDialog
          bill={paying}
          onClose={() => setPaying(null)}
          onPaid={(bill) => {
            setPaying(null);
            notifications.show({ color: 'green', message: t('platformFee.paidNotice', { period: bill.period, outstanding: amountText(bill.outstanding) }) });
          }}
        />
      ) : null}
      {viewing ? <PlatformFeePayments bill={viewing} onClose={() => setViewing(null)} /> : null}
      {running ? <PlatformFeeRunDialog companies={tenants} onClose={() => setRunning(false)} /> : null}
    </Stack>
  );
}
