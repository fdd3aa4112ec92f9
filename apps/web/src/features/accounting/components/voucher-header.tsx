import { Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import type { VoucherWord } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import type { FormState } from './voucher-form-state';
import { StatusBadge } from './status-badge';
import { DateField } from '../../../shared/date-field';

interface Props {
  state: FormState;
  words: readonly VoucherWord[];
  onChange: (patch: Partial<FormState>) => void;
  disabled: boolean;
}

/** 凭证字 and 号 (given at save), 日期, 附单据张数, and the draft's state. */
export function VoucherHeader({ state, words, onChange, disabled }: Props) {
  const { t } = useTranslation('accounting');
  return (
    <Group align="flex-end" gap="md" data-testid="voucher-header">
      <Select label={t('vouchers.word')} data={words.map((w) => ({ value: w, label: w }))} value={state.word} onChange={(v) => v && onChange({ word: v as VoucherWord })} allowDeselect={false} disabled={disabled || state.id !== null} w={80} data-testid="voucher-word" />
      <div>
        <Text size="sm" fw={500}>{t('vouchers.no')}</Text>
        <Text size="lg" fw={700} c="red" data-testid="voucher-label">{state.id === null ? t('vouchers.numberAtSave') : state.number === null ? t('vouchers.heldNumber') : state.label}</Text>
      </div>
      <DateField label={t('vouchers.date')} value={state.voucherDate} onChange={(v) => onChange({ voucherDate: v })} disabled={disabled} w={160} data-testid="voucher-date" />
      <NumberInput label={t('vouchers.attachments')} value={state.attachments} min={0} max={9999} allowDecimal={false} allowNegative={false} onChange={(v) => onChange({ attachments: typeof v === 'number' ? v : Number(v) || 0 })} disabled={disabled} w={110} data-testid="voucher-attachments" />
      <TextInput label={t('vouchers.remark')} value={state.remark} maxLength={200} onChange={(e) => onChange({ remark: e.currentTarget.value })} disabled={disabled} w={220} />
      {state.status !== null ? <StatusBadge status={state.status} numbered={state.number !== null} /> : null}
    </Group>
  );
}
