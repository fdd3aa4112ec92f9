import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import type { ScreenProps } from '../../../shared/screen';
import { ListPages } from '../../../shared/list-pages';
import { usePagedList } from '../../../shared/use-paged-list';
import { contractExport, contractsQuery, useContract, type ContractFilter } from '../api/outsourcing';
import { ContractActions } from '../components/contract-actions';
import { ContractForm, SERVICE_KINDS, type ContractTerms } from '../components/contract-form';
import { ContractPayments } from '../components/contract-payments';
import { ContractSummary } from '../components/contract-summary';
import { EstateSelect } from '../components/estate-select';
import { ExportButton } from '../components/export-button';
import { PrintView } from '../../../shared/print-view';
import { RowsTable, right } from '../../../shared/list-table';

const SIZE = 15;
const STATUSES = ['draft', 'voting', 'signed', 'terminated', 'expired'] as const;
const STATUS_COLORS: Record<string, string> = { draft: 'gray', voting: 'blue', signed: 'green', terminated: 'red', expired: 'dark' };

interface Filters {
  estateId: number | null;
  status: ContractFilter['status'];
  serviceKind: ContractFilter['serviceKind'];
  q: string;
}
const NO_FILTERS: Filters = { estateId: null, status: undefined, serviceKind: undefined, q: '' };

const asFilter = ({ estateId, status, serviceKind, q }: Filters): ContractFilter => ({
  ...(estateId ? { estateId } : {}),
  ...(status ? { status } : {}),
  ...(serviceKind ? { serviceKind } : {}),
  ...(q.trim() ? { q: q.trim() } : {}),
});

/** 外包管理: the owners' service contracts, each decided by an owners' vote and paid from the public account. */
export default function OutsourcingScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('owners');
  const [picked, setPicked] = useState<number | null>(null);
  const [form, setForm] = useState<ContractTerms | null>(null);
  const [printing, setPrinting] = useState(false);
  const list = usePagedList({ initial: NO_FILTERS, size: SIZE, query: (f, { page, size }) => contractsQuery(asFilter(f), page, size, f.estateId !== null) });
  const { estateId, status, serviceKind, q } = list.filters;
  const filter = asFilter(list.filters);
  const rows = list.rows;
  const id = picked ?? rows[0]?.id ?? null;
  const detail = useContract(id);
  const contract = detail.data ?? null;
  const refilter = <K extends keyof Filters>(name: K, value: Filters[K]) => {
    list.setFilter(name, value);
    setPicked(null);
  };
  const blank = (): ContractTerms => ({ estateId: estateId ?? 0, contractNo: '', contractor: '', serviceKind: 'cleaning', startsOn: '', endsOn: '', amount: '', paymentTerms: '' });
  return (
    <Stack p="md" gap="sm" data-testid="outsourcing">
      <Text fw={600}>{title}</Text>
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end">
          <EstateSelect value={estateId} onChange={(v) => refilter('estateId', v)} />
          <Select label={t('outsourcing.status')} data={STATUSES.map((s) => ({ value: s, label: t(`outsourcing.statuses.${s}`) }))} value={status ?? null} onChange={(v) => refilter('status', (v ?? undefined) as ContractFilter['status'])} clearable w={120} data-testid="filter-status" />
          <Select label={t('outsourcing.serviceKind')} data={SERVICE_KINDS.map((k) => ({ value: k, label: t(`outsourcing.kinds.${k}`) }))} value={serviceKind ?? null} onChange={(v) => refilter('serviceKind', (v ?? undefined) as ContractFilter['serviceKind'])} clearable w={130} data-testid="filter-kind" />
          <TextInput label={t('outsourcing.keyword')} placeholder={t('outsourcing.keywordHint')} value={q} onChange={(e) => refilter('q', e.currentTarget.value)} w={200} data-testid="filter-q" />
        </Group>
        <Group>
          <Button disabled={readOnly || !estateId} onClick={() => setForm(blank())} data-testid="contract-new">{t('outsourcing.new')}</Button>
          <ExportButton endpoint={contractExport} input={filter} fileName={`${t('outsourcing.exportName')}.xlsx`} disabled={rows.length === 0} testId="contract-export" />
        </Group>
      </Group>
      <RowsTable withTableBorder highlightOnHover data-testid="contract-list" columns={[t('outsourcing.contractNo'), t('outsourcing.contractor'), t('outsourcing.serviceKind'), t('outsourcing.period'), right(t('outsourcing.amount')), right(t('outsourcing.paid')), right(t('outsourcing.unpaid')), t('outsourcing.status')]} state={{ loading: list.query.isPending && estateId !== null, empty: rows.length === 0, error: list.query.error, emptyText: t('empty') }}>
        {rows.map((r) => (
          <Table.Tr key={r.id} onClick={() => setPicked(r.id)} bg={r.id === id ? 'var(--mantine-color-blue-light)' : undefined} style={{ cursor: 'pointer' }} data-testid={`contract-row-${r.contractNo}`}>
            <Table.Td>{r.contractNo}</Table.Td>
            <Table.Td>{r.contractor}</Table.Td>
            <Table.Td>{r.serviceKindName}</Table.Td>
            <Table.Td>{`${r.startsOn} ～ ${r.endsOn}`}</Table.Td>
            <Table.Td ta="right">{amountText(r.amount)}</Table.Td>
            <Table.Td ta="right">{amountText(r.paid)}</Table.Td>
            <Table.Td ta="right">{amountText(r.unpaid)}</Table.Td>
            <Table.Td><Badge color={STATUS_COLORS[r.status]} variant="light">{r.statusName}</Badge></Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      <ListPages list={list} size="md" />
      {contract ? (
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600} data-testid="contract-heading">{`${contract.contractNo} ${contract.contractor}（${contract.statusName}）`}</Text>
              <Group>
                <Text size="sm" data-testid="contract-public-balance">{`${t('outsourcing.publicBalance')} ${amountText(contract.publicBalance)}`}</Text>
                <Button variant="default" onClick={() => setPrinting(true)} data-testid="contract-print">{t('print')}</Button>
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <ContractSummary contract={contract} />
              <Stack gap="xs">
                <Text size="sm" fw={600}>{t('outsourcing.payments')}</Text>
                <ContractPayments rows={contract.payments} />
              </Stack>
            </SimpleGrid>
            <ContractActions key={`${contract.id}-${contract.status}`} contract={contract} readOnly={readOnly} onEdit={() => setForm({ ...contract, id: contract.id })} />
          </Stack>
        </Paper>
      ) : null}
      {form ? <ContractForm initial={form} onClose={() => setForm(null)} onSaved={setPicked} /> : null}
      {printing && contract ? (
        <PrintView testId="owners-print-view" title={t('outsourcing.printTitle')} meta={`${contract.estateName} · ${contract.contractNo}`} onClose={() => setPrinting(false)}>
          <ContractSummary contract={contract} />
          <ContractPayments rows={contract.payments} />
        </PrintView>
      ) : null}
    </Stack>
  );
}
