import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { OpeningImport } from '@pm/contracts';
import { useState } from 'react';
import { useOpeningTranslation } from './opening-ns';
import { chinaDateTime } from '../../../../shared/china-date';
import { errorText } from '../../../../api/error-text';
import { useUndoOpening } from './opening-api';
import { undoBlocked } from './opening-logic';
import { TieTable } from './tie-table';
import { UndoDialog } from './undo-dialog';
import { VoucherLine } from './voucher-line';

/** A finished import: 已导入 with its voucher, the 账务核对 and 撤销导入 (while nothing of it has moved). */
export function OpeningDone({ row, readOnly }: { row: OpeningImport; readOnly: boolean }) {
  const { t } = useOpeningTranslation();
  const undo = useUndoOpening();
  const [asking, setAsking] = useState(false);
  const blocked = undoBlocked(row);
  return (
    <Stack gap="xs" data-testid="opening-done">
      <Alert color="green" title={t('opening.done')} data-testid="opening-done-title">
        <Stack gap={4}>
          <Text size="sm">{t('opening.doneAt', { asOf: row.asOf ?? '', at: chinaDateTime(row.committedAt) })}</Text>
          {row.voucher ? (
            <VoucherLine label={t('opening.voucher')} voucher={row.voucher} testId="opening-voucher" />
          ) : null}
        </Stack>
      </Alert>
      {row.tie ? (
        <Stack gap={4}>
          <Text fw={500}>{t('opening.tie.title')}</Text>
          <TieTable rows={row.tie.rows} difference={row.tie.difference} />
        </Stack>
      ) : null}
      <Group gap="sm">
        <Button
          variant="light"
          color="red"
          disabled={readOnly || blocked}
          onClick={() => setAsking(true)}
          data-testid="opening-undo"
        >
          {t('opening.undo')}
        </Button>
        {blocked ? (
          <Text size="sm" c="dimmed" data-testid="opening-undo-blocked">
            {t('opening.undoBlocked', { paid: row.paidLines, moved: row.movedAccounts })}
          </Text>
        ) : null}
      </Group>
      <UndoDialog
        opened={asking}
        busy={undo.isPending}
        error={undo.error ? errorText(undo.error) : undefined}
        onCancel={() => setAsking(false)}
        onConfirm={(reason) => undo.mutate({ id: row.id, reason }, { onSuccess: () => setAsking(false) })}
      />
    </Stack>
  );
}

/** An undone import: when and why, the voucher and its reversal. */
export function OpeningUndone({ row }: { row: OpeningImport }) {
  const { t } = useOpeningTranslation();
  return (
    <Alert color="gray" title={t('opening.undone')} data-testid="opening-undone">
      <Stack gap={4}>
        <Text size="sm">
          {t('opening.undoneAt', { at: chinaDateTime(row.undoneAt), reason: row.undoReason ?? '' })}
        </Text>
        {row.voucher ? (
          <VoucherLine label={t('opening.voucher')} voucher={row.voucher} testId="opening-voucher" />
        ) : null}
        {row.undoVoucher ? (
          <VoucherLine label={t('opening.undoVoucher')} voucher={row.undoVoucher} testId="opening-undo-voucher" />
        ) : null}
      </Stack>
    </Alert>
  );
}
