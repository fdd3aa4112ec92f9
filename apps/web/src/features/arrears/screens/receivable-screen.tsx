import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useArrearsDate } from '../api/arrears-date';
import { useHouseArrears } from '../api/house-arrears';
import { useHouseCharging } from '../api/house-charging';
import { useHouseLedger } from '../api/ledger';
import { AccountBalances } from '../components/account-balances';
import { ChargeItemsTable } from '../components/charge-items-table';
import { useChosenHouse } from '../components/chosen-house';
import { errorText } from '../../../api/error-text';
import { HouseArrearsTable } from '../components/house-arrears-table';
import { HousePicker } from '../components/house-picker';
import { MenuLink } from '../../../shared/menu-link';

/** 应收信息查询: what a house owes now (lines, late fees, total), since when, its charge items and its accounts. */
export default function ReceivableScreen({ title }: ScreenProps) {
  const { t } = useTranslation('arrears');
  const { estateId, setEstateId, houseId, setHouseId } = useChosenHouse();
  const arrears = useHouseArrears(houseId);
  const since = useArrearsDate(houseId);
  const charging = useHouseCharging(houseId);
  const ledger = useHouseLedger(houseId);

  return (
    <Stack gap="sm" p="sm" data-testid="receivable-screen">
      <Title order={4}>{title || t('menu.receivable')}</Title>
      <HousePicker estateId={estateId} houseId={houseId} onEstate={setEstateId} onHouse={setHouseId}>
        {houseId ? <MenuLink component="charging/settle/normal" params={{ houseId }} testId="link-counter">{t('links.counter')}</MenuLink> : null}
      </HousePicker>
      {!houseId ? (
        <Alert color="gray">{t('chooseHouse')}</Alert>
      ) : (
        <>
          <Group justify="space-between">
            <Title order={5}>{t('receivable.owed')}</Title>
            {since.data ? (
              <Text size="sm" data-testid="arrears-since">
                {since.data.earliest ? t('receivable.since', { date: since.data.earliest, months: since.data.months }) : t('receivable.none')}
              </Text>
            ) : null}
          </Group>
          <HouseArrearsTable data={arrears.data} loading={arrears.isPending} error={arrears.error ? errorText(arrears.error) : undefined} />
          <Title order={5}>{t('receivable.items')}</Title>
          {charging.data?.chargeStartDate ? <Text size="sm">{t('chargeStartDate')}：{charging.data.chargeStartDate}</Text> : null}
          <ChargeItemsTable charging={charging} />
          <Title order={5}>{t('receivable.accounts')}</Title>
          {ledger.data ? <AccountBalances ledger={ledger.data} /> : ledger.error ? <Text c="red" size="sm">{errorText(ledger.error)}</Text> : null}
        </>
      )}
    </Stack>
  );
}
