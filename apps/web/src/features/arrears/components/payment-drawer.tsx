import { Badge, Center, Drawer, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePayment } from '../api/get-payment';
import { chinaDateTime } from '../../../shared/china-date';
import { AmountCell, amountText } from '../format';
import { errorText } from '../../../api/error-text';
import { localText } from '../../../i18n';
import { settleTypeText } from '../settle-labels';

/** 结算详情: a payment's figures, tenders, the lines it paid and the account moves, with its receipt. */
export function PaymentDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('arrears');
  const payment = usePayment(id);
  const p = payment.data;
  const field = (label: string, value: string | null | undefined) => (
    <Text size="sm"><Text span c="dimmed">{label}：</Text>{value ?? ''}</Text>
  );
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title={t('payment.title')} data-testid="payment-drawer">
      {payment.isPending ? <Center p="md"><Loader size="sm" /></Center> : null}
      {payment.error ? <Text c="red">{errorText(payment.error)}</Text> : null}
      {p ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={700} data-testid="payment-receipt">{p.receipt?.number ?? t('payment.noReceipt')}</Text>
            {p.receipt?.voided ? <Badge color="red" variant="light">{t('voided')}</Badge> : null}
            {p.reversedBy !== null ? <Badge color="orange" variant="light">{t('reversed')}</Badge> : null}
          </Group>
          <SimpleGrid cols={2} spacing={4}>
            {field(t('settleType'), settleTypeText(t, p.settleType, p.settleTypeName))}
            {field(t('date'), p.businessDate)}
            {field(t('house'), p.houseName ? `${p.houseCode ?? ''} ${p.houseName}` : null)}
            {field(t('estate'), p.estateName)}
            {field(t('amount'), amountText(p.total))}
            {field(t('payment.principal'), amountText(p.principal))}
            {field(t('lateFee'), amountText(p.lateFee))}
            {field(t('payment.accounts'), amountText(p.accounts))}
            {field(t('payment.payer'), p.payerName)}
            {field(t('cashier'), p.cashierName)}
            {field(t('payment.createdAt'), chinaDateTime(p.createdAt))}
            {field(t('payment.remark'), p.remark ?? p.receipt?.voidReason)}
          </SimpleGrid>
          <Title order={6}>{t('tenders')}</Title>
          <Table withTableBorder>
            <Table.Tbody>
              {p.tenders.map((x, i) => (
                <Table.Tr key={i}><Table.Td>{localText(x.methodName)}</Table.Td><Table.Td>{x.accountName ?? ''}</Table.Td><Table.Td>{x.reference ?? ''}</Table.Td><AmountCell value={x.amount} /></Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {p.allocations.length ? (
            <>
              <Title order={6}>{t('payment.lines')}</Title>
              <Table withTableBorder data-testid="payment-allocations">
                <Table.Thead><Table.Tr><Table.Th>{t('item')}</Table.Th><Table.Th>{t('period')}</Table.Th><Table.Th ta="right">{t('payment.principal')}</Table.Th><Table.Th ta="right">{t('lateFee')}</Table.Th></Table.Tr></Table.Thead>
                <Table.Tbody>
                  {p.allocations.map((a, i) => (
                    <Table.Tr key={i}><Table.Td>{a.itemName}</Table.Td><Table.Td>{a.period}</Table.Td><AmountCell value={a.principal} /><AmountCell value={a.lateFee} /></Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          ) : null}
          {p.entries.length ? (
            <>
              <Title order={6}>{t('payment.entries')}</Title>
              <Table withTableBorder>
                <Table.Tbody>
                  {p.entries.map((e, i) => (
                    <Table.Tr key={i}><Table.Td>{e.summary}</Table.Td><Table.Td>{e.itemName ?? ''}</Table.Td><AmountCell value={e.amount} /><AmountCell value={e.balanceAfter} /></Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}
