import { Group, SimpleGrid, Stack } from '@mantine/core';
import type { DrillSource } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../../shared/china-date';
import type { ScreenProps } from '../../../shared/screen';
import { useServiceDashboard, type DrillTarget } from '../api/dashboards';
import { ChartCard, Stat } from '../components/chart-card';
import { Bars, Donut, PALETTE } from '../components/charts';
import { DrillDrawer } from '../components/drill-drawer';
import { DashboardHead, DaysSelect, daysFrom } from '../components/filters';
import { useCodeLabel } from '../components/labels';

type Kind = 'complaints' | 'repairs';
const STATUS_DICT: Record<Kind, string> = { complaints: 'complaint_status', repairs: 'dispatch_status' };

/** 服务看板: complaints and repairs (dispatches of type 报修) by status, and the open ones by age. */
export default function ServiceDashboard({ title }: ScreenProps) {
  const { t } = useTranslation('dashboards');
  const label = useCodeLabel();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [days, setDays] = useState(90);
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  const from = daysFrom(days);
  const to = chinaToday();
  const q = useServiceDashboard(companyId, from, to);
  const d = q.data;
  const open = (source: DrillSource, key: string, name: string) => setDrill({ source, key, from, to, title: name, ...(companyId ? { companyId } : {}) });

  const cards = (kind: Kind) => {
    const part = d?.[kind];
    const byStatus = part?.byStatus ?? [];
    const ages = (part?.openByAge ?? []).map((a) => ({ ...a, label: t(`ages.${a.age}`) }));
    const name = t(`service.${kind}`);
    const statusTitle = (s: string) => `${name} · ${label(STATUS_DICT[kind], s)}`;
    return [
      <ChartCard
        key={`${kind}-status`}
        title={t('service.byStatus', { kind: name })}
        loading={q.isPending}
        testId={`chart-${kind}-status`}
        chart={<Donut data={byStatus.map((s, i) => ({ name: label(STATUS_DICT[kind], s.status), value: s.count, color: PALETTE[i % PALETTE.length]! }))} testId={`donut-${kind}-status`} onSlice={(i) => open(`${kind}.status`, byStatus[i]!.status, statusTitle(byStatus[i]!.status))} />}
        columns={[t('service.status'), t('service.count')]}
        rows={byStatus.map((s) => ({ id: s.status, cells: [label(STATUS_DICT[kind], s.status), s.count], onOpen: () => open(`${kind}.status`, s.status, statusTitle(s.status)) }))}
      />,
      <ChartCard
        key={`${kind}-age`}
        title={t('service.openByAge', { kind: name })}
        loading={q.isPending}
        testId={`chart-${kind}-age`}
        chart={<Bars data={ages} dataKey="label" digits={0} series={[{ name: 'count', label: t('service.open'), color: 'orange.6' }]} testId={`bars-${kind}-age`} onBar={(i) => open(`${kind}.age`, ages[i]!.age, `${name} · ${ages[i]!.label}`)} />}
        columns={[t('service.age'), t('service.open')]}
        rows={ages.some((a) => a.count > 0) ? ages.map((a) => ({ id: a.age, cells: [a.label, a.count], onOpen: () => open(`${kind}.age`, a.age, `${name} · ${a.label}`) })) : []}
      />,
    ];
  };
  const openCount = (kind: Kind) => (d?.[kind].openByAge ?? []).reduce((n, a) => n + a.count, 0);

  return (
    <Stack gap="sm" p="sm" data-testid="service-dashboard">
      <DashboardHead title={title || t('menu.service')} companyId={companyId} onCompany={setCompanyId}>
        <DaysSelect days={days} onChange={setDays} />
      </DashboardHead>
      <Group gap="sm">
        <Stat label={t('service.complaintsTotal')} value={d ? String(d.complaints.total) : '…'} testId="stat-complaints" />
        <Stat label={t('service.complaintsOpen')} value={d ? String(openCount('complaints')) : '…'} testId="stat-complaints-open" />
        <Stat label={t('service.repairsTotal')} value={d ? String(d.repairs.total) : '…'} testId="stat-repairs" />
        <Stat label={t('service.repairsOpen')} value={d ? String(openCount('repairs')) : '…'} testId="stat-repairs-open" />
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {cards('complaints')}
        {cards('repairs')}
      </SimpleGrid>
      <DrillDrawer target={drill} onClose={() => setDrill(null)} />
    </Stack>
  );
}
