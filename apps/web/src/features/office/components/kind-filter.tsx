import { SegmentedControl } from '@mantine/core';
import type { DocKind } from '@pm/contracts';
import { useTranslation } from 'react-i18next';

export type KindChoice = DocKind | 'all';
const KINDS: KindChoice[] = ['all', 'normal', 'internal', 'report'];

/** The document kind an office list shows (全部, 普通, 内部, 报告). */
export function KindFilter({ value, onChange }: { value: KindChoice; onChange: (kind: KindChoice) => void }) {
  const { t } = useTranslation('office');
  return (
    <SegmentedControl size="xs" value={value} onChange={(v) => onChange(v as KindChoice)}
      data={KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
  );
}
