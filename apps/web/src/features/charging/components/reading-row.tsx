import { Badge, Button, Checkbox, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveReading } from '../api/save-reading';
import { amountText, today } from '../format';
import type { Reading } from '../types';
import { errorText } from '../../../api/error-text';
import { DateField } from '../../../shared/date-field';

const STATE_COLOR = { W: 'yellow', C: 'green', F: 'red' } as const;

interface Props {
  row: Reading;
  selected: boolean;
  onSelect: () => void;
  readOnly: boolean;
}

/** One meter of the sheet: previous reading, this period's entry (reading, date, roll-over) saved per row; its error on the row. */
export function ReadingRowView({ row, selected, onSelect, readOnly }: Props) {
  const { t } = useTranslation('charging');
  const save = useSaveReading();
  const [current, setCurrent] = useState(row.current ?? '');
  const [readOn, setReadOn] = useState(row.readOn ?? today());
  const [rolledOver, setRolledOver] = useState(row.rolledOver);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setCurrent(row.current ?? '');
    setReadOn(row.readOn ?? today());
    setRolledOver(row.rolledOver);
  }, [row.current, row.readOn, row.rolledOver]);

  const locked = readOnly || row.billed || row.state === 'C';
  const changed = current !== (row.current ?? '') || rolledOver !== row.rolledOver || (row.readOn !== null && readOn !== row.readOn);
  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ meterId: row.meterId, period: row.period, current: current.trim(), readOn, rolledOver });
    } catch (e) {
      setError(errorText(e));
    }
  };
  const label = `${row.meterCode}`;
  return (
    <Table.Tr data-testid={`reading-${row.meterId}`} data-unusual={row.unusual || undefined} style={row.unusual ? { backgroundColor: 'var(--mantine-color-orange-1)' } : undefined}>
      <Table.Td>
        <Checkbox aria-label={`${t('select')} ${label}`} checked={selected} disabled={row.readingId === null} onChange={onSelect} />
      </Table.Td>
      <Table.Td>{row.meterCode}</Table.Td>
      <Table.Td>{row.kindName}</Table.Td>
      <Table.Td>{row.houseCode ? `${row.houseCode} ${row.houseName ?? ''}` : t('publicMeter')}</Table.Td>
      <Table.Td ta="right">{row.multiplier}</Table.Td>
      <Table.Td ta="right">{amountText(row.previous)}</Table.Td>
      <Table.Td>
        <TextInput size="xs" w={110} aria-label={`${t('current')} ${label}`} value={current} disabled={locked} error={error ? true : undefined} onChange={(e) => setCurrent(e.currentTarget.value)} />
        {error ? <Text size="xs" c="red" data-testid="reading-error">{error}</Text> : null}
      </Table.Td>
      <Table.Td>
        <DateField size="xs" w={140} aria-label={`${t('readOn')} ${label}`} value={readOn} disabled={locked} onChange={(v) => setReadOn(v)} />
      </Table.Td>
      <Table.Td>
        <Checkbox aria-label={`${t('rolledOver')} ${label}`} checked={rolledOver} disabled={locked} onChange={(e) => setRolledOver(e.currentTarget.checked)} />
      </Table.Td>
      <Table.Td ta="right" c={row.unusual ? 'orange.8' : undefined} fw={row.unusual ? 600 : undefined} title={row.unusual ? t('unusual') : undefined}>
        {amountText(row.usage)}
      </Table.Td>
      <Table.Td>{row.state ? <Badge color={STATE_COLOR[row.state]}>{t(`readingStates.${row.state}`)}</Badge> : <Badge color="gray" variant="outline">{t('readingStates.none')}</Badge>}</Table.Td>
      {/* who entered it: the entrant may not audit their own reading */}
      <Table.Td data-testid="reading-by">{row.readByName ?? ''}</Table.Td>
      <Table.Td>
        {!locked ? (
          <Button size="compact-xs" disabled={!changed || current.trim() === ''} loading={save.isPending} onClick={() => void submit()} aria-label={`${t('save')} ${label}`}>{t('save')}</Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
