import { Badge, Group, SegmentedControl } from '@mantine/core';
import type { DocKind, TodoCounts } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { NOTICE_BADGE_CAP } from '../../../shared/config';

export type KindFilter = DocKind | 'all';
const KINDS: KindFilter[] = ['all', 'normal', 'internal', 'report'];
const COUNT_KEY = { normal: 'normalDocCount', internal: 'internalDocCount', report: 'reportDocCount' } as const;

/** The document kind to list, with each kind's to-do count when given (shown up to 99). */
export function KindSegments({ value, onChange, counts, testId }: { value: KindFilter; onChange: (k: KindFilter) => void; counts?: TodoCounts; testId: string }) {
  const { t } = useTranslation('workflow');
  const data = KINDS.map((k) => {
    const n = counts && k !== 'all' ? counts[COUNT_KEY[k]] : counts ? counts.normalDocCount + counts.internalDocCount + counts.reportDocCount : 0;
    return {
      value: k,
      label: (
        <Group gap={4} wrap="nowrap" justify="center">
          {t(`kinds.${k}`)}
          {counts && n > 0 && (
            <Badge size="xs" color="red" circle={n < 10} data-testid={`count-${k}`}>
              {Math.min(n, NOTICE_BADGE_CAP)}
            </Badge>
          )}
        </Group>
      ),
    };
  });
  return <SegmentedControl size="xs" value={value} onChange={(v) => onChange(v as KindFilter)} data={data} data-testid={testId} />;
}

export const kindOf = (k: KindFilter): DocKind | undefined => (k === 'all' ? undefined : k);
export const kindCode = (k: KindFilter): number => KINDS.indexOf(k);
