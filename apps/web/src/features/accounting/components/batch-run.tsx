import { Alert, Button, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import type { VoucherBatchResult } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBatchVouchers, type BatchAction } from '../api/batch-vouchers';
import { errorText } from '../../../api/error-text';

interface Props {
  action: BatchAction;
  ids: number[];
  disabled?: boolean;
  onFinished: () => void;
}

/** 批量审核 / 批量登账 of the selected vouchers: confirm, a progress bar while the chunks go, then done and refused with the reasons. */
export function BatchRun({ action, ids, disabled, onFinished }: Props) {
  const { t } = useTranslation('accounting');
  const batch = useBatchVouchers();
  const [open, setOpen] = useState(false);
  const [handled, setHandled] = useState(0);
  const [total, setTotal] = useState(0);
  const [result, setResult] = useState<VoucherBatchResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = t(`vouchers.actions.${action}`);
  const start = async () => {
    setResult(null);
    setFailure(null);
    setHandled(0);
    setTotal(ids.length);
    try {
      setResult(await batch.mutateAsync({ action, ids, onProgress: setHandled }));
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const close = () => {
    setOpen(false);
    if (result) onFinished();
    setResult(null);
    setFailure(null);
  };
  return (
    <>
      <Button size="xs" disabled={disabled || ids.length === 0} onClick={() => setOpen(true)} data-testid={`batch-${action}`}>
        {t('vouchers.batch', { action: name, count: ids.length })}
      </Button>
      <Modal opened={open} onClose={batch.isPending ? () => undefined : close} title={t('vouchers.batchTitle', { action: name })} size="lg">
        <Stack gap="sm" data-testid="batch-run">
          {!batch.isPending && !result ? <Text size="sm">{t('vouchers.batchConfirm', { action: name, count: ids.length })}</Text> : null}
          {batch.isPending || result ? (
            <>
              <Progress value={total ? (handled / total) * 100 : 0} animated={batch.isPending} data-testid="batch-progress" />
              <Text size="sm" data-testid="batch-count">{t('vouchers.batchProgress', { handled, total })}</Text>
            </>
          ) : null}
          {result ? (
            <>
              <Alert color={result.failed.length ? 'orange' : 'green'} data-testid="batch-result">
                {t('vouchers.batchResult', { action: name, done: result.done.length, failed: result.failed.length })}
              </Alert>
              {result.failed.length ? (
                <Table withTableBorder data-testid="batch-failed">
                  <Table.Tbody>
                    {result.failed.map((f) => (
                      <Table.Tr key={f.id}>
                        <Table.Td>{f.label ?? f.id}</Table.Td>
                        <Table.Td c="red">{f.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : null}
            </>
          ) : null}
          {failure ? <Alert color="red">{failure}</Alert> : null}
          <Group justify="flex-end">
            {result ? (
              <Button onClick={close} data-testid="batch-close">{t('vouchers.close')}</Button>
            ) : (
              <>
                <Button variant="default" disabled={batch.isPending} onClick={close}>{t('vouchers.cancel')}</Button>
                <Button loading={batch.isPending} onClick={() => void start()} data-testid="batch-start">{t('vouchers.confirm')}</Button>
              </>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
