import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PushDocRow } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/page-loader';
import { usePush, usePushRecipients } from '../api/push';
import { chinaDateTime } from '../../../shared/china-date';
import { errorText } from '../../../api/error-text';
import { ReceiverPicker, type PickedReceiver } from './receiver-picker';

/** 推送 one 办结 document: pick people of the company tree; those who have it already are skipped. */
export function PushDialog({ doc, onClose }: { doc: PushDocRow | null; onClose: () => void }) {
  const { t } = useTranslation('office');
  const push = usePush();
  const [picked, setPicked] = useState<PickedReceiver[]>([]);
  const submit = () =>
    doc && push.mutate({ id: doc.id, receivers: picked.map(({ companyId, userId }) => ({ companyId, userId })) }, {
      onSuccess: (r) => {
        notifications.show({ color: 'green', message: r.skipped ? t('push.doneSkipped', { pushed: r.pushed, skipped: r.skipped }) : t('push.done', { pushed: r.pushed }) });
        setPicked([]);
        onClose();
      },
    });
  return (
    <Modal opened={doc !== null} onClose={onClose} size={760} title={t('push.dialogTitle', { subject: doc?.subject ?? '' })}>
      {doc && (
        <Stack gap="sm" data-testid="push-dialog">
          <Text size="sm" c="dimmed">{t('push.hint', { number: doc.docNumber ?? '' })}</Text>
          <ReceiverPicker kind={doc.kind} value={picked} onChange={setPicked} />
          {push.error && <Alert color="red" data-testid="push-error">{errorText(push.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
            <Button disabled={picked.length === 0} loading={push.isPending} onClick={submit} data-testid="push-submit">{t('push.submit')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Who a document reached and who confirmed it. */
export function RecipientsDialog({ doc, onClose }: { doc: PushDocRow | null; onClose: () => void }) {
  const { t } = useTranslation('office');
  const list = usePushRecipients(doc?.id ?? null);
  return (
    <Modal opened={doc !== null} onClose={onClose} size="lg" title={t('push.recipientsTitle', { subject: doc?.subject ?? '' })}>
      {list.isLoading ? <PageLoader h={160} /> : (list.data ?? []).length === 0 ? <Text c="dimmed" size="sm">{t('push.noRecipients')}</Text> : (
        <Table withTableBorder striped data-testid="push-recipients">
          <Table.Thead><Table.Tr><Table.Th>{t('push.company')}</Table.Th><Table.Th>{t('push.person')}</Table.Th><Table.Th>{t('push.confirmedAt')}</Table.Th></Table.Tr></Table.Thead>
          <Table.Tbody>
            {(list.data ?? []).map((r) => (
              <Table.Tr key={`${r.companyId}-${r.userId}`}>
                <Table.Td>{r.companyName}</Table.Td>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{r.handleTime ? chinaDateTime(r.handleTime) : <Badge color="orange" variant="light">{t('push.unconfirmed')}</Badge>}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
