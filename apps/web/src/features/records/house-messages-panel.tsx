import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MenuLink } from '../../shared/menu-link';
import type { ScreenProps } from '../../shared/screen';
import { HouseMessagesTable } from './components/house-messages-table';

/**
 * 消息记录 of the house chosen in 综合查询 (?houseId=, as its other panels): the house's card shows what its owners
 * were sent and how it went, with a link to 消息发送 for the whole list.
 */
export default function HouseMessagesPanel(_props: ScreenProps) {
  const { t } = useTranslation('records');
  const [params] = useSearchParams();
  const id = Number(params.get('houseId'));
  const houseId = Number.isInteger(id) && id > 0 ? id : null;
  if (houseId === null) return <Text c="dimmed" size="sm" p="sm">{t('houseMessages.noHouse')}</Text>;
  return (
    <Stack gap="xs" p="sm" data-testid="house-messages-panel">
      <Group justify="flex-end">
        <MenuLink component="charging/ops/messages" params={{ houseId }} testId="house-messages-all">{t('houseMessages.all')}</MenuLink>
      </Group>
      <HouseMessagesTable houseId={houseId} />
    </Stack>
  );
}
