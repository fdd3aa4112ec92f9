import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { dec } from '@pm/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../format';
import { readAmount, tenderBody, tenderError } from './counter-logic';
import { errorText } from '../../../api/error-text';
import { TendersEditor, useTenders } from './tenders-editor';

export interface MoneyParts {
  amount: string;
  tenders: ReturnType<typeof tenderBody>;
  /** 交款人 or 收款人 (omitted when blank). */
  person?: string;
  /** The reason (refunds) or the remark (money in), omitted when blank. */
  note?: string;
}

interface Props<T> {
  amountLabel: string;
  /** The most that may be paid out (a balance); refuses more before sending. */
  max?: string;
  /** A fixed amount (退房预交: the whole balance), shown and not typed. */
  fixed?: string;
  person: 'payer' | 'payee';
  personRequired?: boolean;
  /** Refunds need a reason; money in takes a remark. */
  note: 'reason' | 'remark';
  submitLabel: string;
  /** Fields of the form's own (item, offset …) shown above the amount. */
  children?: ReactNode;
  /** A check of the form's own fields: the Chinese message, or null. */
  check?: () => string | null;
  /** Sends the form; answers the payment written (or, for a refund, the request entered). */
  send: (parts: MoneyParts) => Promise<T>;
  onDone: (result: T) => void;
  testId: string;
}

/** A payment that is an amount and its tenders (预交, 收押, 委付, a refund's request): checked here, sent by the caller. */
export function MoneyForm<T>({ amountLabel, max, fixed, person, personRequired, note, submitLabel, children, check, send, onDone, testId }: Props<T>) {
  const { t } = useTranslation('settlement');
  const [draft, setDraft] = useState('');
  const [personName, setPersonName] = useState('');
  const [noteText, setNoteText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [tenderFailure, setTenderFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const typed = fixed ?? draft.trim();
  const tenders = useTenders(typed);

  const submit = async () => {
    setFailure(null);
    setTenderFailure(null);
    const own = check?.();
    if (own) return setFailure(own);
    const read = readAmount(typed, amountLabel);
    if ('error' in read) return setFailure(read.error);
    if (dec(read.value).lte(0)) return setFailure(t('money.positive', { label: amountLabel }));
    if (max !== undefined && dec(read.value).gt(max)) return setFailure(t('money.overBalance', { max: amountText(max) }));
    if (personRequired && !personName.trim()) return setFailure(t('money.payeeRequired'));
    if (note === 'reason' && !noteText.trim()) return setFailure(t('reasonRequired'));
    const problem = tenderError(tenders.tenders, read.value);
    if (problem) return setTenderFailure(problem);
    setSending(true);
    try {
      const result = await send({
        amount: read.value,
        tenders: tenderBody(tenders.tenders),
        ...(personName.trim() ? { person: personName.trim() } : {}),
        ...(noteText.trim() ? { note: noteText.trim() } : {}),
      });
      setDraft('');
      setPersonName('');
      setNoteText('');
      tenders.reset();
      onDone(result);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="xs" maw={620} data-testid={testId}>
      {children}
      {fixed !== undefined ? (
        <Text>{`${amountLabel}：`}<Text span fw={700} ff="monospace">{amountText(fixed)}</Text></Text>
      ) : (
        <TextInput label={amountLabel} required value={draft} onChange={(e) => setDraft(e.currentTarget.value)} description={max !== undefined ? t('money.max', { max: amountText(max) }) : undefined} ff="monospace" w={220} data-testid={`${testId}-amount`} />
      )}
      <TendersEditor state={tenders} error={tenderFailure} />
      <Group grow>
        <TextInput label={t(person === 'payer' ? 'pay.payer' : 'money.payee')} required={personRequired} value={personName} onChange={(e) => setPersonName(e.currentTarget.value)} maxLength={50} />
        <TextInput label={t(note === 'reason' ? 'reason' : 'remark')} required={note === 'reason'} value={noteText} onChange={(e) => setNoteText(e.currentTarget.value)} maxLength={200} data-testid={`${testId}-note`} />
      </Group>
      {failure ? <Alert color="red" data-testid={`${testId}-failure`}>{failure}</Alert> : null}
      <Group>
        <Button loading={sending} disabled={sending} onClick={() => void submit()} data-testid={`${testId}-submit`}>{submitLabel}</Button>
      </Group>
    </Stack>
  );
}
