import { Select } from '@mantine/core';
import type { Subject } from '@pm/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  subjects: readonly Subject[];
  value: number | null;
  onChange: (subject: Subject | null) => void;
  error?: string | undefined;
  disabled?: boolean;
  testId?: string;
}

/** Only an active leaf takes voucher lines; it is found by code or by any part of its full name. */
export function postingSubjects(subjects: readonly Subject[]): Subject[] {
  return subjects.filter((s) => s.leaf && s.active);
}

/** 科目: a searchable pick of the leaf subjects, shown as "112201 应收账款-物业服务费". */
export function SubjectSelect({ subjects, value, onChange, error, disabled, testId }: Props) {
  const { t } = useTranslation('accounting');
  const leaves = useMemo(() => postingSubjects(subjects), [subjects]);
  const data = useMemo(() => {
    const items = leaves.map((s) => ({ value: String(s.id), label: `${s.code} ${s.fullName}` }));
    // A draft may name a subject that has since been closed: keep it visible so the row is not blanked.
    const current = value === null ? undefined : subjects.find((s) => s.id === value);
    if (current && !leaves.includes(current)) items.push({ value: String(current.id), label: `${current.code} ${current.fullName}` });
    return items;
  }, [leaves, subjects, value]);
  return (
    <Select
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? (subjects.find((s) => String(s.id) === v) ?? null) : null)}
      searchable
      clearable
      limit={50}
      placeholder={t('vouchers.subjectHint')}
      nothingFoundMessage={t('vouchers.noSubject')}
      error={error}
      disabled={disabled}
      size="xs"
      comboboxProps={{ withinPortal: true }}
      aria-label={t('vouchers.subject')}
      data-testid={testId}
    />
  );
}
