import { dec } from '@pm/domain';
import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useEstateDashboard, type DrillTarget } from '../api/dashboards';
import { ChartCard, Stat } from '../components/chart-card';
import { Bars, Donut, PALETTE } from '../components/charts';
import { DrillDrawer } from '../components/drill-drawer';
import { CompanySelect } from '../components/filters';
import { useCodeLabel } from '../components/labels';

const STATES = ['4', '3', '5', '1'];
const STATE_COLOR: Record<string, string> = { '4': 'teal.6', '3': 'orange.6', '5': 'gray.5', '1': 'blue.3' };
/** Occupied (使用中 and 装修中) houses out of all, in percent; null without houses. */
export function occupancy(byState: { state: string; houses: number }[]): string | null {
  const all = byState.reduce((n, s) => n + s.houses, 0);
  const used = byState.filter((s) => s.state === '4' || s.state === '3').reduce((n, s) => n + s.houses, 0);
  return all === 0 ? null : dec(String(used)).times(100).div(String(all)).toFixed(1);
}

/** 楼盘看板: managed area, houses by use state (occupancy, vacancy) per estate. */
export default function EstateDashboard({ title }: ScreenProps) {
  const { t } = useTranslation('dashboards');
  const label = useCodeLabel();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  const q = useEstateDashboard(companyId);
  const d = q.data;
  const open = (key: string, name: string) => setDrill({ source: 'estate.state', key, title: name, ...(companyId ? { companyId } : {}) });
  const states = STATES.filter((s) => d?.byState.some((x) => x.state === s));
  const estates = (d?.estates ?? []).map((e) => ({
    estateName: e.estateName,
    estateId: e.estateId,
    area: Number(e.area),
    ...Object.fromEntries(e.byState.map((s) => [`s${s.state}`, s.houses])),
  }));
  const vacant = d?.byState.find((s) => s.state === '5')?.houses ?? 0;
  const rate = d ? occupancy(d.byState) : null;
  const stateTitle = (estate: string, state: string) => t('estate.drill', { estate, state: label('house_use_state', state) });

  return (
    <Stack gap="sm" p="sm" data-testid="estate-dashboard">
      <Group justify="space-between" align="flex-end">
        <Title order={4}>{title || t('menu.estate')}</Title>
        <CompanySelect value={companyId} onChange={setCompanyId} />
      </Group>
      <Group gap="sm">
        <Stat label={t('estate.estates')} value={d ? String(d.estates.length) : '…'} testId="stat-estates" />
        <Stat label={t('estate.houses')} value={d ? String(d.total.houses) : '…'} testId="stat-houses" />
        <Stat label={t('estate.area')} value={d ? `${Number(d.total.area).toLocaleString('zh-CN', { minimumFractionDigits: 2 })} ㎡` : '…'} testId="stat-area" />
        <Stat label={t('estate.occupancy')} value={rate === null ? '—' : `${rate}%`} testId="stat-occupancy" />
        <Stat label={t('estate.vacant')} value={d ? String(vacant) : '…'} testId="stat-vacant" />
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard
          title={t('estate.byEstateState')}
          loading={q.isPending}
          testId="chart-estate-states"
          chart={<Bars data={estates} dataKey="estateName" stacked digits={0} series={states.map((s) => ({ name: `s${s}`, label: label('house_use_state', s), color: STATE_COLOR[s] ?? 'gray.6' }))} testId="bars-estate-states" onBar={(i, series) => open(`${estates[i]!.estateId}:${series.slice(1)}`, stateTitle(estates[i]!.estateName, series.slice(1)))} />}
          columns={[t('estate.estate'), ...states.map((s) => label('house_use_state', s))]}
          rows={(d?.estates ?? []).map((e) => ({ id: String(e.estateId), cells: [e.estateName, ...states.map((s) => e.byState.find((x) => x.state === s)?.houses ?? 0)], onOpen: () => open(String(e.estateId), e.estateName) }))}
        />
        <ChartCard
          title={t('estate.byState')}
          loading={q.isPending}
          testId="chart-states"
          chart={<Donut data={(d?.byState ?? []).map((s, i) => ({ name: label('house_use_state', s.state), value: s.houses, color: STATE_COLOR[s.state] ?? PALETTE[i % PALETTE.length]! }))} testId="donut-states" onSlice={(i) => { const s = d!.byState[i]!; open(`:${s.state}`, label('house_use_state', s.state)); }} />}
          columns={[t('estate.state'), t('estate.houses'), t('estate.area')]}
          rows={(d?.byState ?? []).map((s) => ({ id: s.state, cells: [label('house_use_state', s.state), s.houses, s.area], onOpen: () => open(`:${s.state}`, label('house_use_state', s.state)) }))}
        />
      </SimpleGrid>
      <ChartCard
        title={t('estate.areaByEstate')}
        loading={q.isPending}
        testId="chart-area"
        chart={<Bars data={estates} dataKey="estateName" series={[{ name: 'area', label: t('estate.area'), color: 'indigo.6' }]} testId="bars-area" onBar={(i) => open(String(estates[i]!.estateId), estates[i]!.estateName)} />}
        columns={[t('estate.estate'), t('estate.houses'), t('estate.area')]}
        rows={(d?.estates ?? []).map((e) => ({ id: String(e.estateId), cells: [e.estateName, e.houses, e.area], onOpen: () => open(String(e.estateId), e.estateName) }))}
      />
      <DrillDrawer target={drill} onClose={() => setDrill(null)} />
    </Stack>
  );
}
