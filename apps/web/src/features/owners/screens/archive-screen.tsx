import { Badge, Button, Center, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useBudgets } from '../api/budgets';
import { useEstates } from '../api/options';
import { useWithdrawals } from '../api/repair-fund';
import { useMeetingArchive } from '../api/votes';
import { ArchiveVotesTable } from '../components/archive-votes-table';
import { errorText } from '../../../api/error-text';
import { EstateSelect } from '../components/estate-select';
import { PrintView } from '../../../shared/print-view';

/**
 * 大会档案: the estate's owners' meetings (业主大会, 业委会会议), each with its minutes and the votes and
 * elections put to it, their results and the documents resting on them; the matters put to no
 * meeting after them (read-only, printable).
 */
export default function ArchiveScreen({ title }: ScreenProps) {
  const { t } = useTranslation('owners');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [printing, setPrinting] = useState(false);
  const archive = useMeetingArchive(estateId);
  const estates = useEstates();
  const withdrawals = useWithdrawals(estateId);
  const budgets = useBudgets(estateId);
  const docsOf = (voteId: number) => [
    ...(withdrawals.data?.rows ?? []).filter((w) => w.voteId === voteId).map((w) => `${t('archive.withdrawal')}：${w.project}（${w.wfDocSubject}）`),
    ...(budgets.data?.rows ?? []).filter((b) => b.voteId === voteId).map((b) => `${t('archive.budget')}：${b.title}${b.wfDocSubject ? `（${b.wfDocSubject}）` : ''}`),
  ];
  const meetings = archive.data?.meetings ?? [];
  const unlinked = archive.data?.unlinked ?? [];
  const empty = archive.data !== undefined && meetings.length === 0 && unlinked.length === 0;
  const body = (
    <Stack gap="md" data-testid="archive">
      {meetings.map((m) => (
        <Paper key={m.id} withBorder p="sm" data-testid={`archive-meeting-${m.id}`}>
          <Group justify="space-between" mb={4}>
            <Text fw={600}>{m.subject}</Text>
            <Group gap="xs">
              <Badge variant="outline">{m.typeName}</Badge>
              <Badge variant="light" color={m.status === '3' ? 'gray' : 'blue'}>{m.statusName}</Badge>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">{`${t('archive.meetingTime')}：${m.startAt}${m.endAt ? ` ~ ${m.endAt}` : ''}  ${t('archive.place')}：${m.place}`}</Text>
          {m.minutes ? <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>{`${t('archive.minutes')}：${m.minutes}`}</Text> : null}
          <ScrollArea mt="xs">
            {m.votes.length ? <ArchiveVotesTable votes={m.votes} docsOf={docsOf} testId={`archive-votes-${m.id}`} /> : <Text size="sm" c="dimmed">{t('archive.noVotes')}</Text>}
          </ScrollArea>
        </Paper>
      ))}
      {unlinked.length ? (
        <Paper withBorder p="sm" data-testid="archive-unlinked">
          <Text fw={600} mb="xs">{t('archive.unlinked')}</Text>
          <ScrollArea>
            <ArchiveVotesTable votes={unlinked} docsOf={docsOf} testId="archive-votes-unlinked" />
          </ScrollArea>
        </Paper>
      ) : null}
    </Stack>
  );
  const estateName = estates.data?.find((e) => e.id === estateId)?.name ?? '';
  return (
    <Stack p="md" gap="sm">
      <Text fw={600}>{title}</Text>
      <Group align="flex-end" justify="space-between">
        <EstateSelect value={estateId} onChange={setEstateId} />
        <Button variant="default" disabled={!archive.data || empty} onClick={() => setPrinting(true)} data-testid="archive-print">{t('print')}</Button>
      </Group>
      {estateId === null ? (
        <Text c="dimmed" size="sm">{t('archive.chooseEstate')}</Text>
      ) : archive.isPending ? (
        <Center p="md"><Loader size="sm" /></Center>
      ) : archive.error ? (
        <Text c="red" size="sm">{errorText(archive.error)}</Text>
      ) : empty ? (
        <Text c="dimmed" size="sm" data-testid="archive-empty">{t('empty')}</Text>
      ) : (
        body
      )}
      {printing ? <PrintView testId="owners-print-view" title={title} meta={estateName} onClose={() => setPrinting(false)}>{body}</PrintView> : null}
    </Stack>
  );
}
