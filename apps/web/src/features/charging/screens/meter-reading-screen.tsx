import { Alert, Button, Checkbox, Group, Paper, ScrollArea, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { readingEndpoints } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPeriod } from '@pm/domain';
import type { ScreenProps } from '../../../shared/screen';
import { useAuditReadings } from '../api/audit-readings';
import { exportWithPurpose } from '../../../shared/export-with-purpose';
import { usePagedList } from '../../../shared/use-paged-list';
import { readingSheetQuery } from '../api/reading-sheet';
import { errorText } from '../../../api/error-text';
import { ListFooter, TableState } from '../components/list-footer';
import { EstateSelect } from '../components/pickers';
import { ReadingImportDialog } from '../components/reading-import-dialog';
import { ReadingRowView } from '../components/reading-row';
import { thisPeriod } from '../format';

const SIZE = 50;
type StateFilter = 'none' | 'W' | 'C' | 'F';

/** 抄表录入: an estate's reading sheet for a period; entry per row, audit in bulk, Excel export and import. */
export default function MeterReadingScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('charging');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [period, setPeriod] = useState(thisPeriod);
  const [state, setState] = useState<StateFilter | null>(null);
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const audit = useAuditReadings();
  const ready = !!estateId && isPeriod(period);
  const filters = { estateId: estateId ?? 0, period, state: state ?? undefined, q: q.trim() || undefined };
  const sheet = usePagedList({ initial: {}, size: SIZE, query: (_, paging) => ({ ...readingSheetQuery({ ...filters, ...paging }), enabled: ready }) });
  const rows = sheet.rows;
  const refilter = (f: () => void) => {
    f();
    setSelected([]);
  };
  const decide = async (approve: boolean) => {
    setRefusal(null);
    try {
      const result = await audit.mutateAsync({ ids: selected, approve });
      notifications.show({ color: 'green', message: t('readingsAudited', { count: result.changed }) });
      setSelected([]);
    } catch (error) {
      setRefusal(errorText(error));
    }
  };
  const readIds = rows.flatMap((r) => (r.readingId === null ? [] : [r.readingId]));
  const allSelected = readIds.length > 0 && readIds.every((id) => selected.includes(id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <Stack gap="sm" p="sm" data-testid="meter-reading-screen">
      <Title order={4}>{title || t('menu.meterReading')}</Title>
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm">
          <EstateSelect value={estateId} onChange={(v) => refilter(() => setEstateId(v))} required />
          <TextInput label={t('period')} placeholder="YYYY-MM" value={period} error={period && !isPeriod(period) ? t('periodInvalid') : undefined} onChange={(e) => { const v = e.currentTarget.value; refilter(() => setPeriod(v)); }} w={110} data-testid="reading-period" />
          <Select label={t('readingState')} data={(['none', 'W', 'C', 'F'] as const).map((v) => ({ value: v, label: t(`readingStates.${v}`) }))} value={state} onChange={(v) => refilter(() => setState(v as StateFilter | null))} clearable w={120} />
          <TextInput label={t('meterCode')} value={q} onChange={(e) => { const v = e.currentTarget.value; refilter(() => setQ(v)); }} w={140} />
          <Group ml="auto" gap="xs">
            {!readOnly ? (
              <>
                <Button disabled={selected.length === 0} loading={audit.isPending} onClick={() => void decide(true)} data-testid="readings-approve">{t('approveReadings')}</Button>
                <Button color="red" variant="light" disabled={selected.length === 0} onClick={() => void decide(false)} data-testid="readings-reject">{t('rejectReadings')}</Button>
                <Button variant="default" onClick={() => setImporting(true)}>{t('import')}</Button>
              </>
            ) : null}
            <Button variant="default" disabled={!ready} onClick={() => void exportWithPurpose(readingEndpoints.exportReadings, filters, `${title || t('menu.meterReading')}${period}.xlsx`)}>{t('export')}</Button>
          </Group>
        </Group>
      </Paper>
      {refusal ? <Alert color="red" withCloseButton onClose={() => setRefusal(null)} data-testid="readings-error">{refusal}</Alert> : null}
      <ScrollArea>
        <Table withTableBorder data-testid="reading-sheet">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox aria-label={t('selectAll')} checked={allSelected} indeterminate={!allSelected && selected.length > 0} disabled={readIds.length === 0} onChange={() => setSelected(allSelected ? [] : readIds)} />
              </Table.Th>
              <Table.Th>{t('meterCode')}</Table.Th>
              <Table.Th>{t('meterKind')}</Table.Th>
              <Table.Th>{t('house')}</Table.Th>
              <Table.Th ta="right">{t('multiplier')}</Table.Th>
              <Table.Th ta="right">{t('previous')}</Table.Th>
              <Table.Th>{t('current')}</Table.Th>
              <Table.Th>{t('readOn')}</Table.Th>
              <Table.Th>{t('rolledOver')}</Table.Th>
              <Table.Th ta="right">{t('usage')}</Table.Th>
              <Table.Th>{t('readingState')}</Table.Th>
              <Table.Th>{t('readBy')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!ready ? <TableState loading={false} empty error={t('pickEstatePeriod')} cols={13} /> : <TableState loading={sheet.query.isPending} empty={rows.length === 0} error={sheet.query.error ? errorText(sheet.query.error) : undefined} cols={13} />}
            {rows.map((r) => (
              <ReadingRowView key={`${r.meterId}-${r.period}`} row={r} readOnly={readOnly} selected={r.readingId !== null && selected.includes(r.readingId)} onSelect={() => r.readingId !== null && toggle(r.readingId)} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListFooter total={sheet.total} page={sheet.page} size={SIZE} onPage={(p) => { sheet.setPage(p); setSelected([]); }} />
      {importing ? <ReadingImportDialog opened onClose={() => setImporting(false)} /> : null}
    </Stack>
  );
}
