import { dec } from '@pm/domain';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import type { ScreenProps } from '../../../shared/screen';
import { useSettlementDashboard, type DrillTarget } from '../api/dashboards';
import { ChartCard, Stat } from '../components/chart-card';
import { Bars, PALETTE } from '../components/charts';
import { DrillDrawer } from '../components/drill-drawer';
import { DashboardHead, MonthRangeSelect } from '../components/filters';
import { useCodeLabel } from '../components/labels';
import { lastTwelveMonths } from '../components/period';
import { receiptSums } from '../components/receipts';

const rateText = (rate: string | null) => (rate === null ? '—' : `${rate}%`);

/** 结算看板: receivable against received and the collection rate by month and estate, arrears by age and estate, receipts by day and tender. */
export default function SettlementDashboard({ title }: ScreenProps) {
  const { t } = useTranslation('dashboards');
  const label = useCodeLabel();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [range, setRange] = useState(lastTwelveMonths);
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  const q = useSettlementDashboard(companyId, range.from, range.to);
  const d = q.data;
  const loading = q.isPending;
  const scope = { ...(companyId ? { companyId } : {}) };
  const open = (target: Omit<DrillTarget, 'companyId'>) => setDrill({ ...target, ...scope });
  const money = [
    { name: 'receivable', label: t('settlement.receivable'), color: 'blue.6' },
    { name: 'received', label: t('settlement.received'), color: 'teal.6' },
  ];
  const months = (d?.months ?? []).map((m) => ({ ...m, receivable: Number(m.receivable), received: Number(m.received) }));
  const estates = (d?.estates ?? []).map((m) => ({ ...m, receivable: Number(m.receivable), received: Number(m.received) }));
  const ageing = (d?.ageing ?? []).map((b) => ({ ...b, label: label('ageing_bucket', b.code), amount: Number(b.amount) }));
  const arrears = (d?.arrearsByEstate ?? []).map((e) => ({ ...e, amount: Number(e.amount) }));
  const receipts = receiptSums(d?.receipts ?? [], range.from, range.to);
  const methods = [...new Set(receipts.rows.map((r) => r.method))].sort((a, b) => Number(a) - Number(b));
  const bars = new Map<string, Record<string, number | string>>();
  for (const r of receipts.rows) {
    const bar = bars.get(r.key) ?? { key: r.key };
    bar[`m${r.method}`] = Number(r.amount);
    bars.set(r.key, bar);
  }
  const receiptBars = [...bars.values()];
  const byMonth = receipts.unit === 'month';
  const openReceipts = (key: string) =>
    open(byMonth ? { source: 'receipts.day', from: key, to: key, title: t('settlement.drillMonthReceipts', { period: key }) } : { source: 'receipts.day', key, title: t('settlement.drillDay', { day: key }) });
  const arrearsTotal = (d?.ageing ?? []).reduce((sum, b) => sum.plus(b.amount), dec('0')).toFixed(2);
  const monthTitle = (p: string) => t('settlement.drillMonth', { period: p });

  return (
    <Stack gap="sm" p="sm" data-testid="settlement-dashboard">
      <DashboardHead title={title || t('menu.settlement')} companyId={companyId} onCompany={setCompanyId}>
        <MonthRangeSelect from={range.from} to={range.to} onChange={setRange} />
      </DashboardHead>
      <Group gap="sm">
        <Stat label={t('settlement.receivable')} value={d ? amountText(d.total.receivable) : '…'} testId="stat-receivable" />
        <Stat label={t('settlement.received')} value={d ? amountText(d.total.received) : '…'} testId="stat-received" />
        <Stat label={t('settlement.rate')} value={d ? rateText(d.total.rate) : '…'} testId="stat-rate" />
        <Stat label={t('settlement.arrears', { date: d?.asOf ?? '' })} value={d ? amountText(arrearsTotal) : '…'} testId="stat-arrears" />
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard
          title={t('settlement.byMonth')}
          loading={loading}
          testId="chart-months"
          chart={<Bars data={months} dataKey="period" series={money} testId="bars-months" onBar={(i) => open({ source: 'settlement.month', key: months[i]!.period, title: monthTitle(months[i]!.period) })} />}
          columns={[t('settlement.period'), t('settlement.receivable'), t('settlement.received'), t('settlement.rate')]}
          rows={(d?.months ?? []).map((m) => ({ id: m.period, cells: [m.period, amountText(m.receivable), amountText(m.received), rateText(m.rate)], onOpen: () => open({ source: 'settlement.month', key: m.period, title: monthTitle(m.period) }) }))}
        />
        <ChartCard
          title={t('settlement.byEstate')}
          loading={loading}
          testId="chart-estates"
          chart={<Bars data={estates} dataKey="estateName" series={money} testId="bars-estates" onBar={(i) => open({ source: 'settlement.estate', key: String(estates[i]!.estateId), from: range.from, to: range.to, title: t('settlement.drillEstate', { estate: estates[i]!.estateName }) })} />}
          columns={[t('estate.estate'), t('settlement.receivable'), t('settlement.received'), t('settlement.rate')]}
          rows={(d?.estates ?? []).map((e) => ({ id: String(e.estateId), cells: [e.estateName, amountText(e.receivable), amountText(e.received), rateText(e.rate)], onOpen: () => open({ source: 'settlement.estate', key: String(e.estateId), from: range.from, to: range.to, title: t('settlement.drillEstate', { estate: e.estateName }) }) }))}
        />
        <ChartCard
          title={t('settlement.ageing')}
          loading={loading}
          testId="chart-ageing"
          chart={<Bars data={ageing} dataKey="label" series={[{ name: 'amount', label: t('settlement.arrearsAmount'), color: 'orange.6' }]} testId="bars-ageing" onBar={(i) => open({ source: 'arrears.bucket', key: ageing[i]!.code, title: t('settlement.drillBucket', { bucket: ageing[i]!.label }) })} />}
          columns={[t('settlement.bucket'), t('settlement.houses'), t('settlement.lines'), t('settlement.arrearsAmount')]}
          rows={ageing.filter((b) => b.lines > 0).map((b) => ({ id: b.code, cells: [b.label, b.houses, b.lines, amountText(d?.ageing.find((x) => x.code === b.code)?.amount)], onOpen: () => open({ source: 'arrears.bucket', key: b.code, title: t('settlement.drillBucket', { bucket: b.label }) }) }))}
        />
        <ChartCard
          title={t('settlement.arrearsByEstate')}
          loading={loading}
          testId="chart-arrears-estates"
          chart={<Bars data={arrears} dataKey="estateName" series={[{ name: 'amount', label: t('settlement.arrearsAmount'), color: 'red.6' }]} testId="bars-arrears-estates" onBar={(i) => open({ source: 'arrears.estate', key: String(arrears[i]!.estateId), title: t('settlement.drillArrears', { estate: arrears[i]!.estateName }) })} />}
          columns={[t('estate.estate'), t('settlement.houses'), t('settlement.arrearsAmount')]}
          rows={(d?.arrearsByEstate ?? []).map((e) => ({ id: String(e.estateId), cells: [e.estateName, e.houses, amountText(e.amount)], onOpen: () => open({ source: 'arrears.estate', key: String(e.estateId), title: t('settlement.drillArrears', { estate: e.estateName }) }) }))}
        />
      </SimpleGrid>
      <ChartCard
        title={byMonth ? t('settlement.receiptsByMonth') : t('settlement.receipts')}
        loading={loading}
        testId="chart-receipts"
        chart={<Bars data={receiptBars} dataKey="key" stacked series={methods.map((m, i) => ({ name: `m${m}`, label: label('settle_method', m), color: PALETTE[i % PALETTE.length]! }))} testId="bars-receipts" onBar={(i) => openReceipts(String(receiptBars[i]!.key))} />}
        columns={[byMonth ? t('settlement.period') : t('settlement.day'), t('settlement.method'), t('settlement.amount')]}
        rows={receipts.rows.map((r) => ({ id: `${r.key}:${r.method}`, cells: [r.key, label('settle_method', r.method), amountText(r.amount)], onOpen: () => openReceipts(r.key) }))}
      />
      <DrillDrawer target={drill} onClose={() => setDrill(null)} />
    </Stack>
  );
}
