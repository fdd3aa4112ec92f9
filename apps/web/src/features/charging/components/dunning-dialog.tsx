import { Alert, Button, Group, Modal, MultiSelect, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { DUNNING_PLACEHOLDERS } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendDunning, useStaff, type DunningSent } from '../api/dunning';
import { amountText } from '../format';
import { errorText } from '../../../api/error-text';

/** 生成催缴通知: subject, template with placeholders and receivers; one 告知公文 per chosen house. */
export function DunningDialog({ estateId, houseIds, onClose }: { estateId: number; houseIds: number[]; onClose: () => void }) {
  const { t } = useTranslation('charging');
  const [subject, setSubject] = useState(t('dunning.defaultSubject'));
  const [template, setTemplate] = useState(t('dunning.defaultTemplate'));
  const [receivers, setReceivers] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<DunningSent | null>(null);
  const staff = useStaff();
  const send = useSendDunning();
  const submit = async () => {
    setFailure(null);
    if (!subject.trim()) return setFailure(t('dunning.needSubject'));
    if (!template.trim()) return setFailure(t('dunning.needTemplate'));
    try {
      setResult(await send.mutateAsync({ estateId, houseIds, subject: subject.trim(), template, ...(receivers.length ? { receiverIds: receivers.map(Number) } : {}) }));
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('dunning.generate')} size="xl" data-testid="dunning-dialog">
      {result ? (
        <Stack gap="sm" data-testid="dunning-result">
          <Alert color="green">{t('dunning.sent', { count: result.sent })}</Alert>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr><Table.Th>{t('dunning.docNumber')}</Table.Th><Table.Th ta="right">{t('dunning.open')}</Table.Th></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.notices.slice(0, 100).map((n) => (
                <Table.Tr key={n.id}><Table.Td>{n.docNumber}</Table.Td><Table.Td ta="right">{amountText(n.amount)}</Table.Td></Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end"><Button onClick={onClose}>{t('close')}</Button></Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('dunning.chosen', { count: houseIds.length })}</Text>
          <TextInput label={t('dunning.subject')} required value={subject} onChange={(e) => setSubject(e.currentTarget.value)} data-testid="dunning-subject" />
          <Textarea label={t('dunning.template')} description={`${t('dunning.placeholders')}${DUNNING_PLACEHOLDERS.join(' ')}`} required autosize minRows={5} value={template} onChange={(e) => setTemplate(e.currentTarget.value)} data-testid="dunning-template" />
          <MultiSelect
            label={t('dunning.receivers')}
            description={t('dunning.receiversHint')}
            data={(staff.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name}（${u.username}）` }))}
            value={receivers}
            onChange={setReceivers}
            searchable
            clearable
            data-testid="dunning-receivers"
          />
          {failure ? <Alert color="red" data-testid="dunning-error">{failure}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
            <Button loading={send.isPending} onClick={() => void submit()} data-testid="dunning-submit">{t('dunning.send')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
