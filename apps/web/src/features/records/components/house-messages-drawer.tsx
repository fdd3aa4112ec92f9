import { Drawer, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MenuLink } from '../../../shared/menu-link';
import { HouseMessagesTable } from './house-messages-table';

interface Props {
  house: { id: number; code: string; name: string };
  opened: boolean;
  onClose: () => void;
}

/** 消息记录: what was sent to the house's owners (催缴, reminders, receipts…) by SMS, WeChat or 告知公文, and how it went. */
export function HouseMessagesDrawer({ house, opened, onClose }: Props) {
  const { t } = useTranslation('records');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={t('houseMessages.title', { house: `${house.code} ${house.name}`.trim() })} data-testid="house-messages-drawer">
      <Stack gap="sm">
        <Group justify="flex-end">
          <MenuLink component="charging/ops/messages" params={{ houseId: house.id }} testId="house-messages-all" onFollow={onClose}>{t('houseMessages.all')}</MenuLink>
        </Group>
        <HouseMessagesTable houseId={house.id} enabled={opened} />
      </Stack>
    </Drawer>
  );
}
