import { Button, Stack, Tabs } from '@mantine/core';
import { lineEndpoints } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportWithPurpose } from '../../../shared/export-with-purpose';
import { usePagedList } from '../../../shared/use-paged-list';
import { linesQuery } from '../api/list-lines';
import type { Line } from '../types';
import { AuditActions, type LineTab } from './audit-actions';
import { errorText } from '../../../api/error-text';
import { LineFilters, NO_LINE_FILTERS, type LineFilterValues } from './line-filters';
import { LineHistoryDrawer } from './line-history-drawer';
import { LinesTable } from './lines-table';
import { ListFooter } from './list-footer';
import { ReverseDialog } from './reverse-dialog';
import { RunDialog } from './run-dialog';

const SIZE = 50;
const TABS: LineTab[] = ['pending_calc', 'pending_audit', 'audited', 'released', 'paid'];

/** 计费审核: lines by state with filters, sums, selection, bulk actions, history, 冲销, export, and 计费. */
export function AuditLines({ readOnly, title }: { readOnly: boolean; title: string }) {
  const { t } = useTranslation('charging');
  const [tab, setTab] = useState<LineTab>('pending_audit');
  const [filters, setFilters] = useState<LineFilterValues>(NO_LINE_FILTERS);
  const [selected, setSelected] = useState<number[]>([]);
  const [history, setHistory] = useState<Line | null>(null);
  const [reversing, setReversing] = useState<Line | null>(null);
  const [running, setRunning] = useState(false);
  const query = {
    estateId: filters.estateId ?? undefined,
    period: filters.period || undefined,
    buildingId: filters.buildingId ?? undefined,
    houseId: filters.houseId ?? undefined,
    itemId: filters.itemId ?? undefined,
  };
  const lines = usePagedList({ initial: {}, size: SIZE, query: (_, paging) => linesQuery({ ...query, status: tab, ...paging }) });
  const reset = () => setSelected([]);

  return (
    <Stack gap="sm" data-testid="audit-lines">
      <LineFilters onApply={(f) => { setFilters(f); reset(); }}>
        {!readOnly ? <Button onClick={() => setRunning(true)} data-testid="open-run">{t('startRun')}</Button> : null}
        <Button variant="default" onClick={() => void exportWithPurpose(lineEndpoints.exportLines, { ...query, status: tab }, `${title}.xlsx`)}>{t('export')}</Button>
      </LineFilters>
      <Tabs value={tab} onChange={(v) => { if (v) { setTab(v as LineTab); reset(); } }}>
        <Tabs.List>
          {TABS.map((s) => (
            <Tabs.Tab key={s} value={s}>{t(`status.${s}`)}</Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {!readOnly ? <AuditActions tab={tab} selected={selected} query={query} total={lines.total} onDone={() => setSelected([])} /> : null}
      <LinesTable
        rows={lines.rows}
        loading={lines.query.isPending}
        error={lines.query.error ? errorText(lines.query.error) : undefined}
        selected={selected}
        onSelect={setSelected}
        sumNet={lines.query.data?.sumNet}
        sumOpen={lines.query.data?.sumOpen}
        onHistory={setHistory}
        onReverse={readOnly ? undefined : setReversing}
      />
      <ListFooter total={lines.total} page={lines.page} size={SIZE} onPage={(p) => { lines.setPage(p); setSelected([]); }} />
      <LineHistoryDrawer line={history} onClose={() => setHistory(null)} />
      <ReverseDialog line={reversing} onClose={() => setReversing(null)} />
      {running ? <RunDialog opened onClose={() => setRunning(false)} estateId={filters.estateId} /> : null}
    </Stack>
  );
}
