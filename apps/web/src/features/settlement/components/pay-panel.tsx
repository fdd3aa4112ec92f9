import { Alert, Button, Checkbox, Divider, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { dec, sumAmounts } from '@pm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePay } from '../api/pay';
import { amountText } from '../format';
import type { House, Line, PaymentDetail } from '../types';
import { type OverpayTo, overpayTarget, preview, readAmount, tenderBody, tenderError } from './counter-logic';
import { errorText } from '../../../api/error-text';
import { OnlineCollect, type OnlineSettleType } from '../online/components/online-collect';
import { OverpayChoice } from './overpay-choice';
import { TendersEditor, useTenders } from './tenders-editor';

export type LineSettleType = '1' | '4' | '5' | '6' | '12';

interface Props {
  counter: House;
  chosen: readonly Line[];
  settleType: LineSettleType;
  onPaid: (payment: PaymentDetail) => void;
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <Group justify="space-between">
      <Text size="sm">{label}</Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ff="monospace" data-testid={testId}>{amountText(value)}</Text>
    </Group>
  );
}

/** 收款: what the chosen lines owe, the money received, its tenders, and the payment. */
export function PayPanel({ counter, chosen, settleType, onPaid }: Props) {
  const { t } = useTranslation('settlement');
  const [receivedText, setReceivedText] = useState('');
  const [usePrepay, setUsePrepay] = useState(false);
  const [overpayChoice, setOverpayChoice] = useState<OverpayTo | null>(null);
  const [payerName, setPayerName] = useState('');
  const [remark, setRemark] = useState('');
  const [batchRef, setBatchRef] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [tenderFailure, setTenderFailure] = useState<string | null>(null);
  const pay = usePay();

  const prepay = usePrepay ? counter.accounts.prepay : '0';
  const cashDue = preview(chosen, counter.asOf, prepay, null).cashDue;
  const typed = receivedText.trim() !== '';
  const read = readAmount(typed ? receivedText : cashDue, t('pay.received'));
  const received = 'value' in read ? read.value : null;
  const shown = preview(chosen, counter.asOf, prepay, received);
  const tenders = useTenders(typed ? receivedText.trim() : cashDue);
  const lateFee = sumAmounts(chosen.map((l) => l.lateFee));
  const short = received !== null && dec(received).lt(cashDue) ? dec(cashDue).minus(received).toFixed(2) : null;
  const over = shown.result && dec(shown.result.overpay).gt(0) ? shown.result.overpay : null;
  const { to: overpayTo, canChange } = overpayTarget(tenders.tenders, over, overpayChoice);

  const submit = async () => {
    setFailure(null);
    setTenderFailure(null);
    if (chosen.length === 0) return setFailure(t('pay.chooseLines'));
    if (received === null) return setFailure('error' in read ? read.error : '');
    if (dec(received).isZero() && dec(shown.prepayUsed).isZero()) return setFailure(t('pay.nothing'));
    const cash = !dec(received).isZero();
    const problem = cash ? tenderError(tenders.tenders, received) : null;
    if (problem) return setTenderFailure(problem);
    if (settleType === '12' && !batchRef.trim()) return setFailure(t('pay.batchRequired'));
    try {
      const payment = await pay.mutateAsync({
        houseId: counter.house.id,
        settleType,
        lineIds: chosen.map((l) => l.id),
        total: received,
        tenders: cash ? tenderBody(tenders.tenders) : [],
        usePrepay,
        overpayTo,
        expectedDue: shown.due,
        ...(payerName.trim() ? { payerName: payerName.trim() } : {}),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
        ...(settleType === '12' ? { batchRef: batchRef.trim() } : {}),
      });
      setReceivedText('');
      setPayerName('');
      setRemark('');
      setBatchRef('');
      setOverpayChoice(null);
      tenders.reset();
      onPaid(payment);
    } catch (error) {
      // A refusal (409: the lines changed, paid elsewhere) reloads the house with the other queries.
      setFailure(errorText(error));
    }
  };

  return (
    <Paper withBorder p="sm" data-testid="pay-panel">
      <Stack gap="xs">
        <Text fw={600}>{t('pay.title')}</Text>
        <Row label={t('pay.chosen', { count: chosen.length })} value={sumAmounts(chosen.map((l) => l.open))} testId="pay-open" />
        <Row label={t('pay.lateFee')} value={lateFee} testId="pay-late-fee" />
        <Row label={t('pay.due')} value={shown.due} testId="pay-due" />
        <Checkbox label={t('pay.usePrepay', { balance: amountText(counter.accounts.prepay) })} checked={usePrepay} disabled={dec(counter.accounts.prepay).lte(0)} onChange={(e) => setUsePrepay(e.currentTarget.checked)} />
        {usePrepay ? <Row label={t('pay.prepayUsed')} value={shown.prepayUsed} testId="pay-prepay-used" /> : null}
        <Row label={t('pay.cashDue')} value={cashDue} strong testId="pay-cash-due" />
        <Divider />
        <TextInput label={t('pay.received')} placeholder={amountText(cashDue)} value={receivedText} onChange={(e) => setReceivedText(e.currentTarget.value)} ff="monospace" data-testid="pay-received" />
        {short ? <Text size="sm" c="orange" data-testid="pay-short">{t('pay.part', { rest: amountText(short) })}</Text> : null}
        {over ? <OverpayChoice over={over} to={overpayTo} canChange={canChange} onChange={setOverpayChoice} /> : null}
        <TendersEditor state={tenders} error={tenderFailure} />
        <SimpleGrid cols={2} spacing="xs">
          <TextInput label={t('pay.payer')} value={payerName} onChange={(e) => setPayerName(e.currentTarget.value)} maxLength={50} />
          {settleType === '12' ? <TextInput label={t('pay.batchRef')} required value={batchRef} onChange={(e) => setBatchRef(e.currentTarget.value)} maxLength={60} /> : <span />}
        </SimpleGrid>
        <TextInput label={t('remark')} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} maxLength={200} />
        {failure ? <Alert color="red" data-testid="pay-failure">{failure}</Alert> : null}
        <Button size="md" loading={pay.isPending} disabled={pay.isPending} onClick={() => void submit()} data-testid="pay-submit">{t('pay.submit')}</Button>
        {settleType === '12' ? null : <OnlineCollect counter={counter} chosen={chosen} settleType={settleType satisfies OnlineSettleType} />}
      </Stack>
    </Paper>
  );
}
