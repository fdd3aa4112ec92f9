import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { AuditLines } from '../components/audit-lines';
import { RunsList } from '../components/runs-list';

/** 计费审核: the bill lines by state and the runs (计费作业). */
export default function AuditScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('charging');
  return (
    <Stack gap="sm" p="sm" data-testid="audit-screen">
      <Title order={4}>{title || t('menu.audit')}</Title>
      <Tabs defaultValue="lines" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="lines">{t('lines')}</Tabs.Tab>
          <Tabs.Tab value="runs">{t('runs')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lines" pt="sm">
          <AuditLines readOnly={readOnly} title={title || t('menu.audit')} />
        </Tabs.Panel>
        <Tabs.Panel value="runs" pt="sm">
          <RunsList estateId={null} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
