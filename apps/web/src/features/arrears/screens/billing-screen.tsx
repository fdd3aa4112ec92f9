import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useHouseLedger } from '../api/ledger';
import { usePayments } from '../api/list-payments';
import { useTopSettle } from '../api/top-settle';
import { AccountBalances } from '../components/account-balances';
import { useChosenHouse } from '../components/chosen-house';
import { errorText } from '../components/error-message';
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
  const [page, setPage] = useState(1);
  const [tab, setTab] = useState<string | null>('payments');
  const [open, setOpen] = useState<number | null>(null);
  const payments = usePayments({ houseId: houseId ?? 0, page, size: SIZE }, houseId !== null);
  const top = useTopSettle(houseId);
  const ledger = useHouseLedger(houseId);

  return (
    <Stack gap="sm" p="sm" data-testid="billing-screen">
      <Title order={4}>{title || t('menu.billing')}</Title>
      <HousePicker estateId={estateId} houseId={houseId} onEstate={setEstateId} onHouse={(v) => { setHouseId(v); setPage(1); }} />
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
              <PaymentsTable rows={payments.data?.rows ?? []} sumTotal={payments.data?.sumTotal ?? null} loading={payments.isPending} error={payments.error ? errorText(payments.error) : undefined} onOpen={setOpen} />
              <ListFooter total={payments.data?.total ?? 0} page={page} size={SIZE} onPage={setPage} />
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
