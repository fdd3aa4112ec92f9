import { Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { ledgerEndpoints } from '@pm/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useDetailLedger, usePeriodRange } from '../api/ledger-queries';
import { defaultPeriod } from '../components/ledger-defaults';
import { LedgerDetailTable } from '../components/ledger-detail-table';
import { PrintView } from '../../../shared/print-view';
import { LedgerRangePicker } from '../components/ledger-range-picker';
import { LedgerToolbar } from '../components/ledger-toolbar';

const SIZE = 50;

/** 明细账: one subject (and the leaves under it) over a period range, paged; Excel and print of the page. */
export default function LedgerDetailScreen({ title }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const range = usePeriodRange();
  const [span, setSpan] = useState<[string | null, string | null]>([null, null]);
  const [code, setCode] = useState('1002');
  const [page, setPage] = useState(1);
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const p = defaultPeriod(range.data);
    if (p && span[0] === null) setSpan([p, p]);
  }, [range.data, span]);
  const filters = span[0] && span[1] && /^\d+$/.test(code) ? { from: span[0], to: span[1], subjectCode: code } : null;
  const detail = useDetailLedger(filters ? { ...filters, page, size: SIZE } : null);
  const heading = title || t('ledger.detailTitle');
  const d = detail.data;
  const pages = d ? Math.max(1, Math.ceil(d.total / SIZE)) : 1;
  return (
    <Stack gap="sm" p="sm" data-testid="ledger-detail-screen">
      <Title order={4}>{heading}</Title>
      <Group align="flex-end" gap="sm">
        <LedgerRangePicker periods={range.data?.periods ?? []} from={span[0]} to={span[1]} onChange={(f, to) => { setSpan([f, to]); setPage(1); }} />
        <TextInput label={t('ledger.subjectCode')} value={code} onChange={(e) => { setCode(e.currentTarget.value.trim()); setPage(1); }} w={140} data-testid="detail-subject" />
        <LedgerToolbar exportEndpoint={ledgerEndpoints.exportDetail} filters={filters} fileName={`${heading}.xlsx`} onPrint={() => setPrinting(true)} />
      </Group>
      {d && <Text size="sm" fw={600}>{`${d.code} ${d.name}`}</Text>}
      {detail.isError && <Text size="sm" c="red">{detail.error.message}</Text>}
      <LedgerDetailTable page={d} showTotals={page === pages} />
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      {printing && (
        <PrintView title={heading} testId="ledger-print-view" orientation="landscape" meta={<><span>{d ? `${d.code} ${d.name}` : ''}</span><span>{t('ledger.span', { from: span[0], to: span[1] })}</span></>} onClose={() => setPrinting(false)}>
          <LedgerDetailTable page={d} showTotals={page === pages} />
        </PrintView>
      )}
    </Stack>
  );
}
