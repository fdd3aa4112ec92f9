import { ActionIcon, Badge, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { playTape, type CallRecord } from '@pm/contracts';
import { fetchBlob } from '../../../shared/blob-download';
import { chinaDateTime } from '../../../shared/china-date';
import { ListPages } from '../../../shared/list-pages';
import { usePagedList } from '../../../shared/use-paged-list';
import { callRecordsQuery, RECORD_PAGE_SIZE } from '../api/call-center-queries';
import { localize } from '../phone/localize';
import { MSG } from '../phone/messages';

/** Call records, 6 per page, with playback of the recording (no recording / load failure / completed). */
export function RecordsTab() {
  const { t } = useTranslation('call-center');
  const records = usePagedList({ initial: { type: '0' }, size: RECORD_PAGE_SIZE, query: ({ type }, { page }) => callRecordsQuery(page, type === '0' ? undefined : Number(type)) });
  const type = records.filters.type;
  const audio = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);

  useEffect(
    () => () => {
      audio.current?.pause();
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  const play = async (r: CallRecord) => {
    if (!r.audioRecordPath) {
      notifications.show({ color: 'yellow', message: localize(MSG.noRecording) });
      return;
    }
    try {
      const blob = await fetchBlob(playTape, { id: r.id });
      if (url.current) URL.revokeObjectURL(url.current);
      url.current = URL.createObjectURL(blob);
      audio.current?.pause();
      const a = new Audio(url.current);
      audio.current = a;
      a.onended = () => notifications.show({ color: 'blue', message: localize(MSG.recordingDone) });
      a.onerror = () => notifications.show({ color: 'red', message: localize(MSG.recordingLoadFailed) });
      await a.play();
    } catch {
      notifications.show({ color: 'red', message: localize(MSG.recordingLoadFailed) });
    }
  };

  return (
    <Stack gap="xs" p="sm" data-testid="cc-records">
      <SegmentedControl
        size="xs"
        value={type}
        onChange={(v) => records.setFilter('type', v)}
        data={[
          { value: '0', label: t('records.all') },
          { value: '1', label: t('records.inbound') },
          { value: '2', label: t('records.outbound') },
        ]}
      />
      <Table fz="xs" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('records.time')}</Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('records.type')}</Table.Th>
            <Table.Th>{t('records.number')}</Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('records.duration')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.rows.map((r) => (
            <Table.Tr key={r.id} data-testid="cc-record-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {chinaDateTime(r.callTime).slice(5)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge size="xs" variant="light" color={r.callType === 1 ? 'blue' : 'teal'} style={{ overflow: 'visible' }}>
                  {r.callType === 1 ? t('records.inbound') : t('records.outbound')}
                </Badge>
              </Table.Td>
              <Table.Td>{r.callType === 1 ? r.encryptionCustomDisplayNum : r.encryptionCalleeNum}</Table.Td>
              <Table.Td>{t('records.seconds', { n: r.durationSeconds })}</Table.Td>
              <Table.Td>
                <ActionIcon size="sm" variant="subtle" aria-label={t('records.play')} onClick={() => void play(r)}>
                  <IconPlayerPlay size={14} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {records.query.data?.rows.length === 0 && (
        <Text size="xs" c="dimmed" ta="center">
          {t('records.empty')}
        </Text>
      )}
      <Group justify="center">
        <ListPages list={records} size="xs" />
      </Group>
    </Stack>
  );
}
