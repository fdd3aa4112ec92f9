import { useTranslation } from 'react-i18next';
import { HouseSearchSelect, type PickedHouse } from '../../../shared/house-search-select';

export type { PickedHouse };

/** 新建工单's house: found by its code or name. */
export function HouseSelect({ value, onChange }: { value: PickedHouse | null; onChange: (house: PickedHouse | null) => void }) {
  const { t } = useTranslation('workorders');
  return <HouseSearchSelect value={value} onChange={onChange} label={t('fields.house')} placeholder={t('fields.houseHint')} nothingFound={t('fields.houseNone')} testId="wo-house" />;
}
