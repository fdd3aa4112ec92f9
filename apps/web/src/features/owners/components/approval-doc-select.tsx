import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApprovalDocs } from '../api/budgets';

/** A workflow document of the company picked by its number and subject (finished ones by default). */
export function ApprovalDocSelect({ value, onChange, status = 'finished', label, testId }: { value: number | null; onChange: (id: number | null) => void; status?: 'finished' | 'any'; label: string; testId: string }) {
  const { t } = useTranslation('owners');
  const docs = useApprovalDocs(status);
  return (
    <Select
      label={label}
      placeholder={docs.isPending ? t('loading') : (docs.data?.rows.length ?? 0) === 0 ? t('doc.none') : t('doc.pick')}
      data={(docs.data?.rows ?? []).map((d) => ({ value: String(d.id), label: `${d.docNumber ? `${d.docNumber} ` : ''}${d.subject}（${d.statusName}）` }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      clearable
      w={320}
      data-testid={testId}
    />
  );
}
