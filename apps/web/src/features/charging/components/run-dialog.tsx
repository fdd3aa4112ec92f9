import { Alert, Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartRun } from '../api/start-run';
import { thisPeriod } from '../format';
import type { Run } from '../types';
import { errorText } from '../../../api/error-text';
import { BuildingsPicker, EstateSelect, HousesPicker, ItemsPicker } from './pickers';
import { RunProgress } from './run-progress';
import { DateField } from '../../../shared/date-field';

type Kind = 'normal' | 'mid_month' | 'other';
type Scope = 'estate' | 'buildings' | 'houses';

/** 计费: kind 常规 / 月中 / 其他, estate, period range or dates, scope, items → the run, polled until done. */
export function RunDialog({ opened, onClose, estateId: initialEstate }: { opened: boolean; onClose: () => void; estateId: number | null }) {
  const { t } = useTranslation('charging');
  const [kind, setKind] = useState<Kind>('normal');
  const [estateId, setEstateId] = useState<number | null>(initialEstate);
  const [periodFrom, setPeriodFrom] = useState(thisPeriod);
  const [periodTo, setPeriodTo] = useState('');
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [scope, setScope] = useState<Scope>('estate');
  const [buildingIds, setBuildingIds] = useState<number[]>([]);
  const [houseIds, setHouseIds] = useState<number[]>([]);
  const [itemIds, setItemIds] = useState<number[]>([]);
  const [run, setRun] = useState<Run | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = useStartRun();
  const running = start.isPending || run?.state === 'running';

  const close = () => {
    if (running && run) return;
    setRun(null);
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (!estateId) {
      setFailure(t('requiredEstate'));
      return;
    }
    setFailure(null);
    try {
      const started = await start.mutateAsync({
        estateId,
        kind,
        periodFrom,
        ...(kind === 'normal' && periodTo ? { periodTo } : {}),
        ...(kind === 'mid_month' ? { dateFrom, dateTo } : {}),
        ...(scope === 'buildings' ? { buildingIds } : {}),
        ...(scope === 'houses' ? { houseIds } : {}),
        ...(itemIds.length > 0 ? { itemIds } : {}),
      });
      setRun(started);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('startRun')} size="lg" data-testid="run-dialog">
      <Stack gap="sm">
        <SegmentedControl value={kind} onChange={(v) => setKind(v as Kind)} disabled={run !== null} data={(['normal', 'mid_month', 'other'] as const).map((v) => ({ value: v, label: t(`runKinds.${v}`) }))} data-testid="run-kind" />
        <EstateSelect value={estateId} onChange={setEstateId} required w={undefined} disabled={run !== null} />
        <Group grow>
          <TextInput label={kind === 'normal' ? t('periodFrom') : t('period')} placeholder="YYYY-MM" value={periodFrom} onChange={(e) => setPeriodFrom(e.currentTarget.value)} disabled={run !== null} data-testid="run-period-from" />
          {kind === 'normal' ? <TextInput label={t('periodTo')} placeholder="YYYY-MM" value={periodTo} onChange={(e) => setPeriodTo(e.currentTarget.value)} disabled={run !== null} /> : null}
        </Group>
        {kind === 'mid_month' ? (
          <Group grow>
            <DateField label={t('dateFrom')} value={dateFrom} onChange={(v) => setDateFrom(v)} disabled={run !== null} />
            <DateField label={t('dateTo')} value={dateTo} onChange={(v) => setDateTo(v)} disabled={run !== null} />
          </Group>
        ) : null}
        <SegmentedControl value={scope} onChange={(v) => setScope(v as Scope)} disabled={run !== null} data={[{ value: 'estate', label: t('scopeEstate') }, { value: 'buildings', label: t('scopeBuildings') }, { value: 'houses', label: t('scopeHouses') }]} />
        {scope === 'buildings' ? <BuildingsPicker estateId={estateId} value={buildingIds} onChange={setBuildingIds} /> : null}
        {scope === 'houses' ? <HousesPicker estateId={estateId} value={houseIds} onChange={setHouseIds} /> : null}
        <ItemsPicker value={itemIds} onChange={setItemIds} label={kind === 'other' ? t('itemsRequired') : t('itemsAll')} />
        {failure ? <Alert color="red" data-testid="run-error">{failure}</Alert> : null}
        {run ? <RunProgress first={run} onFinished={setRun} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={running && run !== null} data-testid="run-close">{run && !running ? t('close') : t('cancel')}</Button>
          {!run ? <Button loading={start.isPending} onClick={() => void submit()} data-testid="run-start">{t('startRun')}</Button> : null}
        </Group>
      </Stack>
    </Modal>
  );
}
