import { Alert, Button, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveReading } from '../api/save-reading';
import { errorText } from '../../../api/error-text';
import { amountText, today } from '../format';
import type { Reading } from '../types';
import { typedUsage } from './reading-usage';

interface Props {
  row: Reading;
  onClose: () => void;
  /** The reading was saved: the page moves on to the next unread meter. */
  onSaved: () => void;
}

/** The entry sheet of one meter: 本期读数 on the numeric keyboard, the usage as typed, saved with the server's refusal shown. */
export function ReadingEntry({ row, onClose, onSaved }: Props) {
  const { t } = useTranslation('charging');
  const save = useSaveReading();
  const [current, setCurrent] = useState(row.current ?? '');
  const [error, setError] = useState<string | null>(null);
  const lock = row.billed ? t('mobile.lockedBilled') : row.state === 'C' ? t('mobile.lockedC') : null;
  // a reading kept as rolled over has its usage from the register's maximum: the server says it, not this sheet
  const usage = row.rolledOver ? null : typedUsage(row, current);
  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ meterId: row.meterId, period: row.period, current: current.trim(), readOn: row.readOn ?? today(), rolledOver: row.rolledOver });
      onSaved();
    } catch (e) {
      setError(errorText(e));
    }
  };
  const house = row.houseCode ? `${row.houseCode} ${row.houseName ?? ''}`.trim() : t('publicMeter');
  return (
    <Drawer opened onClose={onClose} position="bottom" size="auto" title={house} closeButtonProps={{ 'aria-label': t('mobile.close') }} data-testid="m-reading-entry">
      <Stack gap="sm" pb="md">
        <Text size="sm" c="dimmed" data-testid="m-entry-meter">
          {row.meterCode} · {row.kindName}
        </Text>
        <Group justify="space-between">
          <Text>{t('previous')}</Text>
          <Text fw={600} data-testid="m-entry-previous">{amountText(row.previous)}</Text>
        </Group>
        <TextInput
          label={t('current')}
          size="lg"
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
          value={current}
          disabled={lock !== null}
          error={error ? true : undefined}
          onChange={(e) => setCurrent(e.currentTarget.value)}
          data-testid="m-entry-current"
        />
        <Group justify="space-between">
          <Text>{row.multiplier === 1 ? t('usage') : t('mobile.multiplied', { multiplier: row.multiplier })}</Text>
          <Text fw={600} c={usage === 'below' ? 'orange.8' : undefined} data-testid="m-entry-usage">
            {usage === 'below' ? t('mobile.belowPrevious') : usage ? amountText(usage.usage) : '—'}
          </Text>
        </Group>
        {lock ? <Alert color="gray">{lock}</Alert> : null}
        {error ? <Alert color="red" data-testid="m-entry-error">{error}</Alert> : null}
        {lock === null ? (
          <Button size="lg" fullWidth disabled={current.trim() === ''} loading={save.isPending} onClick={() => void submit()} data-testid="m-entry-save">
            {t('mobile.saveNext')}
          </Button>
        ) : null}
      </Stack>
    </Drawer>
  );
}
