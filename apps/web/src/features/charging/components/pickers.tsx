import { MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEstates, useHouses, useRefOptions } from '../api/options';

interface OneProps {
  value: number | null;
  onChange: (value: number | null) => void;
  label?: string;
  required?: boolean;
  error?: string | undefined;
  disabled?: boolean;
  w?: number;
  testId?: string;
}
const num = (v: string | null) => (v ? Number(v) : null);

/** 楼盘: the company's estates. */
export function EstateSelect({ value, onChange, label, required, error, disabled, w = 200, testId = 'estate-select' }: OneProps) {
  const { t } = useTranslation('charging');
  const estates = useEstates();
  const data = (estates.data ?? []).map((e) => ({ value: String(e.id), label: e.name }));
  return (
    <Select label={label ?? t('estate')} data={data} value={value ? String(value) : null} onChange={(v) => onChange(num(v))} searchable clearable={!required} required={required} error={error} disabled={disabled} w={w} data-testid={testId} />
  );
}

/** 收费项目: charge items (收费规则). */
export function ItemSelect({ value, onChange, label, required, error, disabled, w = 180, testId = 'item-select' }: OneProps) {
  const { t } = useTranslation('charging');
  const items = useRefOptions('charge-item');
  const data = (items.data ?? []).map((o) => ({ value: String(o.id), label: o.label }));
  return (
    <Select label={label ?? t('item')} data={data} value={value ? String(value) : null} onChange={(v) => onChange(num(v))} searchable clearable={!required} required={required} error={error} disabled={disabled} w={w} data-testid={testId} />
  );
}

/** 房屋 of an estate (all buildings). */
export function HouseSelect({ estateId, value, onChange, label, required, error, disabled, w = 300, testId = 'house-select' }: OneProps & { estateId: number | null }) {
  const { t } = useTranslation('charging');
  const houses = useHouses(estateId);
  const data = (houses.data ?? []).map((h) => ({ value: String(h.id), label: `${h.code} ${h.name}` }));
  return (
    <Select label={label ?? t('house')} data={data} value={value ? String(value) : null} onChange={(v) => onChange(num(v))} searchable clearable={!required} required={required} error={error} disabled={disabled || !estateId} limit={200} w={w} data-testid={testId} />
  );
}

/** 楼宇 of an estate. */
export function BuildingSelect({ estateId, value, onChange, label, disabled, w = 180, testId = 'building-select' }: OneProps & { estateId: number | null }) {
  const { t } = useTranslation('charging');
  const buildings = useRefOptions('building', estateId, !!estateId);
  const data = (buildings.data ?? []).map((o) => ({ value: String(o.id), label: o.label }));
  return <Select label={label ?? t('building')} data={data} value={value ? String(value) : null} onChange={(v) => onChange(num(v))} searchable clearable disabled={disabled || !estateId} w={w} data-testid={testId} />;
}

interface ManyProps {
  estateId: number | null;
  value: number[];
  onChange: (value: number[]) => void;
  label?: string;
  testId?: string;
}

/** Several buildings of an estate. */
export function BuildingsPicker({ estateId, value, onChange, label, testId = 'buildings-picker' }: ManyProps) {
  const { t } = useTranslation('charging');
  const buildings = useRefOptions('building', estateId, !!estateId);
  const data = (buildings.data ?? []).map((o) => ({ value: String(o.id), label: o.label }));
  return <MultiSelect label={label ?? t('buildings')} data={data} value={value.map(String)} onChange={(v) => onChange(v.map(Number))} searchable clearable disabled={!estateId} data-testid={testId} />;
}

/** Several houses of an estate. */
export function HousesPicker({ estateId, value, onChange, label, testId = 'houses-picker' }: ManyProps) {
  const { t } = useTranslation('charging');
  const houses = useHouses(estateId);
  const data = (houses.data ?? []).map((h) => ({ value: String(h.id), label: `${h.code} ${h.name}` }));
  return <MultiSelect label={label ?? t('houses')} data={data} value={value.map(String)} onChange={(v) => onChange(v.map(Number))} searchable clearable limit={200} disabled={!estateId} data-testid={testId} />;
}

/** Several charge items. */
export function ItemsPicker({ value, onChange, label, testId = 'items-picker' }: Omit<ManyProps, 'estateId'>) {
  const { t } = useTranslation('charging');
  const items = useRefOptions('charge-item');
  const data = (items.data ?? []).map((o) => ({ value: String(o.id), label: o.label }));
  return <MultiSelect label={label ?? t('items')} data={data} value={value.map(String)} onChange={(v) => onChange(v.map(Number))} searchable clearable data-testid={testId} />;
}
