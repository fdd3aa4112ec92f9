import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useCustomerDashboard, type DrillTarget } from '../api/dashboards';
import { ChartCard, Stat } from '../components/chart-card';
import { Bars, Donut, PALETTE } from '../components/charts';
import { DrillDrawer } from '../components/drill-drawer';
import { DashboardHead, MonthRangeSelect } from '../components/filters';
import { useCodeLabel } from '../components/labels';
import { lastTwelveMonths } from '../components/period';

/** 客户看板: owners and residents (composition), the complaint trend by month and satisfaction. */
export default function CustomerDashboard({ title }: ScreenProps) {
  const { t } = useTranslation('dashboards');
  const label = useCodeLabel();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [range, setRange] = useState(lastTwelveMonths);
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  const q = useCustomerDashboard(companyId, range.from, range.to);
  const d = q.data;
  const scope = companyId ? { companyId } : {};
  const owners = () => setDrill({ source: 'customer.owners', title: t('customer.owners'), ...scope });
  const residents = () => setDrill({ source: 'customer.residents', title: t('customer.residents'), ...scope });
  const month = (m: string) => setDrill({ source: 'complaints.month', key: m, title: t('customer.drillMonth', { month: m }), ...scope });
  const relations = (d?.residentRelations ?? []).map((r) => ({ ...r, label: label('resident_relation', r.relation) }));
  const trend = d?.complaintTrend ?? [];

  return (
    <Stack gap="sm" p="sm" data-testid="customer-dashboard">
      <DashboardHead title={title || t('menu.customer')} companyId={companyId} onCompany={setCompanyId}>
        <MonthRangeSelect from={range.from} to={range.to} onChange={setRange} />
      </DashboardHead>
      <Group gap="sm">
        <Stat label={t('customer.owners')} value={d ? String(d.owners) : '…'} testId="stat-owners" />
        <Stat label={t('customer.residents')} value={d ? String(d.residents) : '…'} testId="stat-residents" />
        <Stat label={t('customer.complaints')} value={d ? String(trend.reduce((n, m) => n + m.count, 0)) : '…'} testId="stat-complaints" />
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard
          title={t('customer.ownerTypes')}
          loading={q.isPending}
          testId="chart-owner-types"
          chart={<Donut data={(d?.ownerTypes ?? []).map((o, i) => ({ name: label('owner_type', o.type), value: o.count, color: PALETTE[i % PALETTE.length]! }))} testId="donut-owner-types" onSlice={owners} />}
          columns={[t('customer.ownerType'), t('customer.count')]}
          rows={(d?.ownerTypes ?? []).map((o) => ({ id: o.type, cells: [label('owner_type', o.type), o.count], onOpen: owners }))}
        />
        <ChartCard
          title={t('customer.relations')}
          loading={q.isPending}
          testId="chart-relations"
          chart={<Bars data={relations} dataKey="label" digits={0} series={[{ name: 'count', label: t('customer.residents'), color: 'teal.6' }]} testId="bars-relations" onBar={residents} />}
          columns={[t('customer.relation'), t('customer.count')]}
          rows={relations.map((r) => ({ id: r.relation, cells: [r.label, r.count], onOpen: residents }))}
        />
        <ChartCard
          title={t('customer.trend')}
          loading={q.isPending}
          testId="chart-trend"
          chart={<Bars data={trend} dataKey="month" digits={0} series={[{ name: 'count', label: t('customer.complaints'), color: 'red.6' }]} testId="bars-trend" onBar={(i) => month(trend[i]!.month)} />}
          columns={[t('customer.month'), t('customer.count')]}
          rows={trend.map((m) => ({ id: m.month, cells: [m.month, m.count], onOpen: () => month(m.month) }))}
        />
        <ChartCard
          title={t('customer.satisfaction')}
          loading={q.isPending}
          testId="chart-satisfaction"
          chart={<Donut data={(d?.satisfaction ?? []).map((s, i) => ({ name: label('satisfaction', s.level), value: s.count, color: PALETTE[i % PALETTE.length]! }))} testId="donut-satisfaction" />}
          columns={[t('customer.level'), t('customer.count')]}
          rows={(d?.satisfaction ?? []).map((s) => ({ id: s.level, cells: [label('satisfaction', s.level), s.count] }))}
        />
      </SimpleGrid>
      <DrillDrawer target={drill} onClose={() => setDrill(null)} />
    </Stack>
  );
}
