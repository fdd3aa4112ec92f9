import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { BindingsTab } from '../components/bindings-tab';
import { HouseChargingPanel } from '../components/house-charging-panel';
import { StandardsTab } from '../components/standards-tab';

/** 收费标准: standards (versions), their bindings, and a house's charge items. */
export default function StandardsScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('charging');
  return (
    <Stack gap="sm" p="sm" data-testid="standards-screen">
      <Title order={4}>{title || t('menu.standards')}</Title>
      <Tabs defaultValue="standards" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="standards">{t('menu.standards')}</Tabs.Tab>
          <Tabs.Tab value="bindings">{t('bindings')}</Tabs.Tab>
          <Tabs.Tab value="house">{t('houseCharging')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="standards" pt="sm">
          <StandardsTab readOnly={readOnly} title={title || t('menu.standards')} />
        </Tabs.Panel>
        <Tabs.Panel value="bindings" pt="sm">
          <BindingsTab readOnly={readOnly} title={t('bindings')} />
        </Tabs.Panel>
        <Tabs.Panel value="house" pt="sm">
          <HouseChargingPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
