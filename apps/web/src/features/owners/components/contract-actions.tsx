import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs';
import { contractSteps, useContractStep, type useContract } from '../api/outsourcing';
import { errorText } from '../../../api/error-text';

type Detail = NonNullable<ReturnType<typeof useContract>['data']>;

/** 付款: an instalment paid out of the estate's public account. */
function PaymentForm({ contract, readOnly }: { contract: Detail; readOnly: boolean }) {
  const { t } = useTranslation('owners');
  const pay = useContractStep(contractSteps.pay);
  const [amount, setAmount] = useState('');
  const [summary, setSummary] = useState(t('outsourcing.defaultSummary', { kind: contract.serviceKindName }));
  const [sourceDoc, setSourceDoc] = useState('');
  const [entryDate, setEntryDate] = useState('');
  const save = async () => {
    try {
      await pay.mutateAsync({ id: contract.id, amount, summary, sourceDoc, ...(entryDate ? { entryDate } : {}) });
      notifications.show({ color: 'green', message: t('outsourcing.paidOk') });
      setAmount('');
      setSourceDoc('');
    } catch {
      // shown below
    }
  };
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput label={t('outsourcing.paidAmount')} value={amount} onChange={(e) => setAmount(e.currentTarget.value)} w={130} data-testid="pay-amount" />
      <TextInput label={t('entry.date')} placeholder="YYYY-MM-DD" value={entryDate} onChange={(e) => setEntryDate(e.currentTarget.value)} w={130} data-testid="pay-date" />
      <TextInput label={t('entry.summary')} value={summary} onChange={(e) => setSummary(e.currentTarget.value)} w={200} data-testid="pay-summary" />
      <TextInput label={t('entry.sourceDoc')} value={sourceDoc} onChange={(e) => setSourceDoc(e.currentTarget.value)} w={160} data-testid="pay-source" />
      <Button disabled={readOnly} loading={pay.isPending} onClick={() => void save()} data-testid="pay-save">{t('outsourcing.pay')}</Button>
      {pay.error ? <Text c="red" size="sm" w="100%" data-testid="pay-error">{errorText(pay.error)}</Text> : null}
    </Group>
  );
}

/** The steps the contract's state allows: edit and vote (草拟), sign or redraft (表决中), pay and end (已签订). */
export function ContractActions({ contract, readOnly, onEdit }: { contract: Detail; readOnly: boolean; onEdit: () => void }) {
  const { t } = useTranslation('owners');
  const vote = useContractStep(contractSteps.startVote);
  const redraft = useContractStep(contractSteps.redraft);
  const sign = useContractStep(contractSteps.sign);
  const end = useContractStep(contractSteps.end);
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [signedOn, setSignedOn] = useState('');
  const error = vote.error ?? redraft.error ?? sign.error ?? end.error;
  const run = (p: Promise<unknown>) => void p.catch(() => undefined);
  const finish = async (how: 'terminated' | 'expired') => {
    if (!(await confirmDialog({ title: t(`outsourcing.${how}`), message: t(`outsourcing.confirm.${how}`) }))) return;
    run(end.mutateAsync({ id: contract.id, how }));
  };
  const s = contract.status;
  const terminate =
    s === 'draft' || s === 'voting' || s === 'signed' ? (
      <Button color="red" variant="light" disabled={readOnly} loading={end.isPending} onClick={() => void finish('terminated')} data-testid="contract-terminate">{t('outsourcing.terminate')}</Button>
    ) : null;
  let body = null;
  if (s === 'draft')
    body = (
      <Group align="flex-end">
        <Button variant="default" disabled={readOnly} onClick={onEdit} data-testid="contract-edit">{t('outsourcing.edit')}</Button>
        <TextInput label={t('vote.startsOn')} placeholder="YYYY-MM-DD" value={startsOn} onChange={(e) => setStartsOn(e.currentTarget.value)} w={130} data-testid="contract-vote-start" />
        <TextInput label={t('vote.endsOn')} placeholder="YYYY-MM-DD" value={endsOn} onChange={(e) => setEndsOn(e.currentTarget.value)} w={130} data-testid="contract-vote-end" />
        <Button disabled={readOnly} loading={vote.isPending} onClick={() => run(vote.mutateAsync({ id: contract.id, startsOn, endsOn }))} data-testid="contract-start-vote">{t('outsourcing.startVote')}</Button>
        {terminate}
      </Group>
    );
  else if (s === 'voting')
    body = (
      <Group align="flex-end">
        {contract.voteStatus === 'open' ? <Text size="sm" c="dimmed" data-testid="contract-vote-hint">{t('outsourcing.voteOpenHint')}</Text> : null}
        {contract.voteStatus === 'closed' && contract.votePassed ? (
          <>
            <TextInput label={t('outsourcing.signedOn')} placeholder="YYYY-MM-DD" value={signedOn} onChange={(e) => setSignedOn(e.currentTarget.value)} w={130} data-testid="contract-signed-on" />
            <Button disabled={readOnly} loading={sign.isPending} onClick={() => run(sign.mutateAsync({ id: contract.id, ...(signedOn ? { signedOn } : {}) }))} data-testid="contract-sign">{t('outsourcing.sign')}</Button>
          </>
        ) : null}
        {contract.voteStatus === 'closed' && !contract.votePassed ? (
          <Button variant="default" disabled={readOnly} loading={redraft.isPending} onClick={() => run(redraft.mutateAsync({ id: contract.id }))} data-testid="contract-redraft">{t('outsourcing.redraft')}</Button>
        ) : null}
        {terminate}
      </Group>
    );
  else if (s === 'signed')
    body = (
      <Stack gap="xs">
        <PaymentForm contract={contract} readOnly={readOnly} />
        <Group>
          <Button variant="default" disabled={readOnly} loading={end.isPending} onClick={() => void finish('expired')} data-testid="contract-expire">{t('outsourcing.expire')}</Button>
          {terminate}
        </Group>
      </Stack>
    );
  else body = <Text size="sm" c="dimmed" data-testid="contract-ended-hint">{t('outsourcing.endedHint', { status: contract.statusName, date: contract.endedOn ?? '' })}</Text>;
  return (
    <Stack gap="xs">
      {body}
      {error ? <Text c="red" size="sm" data-testid="contract-step-error">{errorText(error)}</Text> : null}
    </Stack>
  );
}
