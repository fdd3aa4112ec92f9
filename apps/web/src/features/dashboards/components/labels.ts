import { allDictionaries } from '@pm/contracts';
import { useTranslation } from 'react-i18next';

let byCode: Map<string, Map<string, { cn: string; tw: string }>> | null = null;

/** A dictionary code's label in the language shown ('ageing_bucket' from this feature's strings). */
export function useCodeLabel() {
  const { t, i18n } = useTranslation('dashboards');
  byCode ??= new Map(allDictionaries().map((d) => [d.code, new Map(d.items.map((i) => [i.value, i.label]))]));
  const tw = i18n.language === 'zh-TW';
  return (dictionary: string, value: string | null | undefined): string => {
    if (value === null || value === undefined) return '';
    if (dictionary === 'ageing_bucket') return t(`buckets.${value}`, { defaultValue: value });
    const label = byCode?.get(dictionary)?.get(value);
    return label ? (tw ? label.tw : label.cn) : value;
  };
}
