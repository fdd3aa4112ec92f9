import { Group, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Paging under a list: 共 N 条 (or the list's own `summary`, e.g. a voucher list's sums) and the pages. One page shows
 * one page's worth (`size`); a list with nothing still shows page 1.
 */
export function ListFooter({ total, page, size, onPage, summary }: { total: number; page: number; size: number; onPage: (page: number) => void; summary?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Group justify="space-between">
      {summary ?? <Text size="sm" c="dimmed">{t('list.total', { count: total })}</Text>}
      <Pagination total={Math.max(1, Math.ceil(total / size))} value={page} onChange={onPage} size="sm" />
    </Group>
  );
}
