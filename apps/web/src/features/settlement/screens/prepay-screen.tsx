import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { CounterShell } from '../components/counter-shell';
import { DepositForm, PrepayForm } from '../components/deposit-forms';
import { LedgerTable } from '../components/ledger-table';
import { RefundForm } from '../components/refund-form';
import { RefundRequestsPanel } from '../components/refund-requests-panel';

/** 预交款结算: 预交, 收押, refunds out of the house's accounts (entered, then approved by another person), and the accounts' entries. */
export default function PrepaySettleScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('settlement');
  return (
    <CounterShell title={title || t('menu.prepay')} readOnly={readOnly}>
      {(counter, onPaid) => (
        <Tabs defaultValue={readOnly ? 'ledger' : 'prepay'} keepMounted={false}>
          <Tabs.List>
            {readOnly ? null : (
              <>
                <Tabs.Tab value="prepay">{t('settleTypes.2')}</Tabs.Tab>
                <Tabs.Tab value="deposit">{t('settleTypes.3')}</Tabs.Tab>
              </>
            )}
            <Tabs.Tab value="refund">{t('tabs.refund')}</Tabs.Tab>
            <Tabs.Tab value="ledger">{t('tabs.ledger')}</Tabs.Tab>
          </Tabs.List>
          {readOnly ? null : (
            <>
              <Tabs.Panel value="prepay" pt="sm"><PrepayForm counter={counter} onPaid={onPaid} /></Tabs.Panel>
              <Tabs.Panel value="deposit" pt="sm"><DepositForm counter={counter} onPaid={onPaid} /></Tabs.Panel>
            </>
          )}
          <Tabs.Panel value="refund" pt="sm">
            <Stack gap="lg">
              {readOnly ? null : <RefundForm counter={counter} />}
              <RefundRequestsPanel counter={counter} onPaid={onPaid} readOnly={readOnly} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="ledger" pt="sm"><LedgerTable houseId={counter.house.id} /></Tabs.Panel>
        </Tabs>
      )}
    </CounterShell>
  );
}
