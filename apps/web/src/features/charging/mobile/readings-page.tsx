import { Alert, Badge, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { isPeriod } from '@pm/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readingSheetQuery } from '../api/reading-sheet';
import { errorText } from '../../../api/error-text';
import { thisPeriod } from '../format';
import type { Reading } from '../types';
import { MeterCards } from './meter-cards';
import { useReadingCounts } from './reading-counts';
import { ReadingEntry } from './reading-entry';
import { ReadingFilters, type SheetFilters } from './reading-filters';
import { nextUnread } from './reading-usage';

const PAGE = 100;
const MAX_SIZE = 999;

/** 抄表 on the phone: the reading sheet of an estate and month as a list; a tap opens the entry sheet of one meter. */
export function ReadingsPage() {
  const { t } = useTranslation('charging');
  const [filters, setFilters] = useState<SheetFilters>({ estateId: null, period: thisPeriod(), kind: null, house: '' });
  const [house] = useDebouncedValue(filters.house.trim(), 300);
  const [size, setSize] = useState(PAGE);
  const [open, setOpen] = useState<Reading | null>(null);
  const ready = filters.estateId !== null && isPeriod(filters.period);
  const scope = { estateId: filters.estateId ?? 0, period: filters.period, kind: filters.kind ?? undefined };
  const sheet = useQuery({ ...readingSheetQuery({ ...scope, q: house || undefined, page: 1, size }), enabled: ready });
  const counts = useReadingCounts(scope, ready);
  const rows = sheet.data?.rows ?? [];

  const moveOn = (saved: Reading) => {
    const next = nextUnread(rows, saved.meterId);
    setOpen(next);
    if (!next) notifications.show({ color: 'green', message: t('mobile.allRead') });
  };

  return (
    <Stack gap="sm" data-testid="m-readings">
      <ReadingFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setSize(PAGE);
        }}
      />
      {counts ? (
        <Group gap="xs">
          <Badge size="lg" color="orange" variant="light" data-testid="m-count-unread">{t('mobile.unread', { count: counts.unread })}</Badge>
          <Badge size="lg" color="green" variant="light" data-testid="m-count-read">{t('mobile.read', { count: counts.read })}</Badge>
        </Group>
      ) : null}
      {!ready ? (
        <Text c="dimmed" ta="center" py="md">{t('mobile.pickEstate')}</Text>
      ) : sheet.isPending ? (
        <Center p="md"><Loader size="sm" /></Center>
      ) : sheet.error ? (
        <Alert color="red" data-testid="m-readings-error">{errorText(sheet.error)}</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md" data-testid="m-readings-empty">{t('mobile.empty')}</Text>
      ) : (
        <MeterCards rows={rows} onPick={setOpen} />
      )}
      {sheet.data && sheet.data.total > rows.length && size < MAX_SIZE ? (
        <Button variant="default" size="md" onClick={() => setSize((s) => Math.min(MAX_SIZE, s + PAGE))} loading={sheet.isFetching}>{t('mobile.more')}</Button>
      ) : null}
      {open ? <ReadingEntry key={open.meterId} row={open} onClose={() => setOpen(null)} onSaved={() => moveOn(open)} /> : null}
    </Stack>
  );
}
