import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ReconItem } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../api/error-text';
import { useResolveReconItem } from '../api/resolve-recon-item';

/** 处理差异: what to do about the kind, and the note saying how it was explained (required); a refusal stays here. */
export function ResolveDialog({ item, onClose }: { item: ReconItem | null; onClose: () => void }) {
  const { t } = useTranslation('settlement-recon');
  const resolve = useResolveReconItem();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setNote('');
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (!item) return;
    if (!note.trim()) {
      setFailure(t('resolveDialog.required'));
      return;
    }
    try {
      await resolve.mutateAsync({ id: item.id, note: note.trim() });
      close();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Modal opened={item !== null} onClose={close} title={t('resolveDialog.title')}>
      {item ? (
        <Stack gap="sm">
          <Text size="sm" fw={500}>{t('resolveDialog.message', { kind: t(`kinds.${item.kind}`), no: item.outRefundNo ?? item.outTradeNo })}</Text>
          <Text size="sm" c="dimmed">{t(`advice.${item.kind}`)}</Text>
          <Textarea label={t('resolveDialog.note')} required autosize minRows={2} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={200} data-testid="recon-note" />
          {failure ? <Alert color="red">{failure}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>{t('resolveDialog.cancel')}</Button>
            <Button loading={resolve.isPending} onClick={() => void submit()} data-testid="recon-resolve-confirm">{t('resolveDialog.confirm')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
