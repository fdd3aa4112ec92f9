import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AREA_TYPES, BASES, fieldsFor, PRICE_METHODS, PRORATIONS, ROUNDINGS, type StandardDraft } from './standard-form-logic';
import { TierEditor } from './tier-editor';
import type { TierProblem } from './tier-rules';

interface Props {
  draft: StandardDraft;
  set: (patch: Partial<StandardDraft>) => void;
  errors: Record<string, string>;
  tierProblems: TierProblem[];
  disabled: boolean;
}

/** The price part of a standard: method, basis, area type, and the inputs the method needs. */
export function StandardPriceFields({ draft, set, errors, tierProblems, disabled }: Props) {
  const { t } = useTranslation('charging');
  const show = fieldsFor(draft);
  const options = (prefix: string, list: readonly string[]) => list.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));
  return (
    <>
      <Group grow>
        <Select label={t('priceMethod')} data={options('priceMethods', PRICE_METHODS)} value={draft.priceMethod} allowDeselect={false} disabled={disabled} onChange={(v) => v && set({ priceMethod: v as StandardDraft['priceMethod'] })} data-testid="price-method" />
        {show.basis ? (
          <Select label={t('basis')} data={options('bases', BASES)} value={draft.basis} allowDeselect={false} disabled={disabled} onChange={(v) => v && set({ basis: v as StandardDraft['basis'] })} data-testid="basis" />
        ) : null}
      </Group>
      <Group grow>
        {show.areaType ? (
          <Select label={t('areaType')} data={options('areaTypes', AREA_TYPES)} value={draft.areaType} allowDeselect={false} disabled={disabled} onChange={(v) => v && set({ areaType: v as StandardDraft['areaType'] })} data-testid="area-type" />
        ) : null}
        {show.unitPrice ? (
          <TextInput label={draft.priceMethod === '4' ? t('dailyPrice') : t('unitPrice')} required value={draft.unitPrice} error={errors.unitPrice} disabled={disabled} onChange={(e) => set({ unitPrice: e.currentTarget.value })} data-testid="unit-price" />
        ) : null}
        {show.fixedAmount ? (
          <TextInput label={t('fixedAmount')} required value={draft.fixedAmount} error={errors.fixedAmount} disabled={disabled} onChange={(e) => set({ fixedAmount: e.currentTarget.value })} data-testid="fixed-amount" />
        ) : null}
      </Group>
      {show.tiers ? <TierEditor value={draft.tiers} onChange={(tiers) => set({ tiers })} problems={tierProblems} disabled={disabled} /> : null}
      <Group grow>
        <TextInput label={t('vacantRate')} description={t('vacantRateHint')} value={draft.vacantRate} error={errors.vacantRate} disabled={disabled} onChange={(e) => set({ vacantRate: e.currentTarget.value })} />
        <Select label={t('rounding')} data={options('roundings', ROUNDINGS)} value={draft.rounding} allowDeselect={false} disabled={disabled} onChange={(v) => v && set({ rounding: v as StandardDraft['rounding'] })} />
        <Select label={t('proration')} data={options('prorations', PRORATIONS)} value={draft.proration} allowDeselect={false} disabled={disabled} onChange={(v) => v && set({ proration: v as StandardDraft['proration'] })} />
      </Group>
    </>
  );
}
