import { Alert, Stack, Text, Title } from '@mantine/core';
import type { SearchPanel } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../../shared/screen';
import { HousePicker } from '../components/house-picker';
import { PanelList } from '../components/panel-list';

function linkedHouse(params: URLSearchParams): number | null {
  const id = Number(params.get('houseId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** One info panel on its own (from the menu): pick an estate, optionally one of its houses. */
function PanelScreen({ panel, title }: { panel: SearchPanel; title: string }) {
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const [estateId, setEstateId] = useState<number | null>(null);
  const [houseId, setHouseId] = useState<number | null>(() => linkedHouse(params));
  return (
    <Stack gap="sm" p="sm" data-testid={`panel-screen-${panel}`}>
      <Title order={4}>{title || t(`menu.${panel}`)}</Title>
      <HousePicker estateId={estateId} houseId={houseId} onEstate={setEstateId} onHouse={setHouseId} />
      {panel === 'safety' ? <Text size="xs" c="dimmed">{t('panel.safetyNote')}</Text> : null}
      {houseId || estateId ? (
        <PanelList panel={panel} houseId={houseId} estateId={estateId} size={50} showHouse />
      ) : (
        <Alert color="gray">{t('panel.choose')}</Alert>
      )}
    </Stack>
  );
}

export function ComplaintPanelScreen({ title }: ScreenProps) {
  return <PanelScreen panel="complaint" title={title} />;
}
export function RepairPanelScreen({ title }: ScreenProps) {
  return <PanelScreen panel="repair" title={title} />;
}
export function SafetyPanelScreen({ title }: ScreenProps) {
  return <PanelScreen panel="safety" title={title} />;
}
