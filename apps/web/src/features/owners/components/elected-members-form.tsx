import { Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElectedMembers } from '../api/votes';
import { errorText } from '../../../api/error-text';

const POSITIONS = ['1', '2', '3', '4', '5'] as const;
type Position = (typeof POSITIONS)[number];

interface Props {
  electionId: number;
  /** The elected candidates of the closed election, in list order. */
  elected: { candidateId: number; name: string }[];
  onClose: () => void;
}

/** 登记当选成员: the term of the new committee and each elected candidate's position and phone. */
export function ElectedMembersForm({ electionId, elected, onClose }: Props) {
  const { t } = useTranslation('owners');
  const save = useElectedMembers();
  const [termStart, setTermStart] = useState('');
  const [termEnd, setTermEnd] = useState('');
  const [rows, setRows] = useState(() => elected.map((c, i): { candidateId: number; name: string; position: Position; phone: string } => ({ ...c, position: i === 0 ? '1' : '3', phone: '' })));
  const change = (i: number, patch: Partial<(typeof rows)[number]>) => setRows((now) => now.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const submit = async () => {
    await save.mutateAsync({
      id: electionId,
      termStart,
      termEnd,
      members: rows.map((r) => ({ candidateId: r.candidateId, position: r.position, ...(r.phone.trim() ? { phone: r.phone.trim() } : {}) })),
    });
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('members.title')} size="lg">
      <Stack gap="sm">
        <Group grow>
          <TextInput label={t('members.termStart')} placeholder="YYYY-MM-DD" value={termStart} onChange={(e) => setTermStart(e.currentTarget.value)} data-testid="members-term-start" />
          <TextInput label={t('members.termEnd')} placeholder="YYYY-MM-DD" value={termEnd} onChange={(e) => setTermEnd(e.currentTarget.value)} data-testid="members-term-end" />
        </Group>
        <Text size="xs" c="dimmed">{t('members.termHint')}</Text>
        <Table withTableBorder data-testid="members-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('members.name')}</Table.Th>
              <Table.Th>{t('members.position')}</Table.Th>
              <Table.Th>{t('members.phone')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={r.candidateId}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>
                  <Select data={POSITIONS.map((p) => ({ value: p, label: t(`members.positions.${p}`) }))} value={r.position} onChange={(v) => change(i, { position: (v ?? '3') as Position })} allowDeselect={false} w={120} />
                </Table.Td>
                <Table.Td>
                  <TextInput placeholder={t('members.phoneHint')} value={r.phone} onChange={(e) => change(i, { phone: e.currentTarget.value })} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {save.error ? <Text c="red" size="sm">{errorText(save.error)}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button loading={save.isPending} onClick={() => void submit().catch(() => undefined)} data-testid="members-save">{t('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
