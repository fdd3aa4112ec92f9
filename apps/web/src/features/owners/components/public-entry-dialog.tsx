import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicEntry } from '../api/public-account';
import { errorText } from '../../../api/error-text';

const INCOME = ['advertising', 'parking', 'rent', 'other'] as const;
const SPENDING = ['repair', 'fund', 'committee', 'other'] as const;

/** 公共收益入账 / 公共账户支出: category, amount (text, exact), date, summary and the source document. */
export function PublicEntryDialog({ direction, estateId, onClose }: { direction: 'income' | 'spending'; estateId: number; onClose: () => void }) {
  const { t } = useTranslation('owners');
  const save = usePublicEntry(direction);
  const kinds = direction === 'income' ? INCOME : SPENDING;
  const [kind, setKind] = useState<string>(kinds[0]);
  const [amount, setAmount] = useState('');
  const [entryDate, setEntryDate] = useState('');
  const [summary, setSummary] = useState('');
  const [sourceDoc, setSourceDoc] = useState('');
  const submit = async () => {
    await save.mutateAsync({ estateId, kind, amount, summary, sourceDoc, ...(entryDate ? { entryDate } : {}) });
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t(direction === 'income' ? 'public.income' : 'public.spending')}>
      <Stack gap="sm">
        <Select label={t('entry.category')} data={kinds.map((k) => ({ value: k, label: t(`public.kinds.${direction}.${k}`) }))} value={kind} onChange={(v) => setKind(v ?? kinds[0])} />
        <TextInput label={t('amount')} value={amount} onChange={(e) => setAmount(e.currentTarget.value)} data-testid="entry-amount" />
        <TextInput label={t('entry.date')} placeholder="YYYY-MM-DD" value={entryDate} onChange={(e) => setEntryDate(e.currentTarget.value)} />
        <TextInput label={t('entry.summary')} value={summary} onChange={(e) => setSummary(e.currentTarget.value)} data-testid="entry-summary" />
        <TextInput label={t('entry.sourceDoc')} value={sourceDoc} onChange={(e) => setSourceDoc(e.currentTarget.value)} data-testid="entry-source" />
        {save.error ? <Text c="red" size="sm" data-testid="entry-error">{errorText(save.error)}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button loading={save.isPending} onClick={() => void submit().catch(() => undefined)} data-testid="entry-save">{t('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
