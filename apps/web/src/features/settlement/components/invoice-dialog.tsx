import { Alert, Badge, Button, Checkbox, Group, Modal, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../format';
import { useRequestInvoice, type InvoiceRequestAnswer, type InvoiceRequestInput } from '../api/request-invoice';
import { errorText } from '../../../api/error-text';

type Buyer = NonNullable<InvoiceRequestInput['buyer']>;

/**
 * 开具发票 at the counter for one payment. By default the buyer is the house's current owner as the server reads it
 * (a 法人 / 开发商 owner as a company with its document number); unticked, the cashier gives 个人 / 单位, the title
 * (the owner's name to start with), the tax id (required for 单位), phone and e-mail. Shows the requests made.
 */
export function InvoiceDialog({ paymentId, ownerName, onClose }: { paymentId: number; ownerName: string; onClose: () => void }) {
  const { t } = useTranslation('settlement');
  const request = useRequestInvoice();
  const [useOwner, setUseOwner] = useState(true);
  const [kind, setKind] = useState<Buyer['kind']>('person');
  const [name, setName] = useState(ownerName);
  const [taxId, setTaxId] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<InvoiceRequestAnswer | null>(null);
  const submit = async () => {
    setProblem(null);
    let buyer: Buyer | undefined;
    if (!useOwner) {
      if (!name.trim()) return setProblem(t('invoice.nameRequired'));
      if (kind === 'company' && !taxId.trim()) return setProblem(t('invoice.taxIdRequired'));
      buyer = { kind, name: name.trim(), ...(taxId.trim() ? { taxId: taxId.trim() } : {}), ...(phone.trim() ? { phone: phone.trim() } : {}), ...(email.trim() ? { email: email.trim() } : {}) };
    }
    try {
      setAnswer(await request.mutateAsync({ paymentId, ...(buyer ? { buyer } : {}) }));
    } catch (error) {
      setProblem(errorText(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('invoice.title')} data-testid="invoice-dialog">
      {answer ? (
        <Stack gap="sm">
          <Text>{t('invoice.submitted')}</Text>
          <Table withTableBorder data-testid="invoice-answer">
            <Table.Tbody>
              {answer.requests.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.requestNo}</Table.Td>
                  <Table.Td>{r.buyerName}</Table.Td>
                  <Table.Td ta="right">{amountText(r.gross)}</Table.Td>
                  <Table.Td>
                    <Badge color={r.state === 'failed' ? 'red' : r.state === 'issued' ? 'green' : 'blue'} variant="light" data-testid={`invoice-answer-state-${r.id}`}>{r.stateText}</Badge>
                    {r.failReason ? <Text size="xs" c="red">{r.failReason}</Text> : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">{t('invoice.followUp')}</Text>
          <Group justify="flex-end"><Button onClick={onClose}>{t('close')}</Button></Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Checkbox label={t('invoice.useOwner', { name: ownerName || t('invoice.owner') })} checked={useOwner} onChange={(e) => setUseOwner(e.currentTarget.checked)} data-testid="invoice-use-owner" />
          {useOwner ? null : (
            <>
              <SegmentedControl value={kind} onChange={(v) => setKind(v === 'company' ? 'company' : 'person')} data={[{ value: 'person', label: t('invoice.person') }, { value: 'company', label: t('invoice.company') }]} data-testid="invoice-buyer-kind" />
              <TextInput label={t('invoice.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required data-testid="invoice-buyer-name" />
              <TextInput label={t('invoice.taxId')} value={taxId} onChange={(e) => setTaxId(e.currentTarget.value)} required={kind === 'company'} data-testid="invoice-buyer-tax-id" />
              <Group grow>
                <TextInput label={t('invoice.phone')} value={phone} onChange={(e) => setPhone(e.currentTarget.value)} data-testid="invoice-buyer-phone" />
                <TextInput label={t('invoice.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} data-testid="invoice-buyer-email" />
              </Group>
            </>
          )}
          {problem ? <Alert color="red" data-testid="invoice-problem">{problem}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
            <Button loading={request.isPending} onClick={() => void submit()} data-testid="invoice-submit">{t('invoice.submit')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The 开具发票 button of a receipt, opening the dialog. */
export function InvoiceButton({ paymentId, ownerName }: { paymentId: number; ownerName: string }) {
  const { t } = useTranslation('settlement');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" color="teal" onClick={() => setOpen(true)} data-testid="invoice-open">{t('invoice.open')}</Button>
      {open ? <InvoiceDialog paymentId={paymentId} ownerName={ownerName} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
