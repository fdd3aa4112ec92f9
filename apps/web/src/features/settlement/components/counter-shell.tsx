import { Alert, Button, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCounterHouse } from '../api/counter-house';
import type { House, PaymentDetail } from '../types';
import { errorText } from '../../../api/error-text';
import { HouseHeader } from './house-header';
import { HousePicker } from './house-picker';
import { PayOrderHost } from '../online/components/pay-order-host';
import { PaymentsTab } from './payments-tab';
import { ResultDialog } from './result-dialog';

interface Props {
  title: string;
  readOnly: boolean;
  /** The counter of the chosen house; `onPaid` opens the receipt dialog. */
  children: (counter: House, onPaid: (payment: PaymentDetail) => void) => ReactNode;
  /** Actions beside the house header (退房预交 …). */
  actions?: (counter: House, onPaid: (payment: PaymentDetail) => void) => ReactNode;
}

/** The house named by the route's ?houseId= (欠费查询 links to the counter with it). */
function useLinkedHouse(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('houseId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A counter screen: 收银 (house picker, header, the screen's own panel) and 结算记录. */
export function CounterShell({ title, readOnly, children, actions }: Props) {
  const { t } = useTranslation('settlement');
  const linked = useLinkedHouse();
  const [tab, setTab] = useState<string | null>('counter');
  const [houseId, setHouseId] = useState<number | null>(linked);
  // Another link to the open tab names another house: the counter follows it.
  const [seen, setSeen] = useState(linked);
  if (linked !== seen) {
    setSeen(linked);
    if (linked !== null) setHouseId(linked);
  }
  const [paid, setPaid] = useState<PaymentDetail | null>(null);
  const counter = useCounterHouse(houseId);
  const data = counter.data;
  // The counter's panels start afresh when the house or its open lines change (after a payment).
  const version = data ? `${data.house.id}:${data.lines.map((l) => l.id).join(',')}` : '';
  return (
    <Stack gap="sm" p="sm">
      <Title order={4}>{title}</Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="counter">{t('tabs.counter')}</Tabs.Tab>
          <Tabs.Tab value="payments">{t('tabs.payments')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="counter" pt="sm">
          <Stack gap="sm">
            <HousePicker onPick={setHouseId} />
            {houseId === null ? <Text c="dimmed" size="sm">{t('house.choose')}</Text> : null}
            {counter.isPending && houseId !== null ? <Center p="md"><Loader size="sm" /></Center> : null}
            {counter.error ? (
              <Alert color="red">
                <Group justify="space-between">
                  {errorText(counter.error)}
                  <Button size="compact-sm" variant="light" onClick={() => void counter.refetch()}>{t('reload')}</Button>
                </Group>
              </Alert>
            ) : null}
            {data ? (
              <>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div style={{ flex: 1 }}><HouseHeader counter={data} /></div>
                  {actions && !readOnly ? actions(data, setPaid) : null}
                </Group>
                {/* outside the panels that start afresh: a 支付单's dialog stays open through the payment */}
                <PayOrderHost readOnly={readOnly}>
                  <div key={version}>{children(data, setPaid)}</div>
                </PayOrderHost>
              </>
            ) : null}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="payments" pt="sm">
          <PaymentsTab houseId={houseId} estateId={data?.house.estateId ?? null} readOnly={readOnly} />
        </Tabs.Panel>
      </Tabs>
      <ResultDialog payment={paid} ownerName={data?.house.ownerName ?? ''} onClose={() => setPaid(null)} />
    </Stack>
  );
}
