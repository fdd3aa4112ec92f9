import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { isDay } from '@pm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../../shared/china-date';
import { DateField } from '../../../shared/date-field';
import { useRequestBulk } from '../api/invoices';
import { errorText } from '../../../api/error-text';

/** 批量开票: the receipts of a China-day range not invoiced yet; the answer (created, and each refused receipt with why). */
export function BulkForm() {
  const { t } = useTranslation('invoices');
  const bulk = useRequestBulk();
  const [from, setFrom] = useState(() => `${chinaToday().slice(0, 7)}-01`);
  const [to, setTo] = useState(chinaToday);
  const answer = bulk.data;
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <DateField label={t('bulk.from')} value={from} onChange={setFrom} w={150} data-testid="invoice-bulk-from" />
        <DateField label={t('bulk.to')} value={to} onChange={setTo} w={150} data-testid="invoice-bulk-to" />
        <Button loading={bulk.isPending} disabled={!isDay(from) || !isDay(to)} onClick={() => bulk.mutate({ from, to })} data-testid="invoice-bulk">{t('bulk.run')}</Button>
      </Group>
      {bulk.error ? <Alert color="red" data-testid="invoice-bulk-error">{errorText(bulk.error)}</Alert> : null}
      {answer ? (
        <Alert color={answer.skipped.length > 0 ? 'yellow' : 'green'} data-testid="invoice-bulk-answer">
          <Text size="sm">{t('bulk.answer', { created: answer.created, skipped: answer.skipped.length })}</Text>
          {answer.skipped.length > 0 ? (
            <List size="xs">
              {answer.skipped.map((s) => (
                <List.Item key={s.paymentId}>{`${s.receiptNumber ?? t('bulk.payment', { id: s.paymentId })}：${s.reason}`}</List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
