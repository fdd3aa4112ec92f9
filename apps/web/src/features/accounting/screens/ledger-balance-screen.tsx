import { Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { ledgerEndpoints } from '@pm/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { usePeriodRange, useSubjectBalances } from '../api/ledger-queries';
import { LedgerBalanceTable } from '../components/ledger-balance-table';
import { defaultPeriod } from '../components/ledger-defaults';
import { PrintView } from '../../../shared/print-view';
import { LedgerRangePicker } from '../components/ledger-range-picker';
import { LedgerToolbar } from '../components/ledger-toolbar';

/** 科目余额表 / 试算平衡表: a period range, down to a level, under a subject; Excel and print. */
export default function LedgerBalanceScreen({ title }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const range = usePeriodRange();
  const [span, setSpan] = useState<[string | null, string | null]>([null, null]);
  const [level, setLevel] = useState<string>('2');
  const [code, setCode] = useState('');
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const p = defaultPeriod(range.data);
    if (p && span[0] === null) setSpan([p, p]);
  }, [range.data, span]);
  const filters = span[0] && span[1] ? { from: span[0], to: span[1], level: Number(level), ...(/^\d+$/.test(code) ? { subjectCode: code } : {}) } : null;
  const balances = useSubjectBalances(filters);
  const heading = title || t('ledger.balanceTitle');
  return (
    <Stack gap="sm" p="sm" data-testid="ledger-balance-screen">
      <Title order={4}>{heading}</Title>
      <Group align="flex-end" gap="sm">
        <LedgerRangePicker periods={range.data?.periods ?? []} from={span[0]} to={span[1]} onChange={(f, to) => setSpan([f, to])} />
        <Select label={t('ledger.level')} data={['1', '2', '3'].map((v) => ({ value: v, label: t('ledger.levelN', { n: v }) }))} value={level} onChange={(v) => setLevel(v ?? '2')} w={110} allowDeselect={false} />
        <TextInput label={t('ledger.subjectCode')} value={code} onChange={(e) => setCode(e.currentTarget.value.trim())} w={140} />
        <LedgerToolbar exportEndpoint={ledgerEndpoints.exportBalance} filters={filters} fileName={`${heading}.xlsx`} onPrint={() => setPrinting(true)} />
      </Group>
      <LedgerBalanceTable data={balances.data} />
      {printing && (
        <PrintView title={heading} testId="ledger-print-view" orientation="landscape" meta={<span>{t('ledger.span', { from: span[0], to: span[1] })}</span>} onClose={() => setPrinting(false)}>
          <LedgerBalanceTable data={balances.data} />
        </PrintView>
      )}
    </Stack>
  );
}
