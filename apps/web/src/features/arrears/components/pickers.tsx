import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEstates, useHouses, useRefOptions } from '../api/options';

interface OneProps {
  value: number | null;
  onChange: (value: number | null) => void;
  label?: string;
  w?: number;
  testId?: string;
}
const num = (v: string | null) => (v ? Number(v) : null);

/** 楼盘: the company's estates. */
export function EstateSelect({ value, onChange, label, w = 200, testId = 'estate-select' }: OneProps) {
  const { t } = useTranslation('arrears');
  const estates = useEstates();
  const data = (estates.data ?? []).map((e) => ({ value: String(e.id), label: e.name }));
  return <Select label={label ?? t('estate')} placeholder={t('allEstates')} data={data} value={value ? String(value) : null} onChange={(v) => onChange(num(v))} searchable clearable w={w} data-testid={testId} />;
}

/** 楼宇 of an estate. */
export function BuildingSelect({ estateId, value, onChange, label, w = 160, testId = 'building-select' }: OneProps & { estateId: number | null }) {
  const { t } = useTranslation('arrears');
  const buildings = useRefOptions('building', estateId, !!estateId);
  const data = (buildings.data ?? []).map((o) => ({ value: String(o.id), label: o.label }));
  return <Select label={label ?? t('building')} data={data} value={value ? String(value) : null} onChange={(v) => onChange(num(v))} searchable clearable disabled={!estateId} w={w} data-testid={testId} />;
}

/** 房屋 of an estate (all buildings). */
export function HouseSelect({ estateId, value, onChange, label, w = 260, testId = 'house-select' }: OneProps & { estateId: number | null }) {
  const { t } = useTranslation('arrears');
  const houses = useHouses(estateId);
  const data = (houses.data ?? []).map((h) => ({ value: String(h.id), label: `${h.code} ${h.name}` }));
  return <Select label={label ?? t('house')} data={data} value={value ? String(value) : null} onChange={(v) => onChange(num(v))} searchable clearable disabled={!estateId} limit={200} w={w} data-testid={testId} />;
}

/** 收费项目: charge items. */
export function ItemSelect({ value, onChange, label, w = 160, testId = 'item-select' }: OneProps) {
  const { t } = useTranslation('arrears');
  const items = useRefOptions('charge-item');
  const data = (items.data ?? []).map((o) => ({ value: String(o.id), label: o.label }));
  return <Select label={label ?? t('item')} data={data} value={value ? String(value) : null} onChange={(v) => onChange(num(v))} searchable clearable w={w} data-testid={testId} />;
}
