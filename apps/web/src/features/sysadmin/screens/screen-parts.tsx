import { Alert, Button, Center, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/page-loader';

/** A 系统管理 screen's frame: the paper and its title. */
export function AdminScreen({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <Paper p="md" data-testid={testId}>
      <Title order={4} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * What a read shows: a loader (`h` high) while it loads, 加载失败 if it failed, the `empty` words (in a box `empty.h`
 * high, else plain) when its data has nothing to show, else what `children` draws of the data.
 */
export function Loaded<T>({ query, h = 240, empty, children }: { query: { isPending: boolean; isError: boolean; data: T | undefined }; h?: number; empty?: { when: (data: T) => boolean; text: string; h?: number }; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('sysadmin');
  if (query.isPending) return <PageLoader h={h} />;
  if (query.isError) return <Alert color="red">{t('loadFailed')}</Alert>;
  // a read neither pending nor failed has its data
  if (query.data === undefined) return null;
  if (empty?.when(query.data))
    return empty.h ? (
      <Center h={empty.h}>
        <Text c="dimmed">{empty.text}</Text>
      </Center>
    ) : (
      <Text c="dimmed">{empty.text}</Text>
    );
  return <>{children(query.data)}</>;
}

/** A dialog's 取消 and 保存 (saving: the save button spins). */
export function CancelSave({ onCancel, onSave, saving }: { onCancel: () => void; onSave: () => void; saving: boolean }) {
  const { t } = useTranslation('sysadmin');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('settings.cancel')}
      </Button>
      <Button loading={saving} onClick={onSave}>
        {t('settings.save')}
      </Button>
    </Group>
  );
}
