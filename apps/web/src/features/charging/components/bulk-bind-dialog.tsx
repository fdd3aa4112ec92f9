import { Alert, Button, Group, List, Modal, ScrollArea, SegmentedControl, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkBind } from '../api/bulk-bind';
import { useStandards } from '../api/list-standards';
import type { BulkBind, BulkBindOutcome } from '../types';
import { errorText } from '../../../api/error-text';
import { BuildingsPicker, EstateSelect, HousesPicker } from './pickers';
import { DateField } from '../../../shared/date-field';

type Target = NonNullable<BulkBind['targetType']>;

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The meters screen binds usage standards to meters only. */
  targetType?: Target;
  estateId: number | null;
}

/** 批量绑定: one standard to an estate's houses (all, some buildings, or chosen houses), then created / skipped with reasons. */
export function BulkBindDialog({ opened, onClose, targetType: fixedTarget, estateId: initialEstate }: Props) {
  const { t } = useTranslation('charging');
  const [estateId, setEstateId] = useState<number | null>(initialEstate);
  const [scope, setScope] = useState<'estate' | 'buildings' | 'houses'>('estate');
  const [buildingIds, setBuildingIds] = useState<number[]>([]);
  const [houseIds, setHouseIds] = useState<number[]>([]);
  const [targetType, setTargetType] = useState<Target>(fixedTarget ?? 'house');
  const [standardCode, setStandardCode] = useState<string | null>(null);
  const [startDate, setStartDate] = useState('');
  const [outcome, setOutcome] = useState<BulkBindOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const standards = useStandards({ estateId: estateId ?? undefined, current: true, page: 1, size: 200 }, !!estateId);
  const bind = useBulkBind();
  const codes = [...new Map((standards.data?.rows ?? []).filter((s) => fixedTarget !== 'meter' || s.basis === 'usage').map((s) => [s.code, `${s.code} ${s.name}（${s.itemName}）`])).entries()];

  const close = () => {
    setOutcome(null);
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (!estateId || !standardCode) {
      setFailure(t('bindNeeds'));
      return;
    }
    setFailure(null);
    try {
      const result = await bind.mutateAsync({
        estateId,
        standardCode,
        targetType,
        ...(scope === 'buildings' ? { buildingIds } : {}),
        ...(scope === 'houses' ? { houseIds } : {}),
        ...(startDate ? { startDate } : {}),
      });
      setOutcome(result);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('bulkBind')} size="lg" data-testid="bulk-bind-dialog">
      <Stack gap="sm">
        <EstateSelect value={estateId} onChange={setEstateId} required w={undefined} />
        <SegmentedControl value={scope} onChange={(v) => setScope(v as typeof scope)} data={[{ value: 'estate', label: t('scopeEstate') }, { value: 'buildings', label: t('scopeBuildings') }, { value: 'houses', label: t('scopeHouses') }]} />
        {scope === 'buildings' ? <BuildingsPicker estateId={estateId} value={buildingIds} onChange={setBuildingIds} /> : null}
        {scope === 'houses' ? <HousesPicker estateId={estateId} value={houseIds} onChange={setHouseIds} /> : null}
        {!fixedTarget ? (
          <Select label={t('targetType')} data={(['house', 'parking', 'meter'] as const).map((v) => ({ value: v, label: t(`targets.${v}`) }))} value={targetType} allowDeselect={false} onChange={(v) => v && setTargetType(v as Target)} />
        ) : null}
        <Select label={t('standard')} required data={codes.map(([value, label]) => ({ value, label }))} value={standardCode} onChange={setStandardCode} searchable disabled={!estateId} data-testid="bind-standard" />
        <DateField label={t('startDate')} description={t('startDateHint')} value={startDate} onChange={(v) => setStartDate(v)} />
        {failure ? <Alert color="red" data-testid="bind-error">{failure}</Alert> : null}
        {outcome ? (
          <Alert color={outcome.skipped > 0 ? 'yellow' : 'green'} title={t('bindResult', { created: outcome.created, skipped: outcome.skipped })} data-testid="bind-result">
            <ScrollArea.Autosize mah={200}>
              <List size="sm">
                {outcome.skippedReasons.map((r, i) => (
                  <List.Item key={i}>{`${r.houseCode}：${r.reason}`}</List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>{outcome ? t('close') : t('cancel')}</Button>
          {!outcome ? <Button loading={bind.isPending} onClick={() => void submit()} data-testid="bind-submit">{t('bind')}</Button> : null}
        </Group>
      </Stack>
    </Modal>
  );
}
