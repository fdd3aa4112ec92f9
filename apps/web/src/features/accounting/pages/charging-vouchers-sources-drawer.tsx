import { Drawer, Loader, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChargingVoucherSources } from '../api/charging-vouchers-api';
import { AmountCell } from './assets-format';

/** Drill-down: a generated voucher's lines, and the bill lines and payments it summarises. */
export function ChargingVoucherSourcesDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('accounting');
  const sources = useChargingVoucherSources(id);
  const data = sources.data;
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={data ? `${t('chargingVouchers.sources')} ${data.voucher.displayNumber}` : t('chargingVouchers.sources')} data-testid="sources-drawer">
      {!data ? <Loader /> : (
        <Stack gap="sm">
          <Table withTableBorder>
            <Table.Thead><Table.Tr><Table.Th>{t('chargingVouchers.summary')}</Table.Th><Table.Th>{t('chargingVouchers.subject')}</Table.Th><Table.Th ta="right">{t('assets.debit')}</Table.Th><Table.Th ta="right">{t('assets.credit')}</Table.Th></Table.Tr></Table.Thead>
            <Table.Tbody>
              {data.voucher.lines.map((l, i) => (
                <Table.Tr key={i}><Table.Td>{l.summary}</Table.Td><Table.Td>{`${l.subjectCode} ${l.subjectName}`}</Table.Td><AmountCell value={l.debit} /><AmountCell value={l.credit} /></Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data.payments.length ? (
            <>
              <Title order={6}>{`${t('chargingVouchers.payments')}（${data.payments.length}）`}</Title>
              <Table striped withTableBorder data-testid="sources-payments">
                <Table.Thead><Table.Tr><Table.Th>{t('chargingVouchers.receiptNo')}</Table.Th><Table.Th>{t('chargingVouchers.house')}</Table.Th><Table.Th>{t('chargingVouchers.settleType')}</Table.Th><Table.Th>{t('chargingVouchers.methods')}</Table.Th><Table.Th ta="right">{t('chargingVouchers.total')}</Table.Th></Table.Tr></Table.Thead>
                <Table.Tbody>
                  {data.payments.map((p) => (
                    <Table.Tr key={p.paymentId}><Table.Td>{p.receiptNo ?? ''}</Table.Td><Table.Td>{p.houseName ?? ''}</Table.Td><Table.Td>{p.settleTypeName}</Table.Td><Table.Td>{p.methods}</Table.Td><AmountCell value={p.total} /></Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          ) : null}
          {data.bills.length ? (
            <>
              <Title order={6}>{`${t('chargingVouchers.bills')}（${data.bills.length}）`}</Title>
              <Table striped withTableBorder data-testid="sources-bills">
                <Table.Thead><Table.Tr><Table.Th>{t('chargingVouchers.house')}</Table.Th><Table.Th>{t('chargingVouchers.item')}</Table.Th><Table.Th>{t('chargingVouchers.period')}</Table.Th><Table.Th>{t('chargingVouchers.kind')}</Table.Th><Table.Th ta="right">{t('chargingVouchers.net')}</Table.Th></Table.Tr></Table.Thead>
                <Table.Tbody>
                  {data.bills.map((b) => (
                    <Table.Tr key={b.lineId}><Table.Td>{b.houseName ?? ''}</Table.Td><Table.Td>{b.itemName}</Table.Td><Table.Td>{b.period}</Table.Td><Table.Td>{b.kind}</Table.Td><AmountCell value={b.net} /></Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          ) : null}
        </Stack>
      )}
    </Drawer>
  );
}
