import { Alert, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a list shows instead of rows: a loader, the load failure (`failedText`, else the common words), or `emptyText` (暂无数据 unless told). */
export function ListState({ loading, failed, empty, emptyText, failedText }: { loading: boolean; failed: boolean; empty: boolean; emptyText?: string | undefined; failedText?: string | undefined }) {
  const { t } = useTranslation('common');
  if (loading)
    return (
      <Center p="xl" data-testid="list-loading">
        <Loader size="sm" />
      </Center>
    );
  if (failed)
    return (
      <Alert color="red" m="sm" data-testid="list-failed">
        {failedText ?? t('list.loadFailed')}
      </Alert>
    );
  if (!empty) return null;
  return (
    <Center p="xl">
      <Text c="dimmed" data-testid="list-empty">
        {emptyText ?? t('list.empty')}
      </Text>
    </Center>
  );
}
