import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHouseArrears } from '../api/house-arrears';
import { ArrearsStatement } from './arrears-statement';
import { errorText } from '../../../api/error-text';
import { HouseArrearsTable } from './house-arrears-table';
import { MenuLink } from '../../../shared/menu-link';

/** A house's arrears from the query list: its open lines, the statement to print, and on to 欠费明细 or the counter. */
export function HouseArrearsDrawer({ house, onClose }: { house: { id: number; label: string } | null; onClose: () => void }) {
  const { t } = useTranslation('arrears');
  const [printing, setPrinting] = useState(false);
  const arrears = useHouseArrears(house?.id ?? null);
  return (
    <Drawer opened={house !== null} onClose={onClose} position="right" size="xl" title={house?.label} data-testid="house-arrears-drawer">
      {house ? (
        <Stack gap="sm">
          <Group gap="md">
            <Button size="xs" variant="light" onClick={() => setPrinting(true)} data-testid="print-statement">{t('statement.print')}</Button>
            <MenuLink component="charging/arrears/detail" params={{ houseId: house.id }} testId="link-detail" onFollow={onClose}>{t('links.detail')}</MenuLink>
            <MenuLink component="charging/settle/normal" params={{ houseId: house.id }} testId="link-counter" onFollow={onClose}>{t('links.counter')}</MenuLink>
          </Group>
          <HouseArrearsTable data={arrears.data} loading={arrears.isPending} error={arrears.error ? errorText(arrears.error) : undefined} />
          {printing ? <ArrearsStatement houseId={house.id} onClose={() => setPrinting(false)} /> : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}
