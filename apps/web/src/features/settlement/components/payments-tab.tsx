import { Anchor, Badge, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDay } from '@pm/domain';
import { ListFooter } from '../../../shared/list-footer';
import { usePagedList } from '../../../shared/use-paged-list';
import { paymentsQuery } from '../api/list-payments';
import { chinaDateTime } from '../../../shared/china-date';
import { AmountCell, amountText, monthStart, today } from '../format';
import { PaymentDrawer } from './payment-drawer';
import { DateField } from '../../../shared/date-field';
import { localText } from '../../../i18n';
import { RowsTable, right } from '../../../shared/list-table';

type Scope = 'house' | 'estate';
const firstFilters = (): { scope: Scope; dateFrom: string; dateTo: string } => ({ scope: 'house', dateFrom: monthStart(), dateTo: today() });

/** 结算记录: the payments of the chosen house (or its estate) in a date range; a row opens its detail. */
export function PaymentsTab({ houseId, estateId, readOnly }: { houseId: number | null; estateId: number | null; readOnly: boolean }) {
  const { t } = useTranslation('settlement');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = usePagedList({
    initial: firstFilters(),
    query: ({ scope, dateFrom, dateTo }, paging) =>
      paymentsQuery({
        ...paging,
        ...(scope === 'house' && houseId !== null ? { houseId } : estateId !== null ? { estateId } : {}),
        ...(isDay(dateFrom) ? { dateFrom } : {}),
        ...(isDay(dateTo) ? { dateTo } : {}),
        ...(q ? { q } : {}),
      }),
  });
  const { scope, dateFrom, dateTo } = list.filters;
  const rows = list.rows;
  return (
    <Stack gap="sm" data-testid="payments-tab">
      <Group align="flex-end" gap="sm">
        {houseId !== null ? (
          <SegmentedControl value={scope} onChange={(v) => list.setFilter('scope', v as Scope)} data={[{ value: 'house', label: t('payments.house') }, { value: 'estate', label: t('payments.estate') }]} />
        ) : null}
        <DateField label={t('payments.from')} value={dateFrom} onChange={(v) => list.setFilter('dateFrom', v)} w={150} />
        <DateField label={t('payments.to')} value={dateTo} onChange={(v) => list.setFilter('dateTo', v)} w={150} />
        <TextInput label={t('payments.search')} placeholder={t('payments.searchHint')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={220} />
      </Group>
      <RowsTable striped highlightOnHover withTableBorder columns={[t('payments.receiptNo'), t('payments.time'), t('payments.houseColumn'), t('payments.type'), right(t('payments.total')), right(t('pay.lateFee')), t('payments.methods'), t('pay.payer'), t('payments.cashier')]} state={{ loading: list.query.isPending, empty: rows.length === 0, error: list.query.error, emptyText: t('empty') }}>
        {rows.map((r) => (
          <Table.Tr key={r.id} onClick={() => setOpenId(r.id)} style={{ cursor: 'pointer' }} data-testid={`payment-${r.id}`}>
            <Table.Td data-testid={`receipt-cell-${r.id}`}>
              {/* a 冲红 takes no number of its own: it shows the number of the receipt it voided */}
              {r.receiptNo ?? r.reversedReceiptNo ?? ''}
              {r.reversalOf !== null ? <Badge ml="xs" size="xs" color="orange">{t('payments.reversal')}</Badge> : null}
              {r.voided ? <Badge ml="xs" size="xs" color="red">{t('receipt.voided')}</Badge> : null}
              {r.reversedBy ? <Badge ml="xs" size="xs" color="gray">{t('payments.reversed')}</Badge> : null}
              {r.reversalOf !== null ? (
                <Anchor component="button" ml="xs" size="sm" onClick={(e) => { e.stopPropagation(); setOpenId(r.reversalOf); }} data-testid={`open-reversed-${r.id}`}>
                  {t('payments.openReversed')}
                </Anchor>
              ) : null}
            </Table.Td>
            <Table.Td>{chinaDateTime(r.createdAt)}</Table.Td>
            <Table.Td>{r.houseName ?? r.estateName}</Table.Td>
            <Table.Td>{t(`settleTypes.${r.settleType}`, { defaultValue: localText(r.settleTypeName) })}</Table.Td>
            <AmountCell value={r.total} />
            <AmountCell value={r.lateFee} />
            <Table.Td>{localText(r.methods)}</Table.Td>
            <Table.Td>{r.payerName ?? ''}</Table.Td>
            <Table.Td>{r.cashierName ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      <ListFooter
        total={list.total}
        page={list.page}
        size={list.size}
        onPage={list.setPage}
        summary={<Text size="sm" c="dimmed">{t('payments.count', { count: list.total, sum: amountText(list.query.data?.sumTotal ?? '0') })}</Text>}
      />
      <PaymentDrawer id={openId} readOnly={readOnly} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
