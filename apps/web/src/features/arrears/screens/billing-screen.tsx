import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useHouseLedger } from '../api/ledger';
import { usePagedList } from '../../../shared/use-paged-list';
import { paymentsQuery } from '../api/list-payments';
import { useTopSettle } from '../api/top-settle';
import { AccountBalances } from '../components/account-balances';
import { useChosenHouse } from '../components/chosen-house';
import { errorText } from '../../../api/error-text';
import { HousePicker } from '../components/house-picker';
import { LedgerTable } from '../components/ledger-table';
import { ListFooter } from '../components/list-footer';
import { PaymentDrawer } from '../components/payment-drawer';
import { PaymentsTable } from '../components/payments-table';
import { TopSettleTable } from '../components/top-settle-table';

const SIZE = 20;

/** 收费信息查询: a house's payments and receipts, its latest settlements, a payment's detail, and its 预交款/押金 ledger. */
export default function BillingScreen({ title }: ScreenProps) {
  const { t } = useTranslation('arrears');
  const { estateId, setEstateId, houseId, setHouseId } = useChosenHouse();
  const [tab, setTab] = useState<string | null>('payments');
  const [open, setOpen] = useState<number | null>(null);
  const payments = usePagedList({ initial: {}, size: SIZE, query: (_, paging) => paymentsQuery({ houseId: houseId ?? 0, ...paging }, houseId !== null) });
  const top = useTopSettle(houseId);
  const ledger = useHouseLedger(houseId);

  return (
    <Stack gap="sm" p="sm" data-testid="billing-screen">
      <Title order={4}>{title || t('menu.billing')}</Title>
      <HousePicker estateId={estateId} houseId={houseId} onEstate={setEstateId} onHouse={setHouseId} />
      {!houseId ? (
        <Alert color="gray">{t('chooseHouse')}</Alert>
      ) : (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="payments">{t('billing.payments')}</Tabs.Tab>
            <Tabs.Tab value="latest">{t('billing.latest')}</Tabs.Tab>
            <Tabs.Tab value="ledger" data-testid="ledger-tab">{t('billing.ledger')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="payments" pt="sm">
            <Stack gap="sm">
              <PaymentsTable rows={payments.rows} sumTotal={payments.query.data?.sumTotal ?? null} loading={payments.query.isPending} error={payments.query.error ? errorText(payments.query.error) : undefined} onOpen={setOpen} />
              <ListFooter total={payments.total} page={payments.page} size={SIZE} onPage={payments.setPage} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="latest" pt="sm">
            <TopSettleTable top={top} onOpen={setOpen} />
          </Tabs.Panel>
          <Tabs.Panel value="ledger" pt="sm">
            <Stack gap="sm">
              {ledger.data ? <AccountBalances ledger={ledger.data} /> : null}
              <LedgerTable ledger={ledger.data} loading={ledger.isPending} error={ledger.error ? errorText(ledger.error) : undefined} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}
      <PaymentDrawer id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
