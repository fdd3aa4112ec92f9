import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { BindingsTab } from '../components/bindings-tab';
import { MetersList } from '../components/meters-list';

/** 仪表设置: an estate's meters and the usage standards bound to them (bulk bind to meters). */
export default function MetersScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('charging');
  return (
    <Stack gap="sm" p="sm" data-testid="meters-screen">
      <Title order={4}>{title || t('menu.meters')}</Title>
      <Tabs defaultValue="bindings" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="bindings">{t('meterBindings')}</Tabs.Tab>
          <Tabs.Tab value="meters">{t('meters')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="bindings" pt="sm">
          <BindingsTab readOnly={readOnly} title={t('meterBindings')} targetType="meter" />
        </Tabs.Panel>
        <Tabs.Panel value="meters" pt="sm">
          <MetersList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
