import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmbeddedScreen } from '../../../shared/embedded-screen';
import { ListFooter } from '../../../shared/list-footer';
import { PageLoader } from '../../../shared/page-loader';
import type { ScreenProps } from '../../../shared/screen';
import { usePagedList } from '../../../shared/use-paged-list';
import { boardQuery } from '../api/workorders';
import { BoardFilters, type BoardFilter } from '../components/board-filters';
import { CreateDialog } from '../components/create-dialog';
import { errorText } from '../../../api/error-text';
import { OrderDrawer } from '../components/order-drawer';
import { OrderTable } from '../components/order-table';
import { SlaReportPanel } from '../components/sla-report-panel';

const SIZE = 20;
/** The board first shows the orders still being worked on (未完工). */
const OPEN_ORDERS: BoardFilter = { open: 'true' };
/** The 派工单 typed by hand before the work orders: the record screen, as usable as 派工管理 itself. */
const HISTORY = 'record/dispatch/index';

function History({ title, readOnly }: { title: string; readOnly: boolean }) {
  const Screen = useEmbeddedScreen(HISTORY);
  if (!Screen) return null;
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen menuId={0} title={title} readOnly={readOnly} />
    </Suspense>
  );
}

/** The board: filters, the orders by due time, paging; a row opens the order; 新建工单. */
function Board({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('workorders');
  const [text, setText] = useState('');
  const [keyword] = useDebouncedValue(text.trim(), 300);
  // page 1 again on another choice, or once the keyword typed is sent
  const board = usePagedList({
    initial: OPEN_ORDERS,
    size: SIZE,
    query: (filter, paging) => boardQuery({ ...paging, ...filter, ...(keyword ? { text: keyword } : {}) }),
  });
  const [open, setOpen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <BoardFilters
          value={board.filters}
          onChange={board.setFilters}
          text={text}
          onText={setText}
          onReload={() => void board.query.refetch()}
          reloading={board.query.isFetching}
        />
        {readOnly ? null : <Button onClick={() => setCreating(true)} data-testid="wo-create">{t('create.open')}</Button>}
      </Group>
      <OrderTable rows={board.rows} loading={board.query.isPending} error={board.query.error ? errorText(board.query.error) : undefined} onOpen={setOpen} />
      <ListFooter total={board.total} page={board.page} size={board.size} onPage={board.setPage} />
      {open !== null ? <OrderDrawer key={open} id={open} readOnly={readOnly} onClose={() => setOpen(null)} /> : null}
      {creating ? <CreateDialog onClose={() => setCreating(false)} onCreated={(id) => { setCreating(false); setOpen(id); }} /> : null}
    </Stack>
  );
}

/** 派工管理 (menu 127): the dispatcher's board of work orders, 时效统计 per team, and the 派工单 typed by hand before them (历史派工单). */
export default function BoardScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('workorders');
  const [tab, setTab] = useState<string | null>('board');
  return (
    <Stack gap="sm" p="sm" data-testid="wo-board-screen">
      <Title order={4}>{title || t('title')}</Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="board" data-testid="wo-tab-board">{t('tabs.board')}</Tabs.Tab>
          <Tabs.Tab value="sla" data-testid="wo-tab-sla">{t('tabs.sla')}</Tabs.Tab>
          <Tabs.Tab value="history" data-testid="wo-tab-history">{t('tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="board" pt="sm">
          <Board readOnly={readOnly} />
        </Tabs.Panel>
        <Tabs.Panel value="sla" pt="sm">
          <SlaReportPanel />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="sm">
          <History title={t('tabs.history')} readOnly={readOnly} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
