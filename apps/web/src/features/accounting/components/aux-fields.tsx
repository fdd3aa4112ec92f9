import { Group, Select, TextInput } from '@mantine/core';
import type { Subject } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { useEstates, useHouses } from '../api/estates';
import type { LineDraft } from './line-grid-logic';

interface Props {
  subject: Subject | undefined;
  line: LineDraft;
  onChange: (patch: Partial<LineDraft>) => void;
  disabled?: boolean;
  index: number;
}

/** 辅助核算 of one row: the estate, house and customer the subject asks for (nothing when it has none). */
export function AuxFields({ subject, line, onChange, disabled, index }: Props) {
  const { t } = useTranslation('accounting');
  const aux = subject?.aux ?? [];
  const wantsEstate = aux.includes('estate') || aux.includes('house');
  const estates = useEstates(wantsEstate);
  const houses = useHouses(aux.includes('house') ? line.estateId : null);
  if (aux.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" data-testid={`aux-${index}`}>
      {wantsEstate ? (
        <Select
          size="xs"
          w={120}
          placeholder={t('vouchers.aux.estate')}
          aria-label={t('vouchers.aux.estate')}
          data={(estates.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
          value={line.estateId ? String(line.estateId) : null}
          onChange={(v) => onChange({ estateId: v ? Number(v) : null, houseId: null })}
          searchable
          clearable
          disabled={disabled}
        />
      ) : null}
      {aux.includes('house') ? (
        <Select
          size="xs"
          w={150}
          placeholder={t('vouchers.aux.house')}
          aria-label={t('vouchers.aux.house')}
          data={(houses.data ?? []).map((h) => ({ value: String(h.id), label: `${h.code} ${h.name}` }))}
          value={line.houseId ? String(line.houseId) : null}
          onChange={(v) => onChange({ houseId: v ? Number(v) : null })}
          searchable
          clearable
          limit={200}
          disabled={disabled || !line.estateId}
        />
      ) : null}
      {aux.includes('customer') ? (
        <TextInput
          size="xs"
          w={100}
          placeholder={t('vouchers.aux.customer')}
          aria-label={t('vouchers.aux.customer')}
          value={line.customerName}
          maxLength={60}
          onChange={(e) => onChange({ customerName: e.currentTarget.value })}
          disabled={disabled}
        />
      ) : null}
    </Group>
  );
}
