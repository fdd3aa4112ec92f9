import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { SETTLE_METHODS } from '@pm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenderDraft } from '../types';

const METHODS = Object.entries(SETTLE_METHODS).map(([value, label]) => ({ value, label }));
const MAX_TENDERS = 7;
const blank = (method = '1'): TenderDraft => ({ method, amount: '', reference: '' });

/**
 * The tender rows of one payment. While there is one row whose amount the cashier has not typed,
 * it follows the amount received, so the usual single-method payment needs no typing twice.
 */
export function useTenders(amount: string) {
  const [rows, setRows] = useState<TenderDraft[]>([blank()]);
  const [typed, setTyped] = useState(false);
  const first = rows[0];
  const tenders = rows.length === 1 && !typed && first ? [{ ...first, amount }] : rows;
  return {
    tenders,
    change: (index: number, patch: Partial<TenderDraft>) => {
      if (patch.amount !== undefined) setTyped(true);
      setRows(tenders.map((r, i) => (i === index ? { ...r, ...patch } : r)));
    },
    add: () => {
      setTyped(true);
      setRows([...tenders, blank('4')]);
    },
    remove: (index: number) => setRows(tenders.filter((_, i) => i !== index)),
    reset: () => {
      setRows([blank()]);
      setTyped(false);
    },
  };
}

type Tenders = ReturnType<typeof useTenders>;

/** 结算方式 rows: method, amount and reference (transfer, card slip or WeChat order number). */
export function TendersEditor({ state, error, disabled }: { state: Tenders; error: string | null; disabled?: boolean }) {
  const { t } = useTranslation('settlement');
  return (
    <Stack gap={6} data-testid="tenders">
      {state.tenders.map((row, i) => (
        <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
          <Select label={i === 0 ? t('tender.method') : undefined} aria-label={`${t('tender.method')} ${i + 1}`} data={METHODS} value={row.method} onChange={(v) => state.change(i, { method: v ?? '1' })} allowDeselect={false} disabled={disabled} w={120} />
          <TextInput label={i === 0 ? t('tender.amount') : undefined} aria-label={`${t('tender.amount')} ${i + 1}`} value={row.amount} onChange={(e) => state.change(i, { amount: e.currentTarget.value })} disabled={disabled} w={130} ff="monospace" />
          <TextInput label={i === 0 ? t('tender.reference') : undefined} aria-label={`${t('tender.reference')} ${i + 1}`} value={row.reference} onChange={(e) => state.change(i, { reference: e.currentTarget.value })} maxLength={60} disabled={disabled} style={{ flex: 1 }} />
          <ActionIcon variant="subtle" color="red" aria-label={`${t('tender.remove')} ${i + 1}`} disabled={disabled || state.tenders.length === 1} onClick={() => state.remove(i)} mb={4}>
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button variant="subtle" size="compact-sm" onClick={state.add} disabled={disabled || state.tenders.length >= MAX_TENDERS}>{t('tender.add')}</Button>
        {error ? <Text size="sm" c="red" data-testid="tender-error">{error}</Text> : null}
      </Group>
    </Stack>
  );
}
