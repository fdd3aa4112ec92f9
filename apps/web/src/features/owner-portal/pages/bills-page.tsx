import { Alert, Anchor, Center, Checkbox, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { amountText } from '../../../shared/amount';
import { useBills, type OwnerBills } from '../api/bills';
import { payerUrl, usePay } from '../api/pay';
import { chosenDue, linesByPeriod, payableIds } from '../bill-fns';
import { BillLineRow } from '../components/bill-line-row';
import { NoHouse } from '../components/no-house';
import { PAY_BAR_HEIGHT, PayBar } from '../components/pay-bar';
import { PrepayButton } from '../components/prepay-button';
import { usePortal } from '../portal-context';
import { errorText } from '../sign-in-fns';
import { SIGNED_IN_NS } from '../i18n-ns';

/** /owner/bills (账单): the chosen house's open lines by month, all payable ones ticked, and 去缴费. */
export function BillsPage() {
  const { house } = usePortal();
  if (!house) return <NoHouse />;
  return <HouseBills key={house.houseId} houseId={house.houseId} />;
}

function HouseBills({ houseId }: { houseId: number }) {
  const bills = useBills(houseId);
  if (bills.isPending)
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  if (bills.error && !bills.data) return <Alert color="red" data-testid="owner-bills-error">{errorText(bills.error)}</Alert>;
  // fresh lines (a refusal reloads them) start again with every payable line ticked
  const key = bills.data.lines.map((l) => `${l.id}${l.held ? 'h' : ''}:${l.due}`).join();
  return <BillsView key={key} bills={bills.data} />;
}

function BillsView({ bills }: { bills: OwnerBills }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const payable = payableIds(bills.lines);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(payable));
  const pay = usePay();
  const total = chosenDue(bills.lines, chosen);
  const toggle = (id: number) =>
    setChosen((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const all = payable.length > 0 && payable.every((id) => chosen.has(id));
  const start = () => {
    const lineIds = payable.filter((id) => chosen.has(id));
    pay.mutate(
      { houseId: bills.house.houseId, lineIds, expectedDue: total },
      { onSuccess: ({ order, h5Url }) => window.location.assign(payerUrl(h5Url, `${window.location.origin}/owner/orders/${order.id}`)) },
    );
  };
  return (
    <Stack gap="sm" data-testid="owner-bills">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="sm" c="dimmed">
              {t('bills.due')}
            </Text>
            <Text fw={700} fz={28} ff="monospace" data-testid="owner-bills-due">{`¥${amountText(bills.totals.due)}`}</Text>
          </div>
          <Text size="xs" c="dimmed">
            {t('bills.asOf', { date: bills.asOf })}
          </Text>
        </Group>
        <Group justify="space-between" mt="xs">
          <Text size="sm" c="dimmed">
            {t('bills.prepay')}
          </Text>
          <Group gap="xs">
            <Text size="sm" ff="monospace" data-testid="owner-prepay">{`¥${amountText(bills.prepayBalance)}`}</Text>
            <PrepayButton houseId={bills.house.houseId} />
          </Group>
        </Group>
      </Paper>
      {bills.openOrderId !== null ? (
        <Alert color="orange" data-testid="owner-open-order">
          <Text size="sm">{t('bills.openOrder')}</Text>
          <Anchor component={Link} to={`/owner/orders/${bills.openOrderId}`} size="sm" fw={600} data-testid="owner-open-order-link">
            {t('bills.continueOrder')}
          </Anchor>
        </Alert>
      ) : null}
      {pay.error ? <Alert color="red" data-testid="owner-pay-error">{errorText(pay.error)}</Alert> : null}
      {bills.lines.length === 0 ? (
        <Stack align="center" gap={4} py={48} data-testid="owner-bills-none">
          <Title order={5}>{t('bills.none')}</Title>
          <Text size="sm" c="dimmed">
            {t('bills.noneHint')}
          </Text>
        </Stack>
      ) : (
        <Paper withBorder radius="md" px="md" py="xs">
          <Checkbox
            label={t('bills.selectAll')}
            checked={all}
            indeterminate={!all && chosen.size > 0}
            disabled={payable.length === 0}
            onChange={() => setChosen(all ? new Set() : new Set(payable))}
            py={6}
            data-testid="owner-select-all"
          />
          {linesByPeriod(bills.lines).map((group) => (
            <div key={group.period} data-testid={`owner-period-${group.period}`}>
              <Divider label={group.period} labelPosition="left" mt={6} />
              {group.lines.map((line) => (
                <BillLineRow key={line.id} line={line} checked={chosen.has(line.id)} onToggle={() => toggle(line.id)} />
              ))}
            </div>
          ))}
        </Paper>
      )}
      {bills.lines.length > 0 ? (
        <>
          <div style={{ height: PAY_BAR_HEIGHT }} />
          <PayBar count={payable.filter((id) => chosen.has(id)).length} total={total} paying={pay.isPending || pay.isSuccess} onPay={start} />
        </>
      ) : null}
    </Stack>
  );
}
