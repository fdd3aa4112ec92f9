import { TextInput } from '@mantine/core';
import { ledgerEndpoints } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useGeneralLedger } from '../api/ledger-queries';
import { LedgerGeneralTable } from '../components/ledger-general-table';
import { LedgerScreen, usePeriodSpan } from '../components/ledger-screen';

/** 总账: level-1 subjects month by month over a period range (from January), optionally one subject; Excel and print. */
export default function LedgerGeneralScreen({ title }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const period = usePeriodSpan('year');
  const [from, to] = period.span;
  const [code, setCode] = useState('');
  const filters = from && to ? { from, to, ...(/^\d+$/.test(code) ? { subjectCode: code } : {}) } : null;
  const general = useGeneralLedger(filters);
  return (
    <LedgerScreen
      testId="ledger-general-screen"
      heading={title || t('ledger.generalTitle')}
      period={period}
      controls={<TextInput label={t('ledger.subjectCode')} value={code} onChange={(e) => setCode(e.currentTarget.value.trim())} w={140} />}
      exportEndpoint={ledgerEndpoints.exportGeneral}
      filters={filters}
      table={<LedgerGeneralTable rows={general.data ?? []} />}
    />
  );
}
