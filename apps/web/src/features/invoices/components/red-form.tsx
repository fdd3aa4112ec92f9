import { Alert, Button, Checkbox, Group, SegmentedControl, Select, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../../../shared/amount';
import { confirmDialog } from '../../../shared/dialogs';
import { useRedLetter, type InvoiceRequestDetail } from '../api/invoices';
import { errorText } from '../../../api/error-text';

const REASONS = ['1', '2', '3', '4'] as const;

/**
 * 冲红 of an issued blue invoice: the reason, whether the buyer has done 用途确认, and either the whole invoice or a
 * tax-inclusive amount per line. Asks for confirmation before it sends; the server's refusal is shown as it says it.
 */
export function RedForm({ request, onDone }: { request: InvoiceRequestDetail; onDone: () => void }) {
  const { t } = useTranslation('invoices');
  const red = useRedLetter();
  const [reason, setReason] = useState<string | null>('1');
  const [confirmedUse, setConfirmedUse] = useState(false);
  const [mode, setMode] = useState<'whole' | 'partial'>('whole');
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const lines = request.lines
    .map((l) => ({ lineId: l.id, gross: (amounts[l.id] ?? '').trim() }))
    .filter((l) => l.gross !== '');
  const submit = async () => {
    setFailure(null);
    if (!reason) return setFailure(t('red.reasonRequired'));
    if (mode === 'partial' && lines.length === 0) return setFailure(t('red.linesRequired'));
    const message = mode === 'whole' ? t('red.confirmWhole', { number: request.invoiceNumber ?? request.requestNo }) : t('red.confirmPartial', { number: request.invoiceNumber ?? request.requestNo, count: lines.length });
    if (!(await confirmDialog({ title: t('red.title'), message }))) return;
    try {
      await red.mutateAsync({ id: request.id, reason: reason as (typeof REASONS)[number], buyerConfirmedUse: confirmedUse, ...(mode === 'partial' ? { lines } : {}) });
      onDone();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Stack gap="xs" data-testid="invoice-red-form">
      <Group align="flex-end" gap="sm">
        <Select label={t('red.reason')} data={REASONS.map((r) => ({ value: r, label: t(`red.reasons.${r}`) }))} value={reason} onChange={setReason} w={160} data-testid="invoice-red-reason" />
        <SegmentedControl value={mode} onChange={(v) => setMode(v === 'partial' ? 'partial' : 'whole')} data={[{ value: 'whole', label: t('red.whole') }, { value: 'partial', label: t('red.partial') }]} data-testid="invoice-red-mode" />
      </Group>
      <Checkbox label={t('red.buyerConfirmedUse')} checked={confirmedUse} onChange={(e) => setConfirmedUse(e.currentTarget.checked)} data-testid="invoice-red-confirmed-use" />
      {mode === 'partial' ? (
        <Table withTableBorder data-testid="invoice-red-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lines.name')}</Table.Th>
              <Table.Th ta="right">{t('lines.gross')}</Table.Th>
              <Table.Th>{t('red.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {request.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.name}</Table.Td>
                <AmountCell value={l.gross} />
                <Table.Td>
                  <TextInput size="xs" value={amounts[l.id] ?? ''} onChange={(e) => setAmounts({ ...amounts, [l.id]: e.currentTarget.value })} placeholder="0.00" w={120} data-testid={`invoice-red-amount-${l.id}`} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {failure ? <Alert color="red" data-testid="invoice-red-error">{failure}</Alert> : null}
      <Group justify="flex-end">
        <Button color="red" loading={red.isPending} onClick={() => void submit()} data-testid="invoice-red-submit">{t('red.submit')}</Button>
      </Group>
    </Stack>
  );
}
