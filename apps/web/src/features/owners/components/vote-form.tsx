import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMeetings } from '../api/options';
import { useCreateElection, useCreateVote } from '../api/votes';
import { errorText } from '../../../api/error-text';
import { EstateSelect } from './estate-select';

const CLASSES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** 发起表决 / 发起选举: the estate, the matter and its legal class (or the seats and candidates), the period. */
export function VoteForm({ kind, onClose, onCreated }: { kind: 'vote' | 'election'; onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation('owners');
  const createVote = useCreateVote();
  const createElection = useCreateElection();
  const [estateId, setEstateId] = useState<number | null>(null);
  const [meetingId, setMeetingId] = useState<string | null>(null);
  const meetings = useMeetings(estateId);
  const [title, setTitle] = useState('');
  const [matterClass, setMatterClass] = useState<string>('4');
  const [description, setDescription] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [seats, setSeats] = useState<number | string>(5);
  const [candidates, setCandidates] = useState('');
  const error = kind === 'vote' ? createVote.error : createElection.error;
  const submit = async () => {
    const common = { estateId: estateId ?? 0, title, description, startsOn, endsOn, ...(meetingId ? { meetingId: Number(meetingId) } : {}) };
    const row =
      kind === 'vote'
        ? await createVote.mutateAsync({ ...common, matterClass: matterClass as (typeof CLASSES)[number] })
        : await createElection.mutateAsync({ ...common, seats: Number(seats), candidates: candidates.split(/[\n,，、]+/).map((n) => n.trim()).filter(Boolean).map((name) => ({ name })) });
    onCreated(row.id);
  };
  return (
    <Modal opened onClose={onClose} title={t(kind === 'vote' ? 'vote.create' : 'election.create')} size="lg">
      <Stack gap="sm">
        <EstateSelect value={estateId} onChange={(id) => { setEstateId(id); setMeetingId(null); }} />
        <Select
          label={t('vote.meeting')}
          description={t('vote.meetingHint')}
          data={(meetings.data ?? []).map((m) => ({ value: String(m.id), label: m.label }))}
          value={meetingId}
          onChange={setMeetingId}
          clearable
          searchable
          nothingFoundMessage={t('empty')}
          data-testid="vote-meeting"
        />
        <TextInput label={t(kind === 'vote' ? 'vote.title' : 'election.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} data-testid="vote-title" />
        {kind === 'vote' ? (
          <Select label={t('vote.matter')} data={CLASSES.map((c) => ({ value: c, label: `${c}. ${t(`matter.${c}`)}` }))} value={matterClass} onChange={(v) => setMatterClass(v ?? '4')} data-testid="vote-class" />
        ) : (
          <>
            <NumberInput label={t('election.seats')} value={seats} onChange={setSeats} min={1} max={50} allowDecimal={false} />
            <Textarea label={t('election.candidates')} description={t('election.candidatesHint')} value={candidates} onChange={(e) => setCandidates(e.currentTarget.value)} autosize minRows={3} />
          </>
        )}
        <Textarea label={t('vote.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} autosize minRows={2} />
        <Group grow>
          <TextInput label={t('vote.startsOn')} placeholder="YYYY-MM-DD" value={startsOn} onChange={(e) => setStartsOn(e.currentTarget.value)} />
          <TextInput label={t('vote.endsOn')} placeholder="YYYY-MM-DD" value={endsOn} onChange={(e) => setEndsOn(e.currentTarget.value)} />
        </Group>
        {error ? <Text c="red" size="sm">{errorText(error)}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button loading={createVote.isPending || createElection.isPending} onClick={() => void submit().catch(() => undefined)} data-testid="vote-save">{t('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
