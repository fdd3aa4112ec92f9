import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { addDays, isDay } from '@pm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../shared/date-field';
import { ListFooter } from '../../../../shared/list-footer';
import type { ScreenProps } from '../../../../shared/screen';
import { errorText } from '../../../../api/error-text';
import { today } from '../../format';
import { usePagedList } from '../../../../shared/use-paged-list';
import { reconDaysQuery } from '../api/recon-days';
import { useRunRecon } from '../api/run-recon';
import { ReconDayPanel } from '../components/recon-day-panel';
import { ReconDaysTable } from '../components/recon-days-table';

const SIZE = 31;

/** 线上对账, a tab of 结算汇总: the bill days of a range with this company's part, a day's differences, 重新对账. */
export default function ReconTab({ readOnly }: ScreenProps) {
  const { t } = useTranslation('settlement-recon');
  const [chosen, setChosen] = useState<string | null>(null);
  const [runDate, setRunDate] = useState(() => addDays(today(), -1));
  const days = usePagedList({
    initial: { from: addDays(today(), -30), to: today() },
    size: SIZE,
    query: ({ from, to }, paging) => reconDaysQuery({ ...(isDay(from) ? { from } : {}), ...(isDay(to) ? { to } : {}), ...paging }),
  });
  const run = useRunRecon();
  const start = (billDate: string) =>
    run.mutate(billDate, {
      onSuccess: () => notifications.show({ color: 'blue', message: t('runStarted', { billDate }) }),
      onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
    });
  return (
    <Stack gap="sm" data-testid="recon-tab">
      <Text size="sm" c="dimmed">{t('hint')}</Text>
      <Group align="flex-end" gap="sm">
        <DateField label={t('from')} value={days.filters.from} onChange={(v) => days.setFilter('from', v)} w={150} />
        <DateField label={t('to')} value={days.filters.to} onChange={(v) => days.setFilter('to', v)} w={150} />
        <Button variant="default" loading={days.query.isFetching} onClick={() => void days.query.refetch()} data-testid="recon-refresh">{t('refresh')}</Button>
        {readOnly ? null : (
          <>
            <DateField label={t('runDate')} value={runDate} onChange={setRunDate} w={150} maxDate={today()} data-testid="recon-run-date" />
            <Button loading={run.isPending} disabled={!isDay(runDate)} onClick={() => start(runDate)} data-testid="recon-run">{t('run')}</Button>
          </>
        )}
      </Group>
      <ReconDaysTable rows={days.rows} loading={days.query.isPending} error={days.query.error ? errorText(days.query.error) : undefined} readOnly={readOnly} chosen={chosen} onChoose={setChosen} onRun={start} />
      <ListFooter total={days.total} page={days.page} size={SIZE} onPage={days.setPage} />
      {chosen ? <ReconDayPanel key={chosen} billDate={chosen} readOnly={readOnly} onClose={() => setChosen(null)} /> : null}
    </Stack>
  );
}
