import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { RunsList } from '../components/runs-list';
import { ShareRulesList } from '../components/share-rules-list';

/** 费用分摊: preview a rule's parts for a period and run the share; the share runs. */
export default function SharingScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('charging');
  return (
    <Stack gap="sm" p="sm" data-testid="sharing-screen">
      <Title order={4}>{title || t('menu.sharing')}</Title>
      <Tabs defaultValue="rules" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="rules">{t('shareRules')}</Tabs.Tab>
          <Tabs.Tab value="runs">{t('runs')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rules" pt="sm">
          <ShareRulesList mode="ops" readOnly={readOnly} />
        </Tabs.Panel>
        <Tabs.Panel value="runs" pt="sm">
          <RunsList estateId={null} kind="share" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
