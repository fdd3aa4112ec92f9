import { Select, TextInput } from '@mantine/core';
import { ledgerEndpoints } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useSubjectBalances } from '../api/ledger-queries';
import { LedgerBalanceTable } from '../components/ledger-balance-table';
import { LedgerScreen, usePeriodSpan } from '../components/ledger-screen';

/** 科目余额表 / 试算平衡表: a period range, down to a level, under a subject; Excel and print. */
export default function LedgerBalanceScreen({ title }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const period = usePeriodSpan();
  const [from, to] = period.span;
  const [level, setLevel] = useState<string>('2');
  const [code, setCode] = useState('');
  const filters = from && to ? { from, to, level: Number(level), ...(/^\d+$/.test(code) ? { subjectCode: code } : {}) } : null;
  const balances = useSubjectBalances(filters);
  return (
    <LedgerScreen
      testId="ledger-balance-screen"
      heading={title || t('ledger.balanceTitle')}
      period={period}
      controls={
        <>
          <Select label={t('ledger.level')} data={['1', '2', '3'].map((v) => ({ value: v, label: t('ledger.levelN', { n: v }) }))} value={level} onChange={(v) => setLevel(v ?? '2')} w={110} allowDeselect={false} />
          <TextInput label={t('ledger.subjectCode')} value={code} onChange={(e) => setCode(e.currentTarget.value.trim())} w={140} />
        </>
      }
      exportEndpoint={ledgerEndpoints.exportBalance}
      filters={filters}
      table={<LedgerBalanceTable data={balances.data} />}
    />
  );
}
