import { Group, Pagination, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Paging under a list: 共 N 条 (or the list's own `summary`, e.g. a voucher list's sums) and the pages. One page shows
 * one page's worth (`size`); a list with nothing still shows page 1. A list that lets the user choose its page size
 * gives the `sizes` offered and `onSize`: the N 条/页 choice stands before the pages.
 */
export function ListFooter({ total, page, size, onPage, summary, sizes, onSize }: { total: number; page: number; size: number; onPage: (page: number) => void; summary?: ReactNode; sizes?: readonly number[]; onSize?: (size: number) => void }) {
  const { t } = useTranslation('common');
  const pages = <Pagination total={Math.max(1, Math.ceil(total / size))} value={page} onChange={onPage} size="sm" />;
  return (
    <Group justify="space-between">
      {summary ?? <Text size="sm" c="dimmed">{t('list.total', { count: total })}</Text>}
      {sizes && onSize ? (
        <Group gap="sm">
          <Select
            w={110}
            data={sizes.map((s) => ({ value: String(s), label: t('list.pageSize', { size: s }) }))}
            value={String(size)}
            // a choice cleared (the chosen one clicked again) is the first size
            onChange={(v) => onSize(v ? Number(v) : (sizes[0] ?? size))}
            data-testid="list-page-size"
          />
          {pages}
        </Group>
      ) : (
        pages
      )}
    </Group>
  );
}
