import { Checkbox, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeposit } from '../api/deposit';
import { useDepositItems } from '../api/options';
import { usePrepay } from '../api/prepay';
import type { House, PaymentDetail } from '../types';
import { MoneyForm } from './money-form';

interface Props {
  counter: House;
  onPaid: (payment: PaymentDetail) => void;
}

/** 预交: money into the house's 预交款; 立即冲抵 offsets it at once against lines that allow it. */
export function PrepayForm({ counter, onPaid }: Props) {
  const { t } = useTranslation('settlement');
  const prepay = usePrepay();
  const [offset, setOffset] = useState(false);
  return (
    <MoneyForm
      testId="prepay-form"
      amountLabel={t('prepay.amount')}
      person="payer"
      note="remark"
      submitLabel={t('prepay.submit')}
      send={(p) => prepay.mutateAsync({ houseId: counter.house.id, total: p.amount, tenders: p.tenders, offset, ...(p.person ? { payerName: p.person } : {}), ...(p.note ? { remark: p.note } : {}) })}
      onDone={onPaid}
    >
      <Checkbox label={t('prepay.offset')} checked={offset} onChange={(e) => setOffset(e.currentTarget.checked)} data-testid="prepay-offset" />
    </MoneyForm>
  );
}

/** 收押: a deposit of a deposit item (charge items of category 7). */
export function DepositForm({ counter, onPaid }: Props) {
  const { t } = useTranslation('settlement');
  const deposit = useDeposit();
  const items = useDepositItems();
  const [itemId, setItemId] = useState<string | null>(null);
  const data = (items.data?.rows ?? []).map((r) => ({ value: String(r.id), label: typeof r.name === 'string' ? r.name : String(r.id) }));
  return (
    <MoneyForm
      testId="deposit-form"
      amountLabel={t('deposit.amount')}
      person="payer"
      note="remark"
      submitLabel={t('deposit.submit')}
      check={() => (itemId ? null : t('deposit.chooseItem'))}
      send={(p) => deposit.mutateAsync({ houseId: counter.house.id, itemId: Number(itemId), total: p.amount, tenders: p.tenders, ...(p.person ? { payerName: p.person } : {}), ...(p.note ? { remark: p.note } : {}) })}
      onDone={onPaid}
    >
      <Select label={t('deposit.item')} required data={data} value={itemId} onChange={setItemId} nothingFoundMessage={t('deposit.noItems')} w={240} data-testid="deposit-item" />
    </MoneyForm>
  );
}
