import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgencyBalance } from '../api/agency-balance';
import { useAgencyPayout } from '../api/agency-payout';
import { useEstates } from '../api/options';
import { amountText } from '../format';
import type { PaymentDetail } from '../types';
import { MoneyForm } from './money-form';

/** 委付: money collected for a principal (委收 items of an estate) paid over to it, ≤ the 代收 balance. */
export function AgencyPayoutForm({ defaultEstateId, onPaid }: { defaultEstateId: number | null; onPaid: (payment: PaymentDetail) => void }) {
  const { t } = useTranslation('settlement');
  const payout = useAgencyPayout();
  const estates = useEstates();
  const [estateId, setEstateId] = useState<number | null>(defaultEstateId);
  const [itemId, setItemId] = useState<number | null>(null);
  const balances = useAgencyBalance(estateId);
  const row = balances.data?.rows.find((r) => r.itemId === itemId);
  return (
    <MoneyForm
      key={`${estateId ?? 0}:${itemId ?? 0}`}
      testId="agency-form"
      amountLabel={t('agency.amount')}
      {...(row ? { max: row.balance } : {})}
      person="payee"
      note="reason"
      submitLabel={t('settleTypes.10')}
      check={() => (estateId && itemId ? null : t('agency.choose'))}
      send={(p) => payout.mutateAsync({ estateId: Number(estateId), itemId: Number(itemId), amount: p.amount, tenders: p.tenders, ...(p.person ? { payeeName: p.person } : {}), reason: p.note ?? '' })}
      onDone={onPaid}
    >
      <Stack gap="xs">
        <Select label={t('estate')} required data={(estates.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))} value={estateId ? String(estateId) : null} onChange={(v) => { setEstateId(v ? Number(v) : null); setItemId(null); }} w={240} data-testid="agency-estate" />
        <Select
          label={t('agency.item')}
          required
          data={(balances.data?.rows ?? []).map((r) => ({ value: String(r.itemId), label: `${r.itemName}（${t('agency.balance')} ${amountText(r.balance)}）` }))}
          value={itemId ? String(itemId) : null}
          onChange={(v) => setItemId(v ? Number(v) : null)}
          disabled={!estateId}
          nothingFoundMessage={t('agency.none')}
          w={360}
          data-testid="agency-item"
        />
      </Stack>
    </MoneyForm>
  );
}
