import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { VoucherWord } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateTemplate } from '../api/create-template';
import { errorText } from '../../../api/error-text';
import { isBlank, type LineDraft } from './line-grid-logic';

interface Props {
  opened: boolean;
  onClose: () => void;
  word: VoucherWord;
  lines: readonly LineDraft[];
}

/** 存为常用凭证: the rows with a subject, each on its side; amounts kept only when asked. */
export function SaveTemplateDialog({ opened, onClose, word, lines }: Props) {
  const { t } = useTranslation('accounting');
  const create = useCreateTemplate();
  const [name, setName] = useState('');
  const [keepAmounts, setKeepAmounts] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    setFailure(null);
    const rows = lines.filter((l) => !isBlank(l) && l.subjectId !== null);
    try {
      await create.mutateAsync({
        name: name.trim(),
        word,
        lines: rows.map((l) => {
          const side = l.credit.trim() && !l.debit.trim() ? ('C' as const) : ('D' as const);
          const amount = side === 'D' ? l.debit.trim() : l.credit.trim();
          return { summary: l.summary.trim(), subjectId: l.subjectId ?? 0, side, ...(keepAmounts && amount ? { amount } : {}) };
        }),
      });
      notifications.show({ color: 'green', message: t('vouchers.templateSaved', { name: name.trim() }) });
      setName('');
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('vouchers.saveAsTemplate')}>
      <Stack gap="sm" data-testid="save-template">
        <TextInput label={t('vouchers.templateName')} required value={name} maxLength={60} onChange={(e) => setName(e.currentTarget.value)} data-testid="template-name" />
        <Checkbox label={t('vouchers.keepAmounts')} checked={keepAmounts} onChange={(e) => setKeepAmounts(e.currentTarget.checked)} />
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('vouchers.cancel')}</Button>
          <Button loading={create.isPending} disabled={!name.trim()} onClick={() => void save()} data-testid="template-save">{t('vouchers.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
