import { Alert, SegmentedControl, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefundRequest } from '../api/refund';
import { amountText } from '../format';
import type { House, RefundRequestRow } from '../types';
import { MoneyForm } from './money-form';

type Kind = '7' | '8' | '9' | '11';

/** The balance a refund of this kind pays from (退押: the chosen deposit item's). */
function balanceOf(counter: House, kind: Kind, itemId: number | null): string {
  if (kind === '7') return counter.accounts.deposits.find((d) => d.itemId === itemId)?.balance ?? '0.00';
  return kind === '11' ? counter.accounts.change : counter.accounts.prepay;
}

/**
 * 退款申请: 退押 (one deposit item), 退预交款, 经付 (to a payee, out of the pre-payment) or 退存零款, ≤ the balance. It is
 * entered for approval (退款审批): nothing is paid until another person approves it in the list below.
 */
export function RefundForm({ counter }: { counter: House }) {
  const { t } = useTranslation('settlement');
  const refund = useRefundRequest();
  const [kind, setKind] = useState<Kind>('8');
  const [itemId, setItemId] = useState<number | null>(counter.accounts.deposits[0]?.itemId ?? null);
  const [requested, setRequested] = useState<RefundRequestRow | null>(null);
  const balance = balanceOf(counter, kind, itemId);
  return (
    <Stack gap="xs">
      <MoneyForm
        key={`${kind}:${itemId ?? 0}`}
        testId="refund-form"
        amountLabel={t('refund.amount')}
        max={balance}
        person="payee"
        personRequired={kind === '9'}
        note="reason"
        submitLabel={t('refund.submit', { type: t(`settleTypes.${kind}`) })}
        check={() => (kind === '7' && !itemId ? t('deposit.chooseItem') : null)}
        send={(p) => {
          setRequested(null);
          return refund.mutateAsync({ houseId: counter.house.id, settleType: kind, ...(kind === '7' && itemId ? { itemId } : {}), amount: p.amount, tenders: p.tenders, ...(p.person ? { payeeName: p.person } : {}), reason: p.note ?? '' });
        }}
        onDone={setRequested}
      >
        <Stack gap="xs">
          <SegmentedControl value={kind} onChange={(v) => setKind(v as Kind)} data={(['7', '8', '9', '11'] as const).map((k) => ({ value: k, label: t(`settleTypes.${k}`) }))} w="fit-content" data-testid="refund-kind" />
          {kind === '7' ? (
            <Select
              label={t('deposit.item')}
              required
              data={counter.accounts.deposits.map((d) => ({ value: String(d.itemId), label: d.itemName }))}
              value={itemId ? String(itemId) : null}
              onChange={(v) => setItemId(v ? Number(v) : null)}
              nothingFoundMessage={t('refund.noDeposits')}
              w={240}
            />
          ) : null}
        </Stack>
      </MoneyForm>
      {requested ? (
        <Alert color="green" maw={620} data-testid="refund-requested">
          {t('refund.requested', { type: t(`settleTypes.${requested.settleType}`), amount: amountText(requested.amount) })}
        </Alert>
      ) : null}
    </Stack>
  );
}
