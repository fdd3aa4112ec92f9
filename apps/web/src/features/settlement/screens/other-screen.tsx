import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { AgencyPayoutForm } from '../components/agency-payout-form';
import { CounterShell } from '../components/counter-shell';
import { LineCounter } from '../components/line-counter';

/** 其他结算: one-off lines (其他), pass-through lines (委收) and 委付 of the collected money. */
export default function OtherSettleScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('settlement');
  return (
    <CounterShell title={title || t('menu.other')} readOnly={readOnly}>
      {(counter, onPaid) => (
        <Tabs defaultValue="other" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="other">{t('settleTypes.6')}</Tabs.Tab>
            <Tabs.Tab value="agency">{t('settleTypes.5')}</Tabs.Tab>
            {readOnly ? null : <Tabs.Tab value="payout">{t('settleTypes.10')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="other" pt="sm">
            <LineCounter counter={counter} category="other" settleTypes={['6']} readOnly={readOnly} onPaid={onPaid} />
          </Tabs.Panel>
          <Tabs.Panel value="agency" pt="sm">
            <LineCounter counter={counter} category="agency" settleTypes={['5']} readOnly={readOnly} onPaid={onPaid} />
          </Tabs.Panel>
          {readOnly ? null : (
            <Tabs.Panel value="payout" pt="sm">
              <AgencyPayoutForm defaultEstateId={counter.house.estateId} onPaid={onPaid} />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </CounterShell>
  );
}
