import { Group, Select, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardCompanies } from '../api/dashboards';
import { monthsBefore } from './period';
import { chinaToday } from '../../../shared/china-date';

/** The company chosen: the caller's tree; shown only when there is more than one company. */
export function CompanySelect({ value, onChange }: { value: number | null; onChange: (v: number | null) => void }) {
  const { t } = useTranslation('dashboards');
  const companies = useDashboardCompanies();
  const list = companies.data ?? [];
  if (list.length < 2) return null;
  return (
    <Select
      label={t('filters.company')}
      placeholder={t('filters.allCompanies')}
      data={list.map((c) => ({ value: String(c.id), label: c.name }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      clearable
      w={220}
      data-testid="company-select"
    />
  );
}

/** From and to months (the 36 months ending this month). */
export function MonthRangeSelect({ from, to, onChange }: { from: string; to: string; onChange: (r: { from: string; to: string }) => void }) {
  const { t } = useTranslation('dashboards');
  const now = chinaToday().slice(0, 7);
  const months = Array.from({ length: 36 }, (_, i) => monthsBefore(now, i));
  return (
    <Group gap="sm">
      <Select label={t('filters.from')} data={months} value={from} onChange={(v) => v && onChange({ from: v, to: v > to ? v : to })} allowDeselect={false} w={120} data-testid="from-month" />
      <Select label={t('filters.to')} data={months} value={to} onChange={(v) => v && onChange({ from: v < from ? v : from, to: v })} allowDeselect={false} w={120} data-testid="to-month" />
    </Group>
  );
}

/** The days looked at: the last 30, 90 or 365 days up to today. */
export function DaysSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useTranslation('dashboards');
  return (
    <Select
      label={t('filters.days')}
      data={[30, 90, 365].map((d) => ({ value: String(d), label: t(`filters.last${d}`) }))}
      value={String(days)}
      onChange={(v) => v && onChange(Number(v))}
      allowDeselect={false}
      w={140}
      data-testid="days-select"
    />
  );
}

/** The first day of the last `days` days up to today (China). */
export function daysFrom(days: number): string {
  const d = new Date(`${chinaToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (days - 1));
  return d.toISOString().slice(0, 10);
}

/** A dashboard's title and, at its right, the company and the dashboard's period (`children`). */
export function DashboardHead({ title, companyId, onCompany, children }: { title: string; companyId: number | null; onCompany: (v: number | null) => void; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end">
      <Title order={4}>{title}</Title>
      <Group gap="sm" align="flex-end">
        <CompanySelect value={companyId} onChange={onCompany} />
        {children}
      </Group>
    </Group>
  );
}
