import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableState as SharedTableState } from '../../../shared/table-state';

/** Paging under a list: 共 N 条 and the pages. */
export function ListFooter({ total, page, size, onPage }: { total: number; page: number; size: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('arrears');
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">{t('total', { count: total })}</Text>
      <Pagination total={Math.max(1, Math.ceil(total / size))} value={page} onChange={onPage} size="sm" />
    </Group>
  );
}

/** The shared loading / empty / failed row, empty in this area's words. */
export function TableState({ error, emptyText, ...rest }: { loading: boolean; empty: boolean; error?: string | undefined; cols: number; emptyText?: string }) {
  const { t } = useTranslation('arrears');
  return <SharedTableState {...rest} error={error} emptyText={emptyText ?? t('empty')} />;
}
