import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { labelText } from '../labels';
import { dataKinds } from './data-kinds';

/** Which kind of basic data to import or export. */
export function KindPicker({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  const { t } = useTranslation('records');
  return (
    <Select
      label={t('data.kind')}
      data={dataKinds().map((d) => ({ value: d.key, label: labelText(d.title) }))}
      value={value}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
      w={220}
      data-testid="data-kind"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
