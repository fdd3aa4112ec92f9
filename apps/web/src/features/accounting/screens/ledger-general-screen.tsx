import { Group, Stack, TextInput, Title } from '@mantine/core';
import { ledgerEndpoints } from '@pm/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useGeneralLedger, usePeriodRange } from '../api/ledger-queries';
import { defaultPeriod } from '../components/ledger-defaults';
import { LedgerGeneralTable } from '../components/ledger-general-table';
import { PrintView } from '../../../shared/print-view';
import { LedgerRangePicker } from '../components/ledger-range-picker';
import { LedgerToolbar } from '../components/ledger-toolbar';

/** 总账: level-1 subjects month by month over a period range, optionally one subject; Excel and print. */
export default function LedgerGeneralScreen({ title }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const range = usePeriodRange();
  const [span, setSpan] = useState<[string | null, string | null]>([null, null]);
  const [code, setCode] = useState('');
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const p = defaultPeriod(range.data);
    if (p && span[0] === null) setSpan([`${p.slice(0, 4)}-01` < (range.data?.start ?? '') ? (range.data?.start ?? p) : `${p.slice(0, 4)}-01`, p]);
  }, [range.data, span]);
  const filters = span[0] && span[1] ? { from: span[0], to: span[1], ...(/^\d+$/.test(code) ? { subjectCode: code } : {}) } : null;
  const general = useGeneralLedger(filters);
  const heading = title || t('ledger.generalTitle');
  return (
    <Stack gap="sm" p="sm" data-testid="ledger-general-screen">
      <Title order={4}>{heading}</Title>
      <Group align="flex-end" gap="sm">
        <LedgerRangePicker periods={range.data?.periods ?? []} from={span[0]} to={span[1]} onChange={(f, to) => setSpan([f, to])} />
        <TextInput label={t('ledger.subjectCode')} value={code} onChange={(e) => setCode(e.currentTarget.value.trim())} w={140} />
        <LedgerToolbar exportEndpoint={ledgerEndpoints.exportGeneral} filters={filters} fileName={`${heading}.xlsx`} onPrint={() => setPrinting(true)} />
      </Group>
      <LedgerGeneralTable rows={general.data ?? []} />
      {printing && (
        <PrintView title={heading} testId="ledger-print-view" orientation="landscape" meta={<span>{t('ledger.span', { from: span[0], to: span[1] })}</span>} onClose={() => setPrinting(false)}>
          <LedgerGeneralTable rows={general.data ?? []} />
        </PrintView>
      )}
    </Stack>
  );
}
