import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { MonthField } from '../../../shared/date-field';
import { useDictionary, useEstates } from '../api/options';
import { thisPeriod } from '../format';

export interface SheetFilters {
  estateId: number | null;
  period: string;
  kind: string | null;
  house: string;
}

/** 楼盘, 抄表月份, 仪表种类 and the house search, sized for a thumb. */
export function ReadingFilters({ value, onChange }: { value: SheetFilters; onChange: (next: SheetFilters) => void }) {
  const { t } = useTranslation('charging');
  const estates = useEstates();
  const kinds = useDictionary('meter_kind');
  const tw = currentLanguage() === 'zh-TW';
  const set = (patch: Partial<SheetFilters>) => onChange({ ...value, ...patch });
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
      <Select
        label={t('estate')}
        size="md"
        data={(estates.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
        value={value.estateId ? String(value.estateId) : null}
        onChange={(v) => set({ estateId: v ? Number(v) : null })}
        searchable
        data-testid="m-reading-estate"
      />
      <MonthField label={t('mobile.period')} size="md" value={value.period} onChange={(period) => set({ period })} maxMonth={thisPeriod()} required data-testid="m-reading-period" />
      <Select
        label={t('meterKind')}
        size="md"
        placeholder={t('mobile.allKinds')}
        data={kinds.map((k) => ({ value: k.value, label: tw ? k.tw : k.cn }))}
        value={value.kind}
        onChange={(v) => set({ kind: v })}
        clearable
        data-testid="m-reading-kind"
      />
      <TextInput label={t('mobile.search')} size="md" type="search" placeholder={t('mobile.searchPlaceholder')} value={value.house} onChange={(e) => set({ house: e.currentTarget.value })} data-testid="m-reading-search" />
    </SimpleGrid>
  );
}
