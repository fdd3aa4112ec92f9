import { Group, Stack, Tabs } from '@mantine/core';
import type { DocBrief } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, useDealt, useTodo } from '../api/lists';
import { DocTable } from './doc-table';
import { KindSegments, kindOf, type KindFilter } from './kind-filter';
import { ListExport } from './list-export';

/** 办文: my to-do documents by kind with their counts, and the ones I have handled; the open list exports whole. */
export function ProcPanel({ onOpen }: { onOpen: (doc: DocBrief) => void }) {
  const { t } = useTranslation('workflow');
  const [kind, setKind] = useState<KindFilter>('all');
  const [page, setPage] = useState(1);
  const [donePage, setDonePage] = useState(1);
  const [tab, setTab] = useState<'todo' | 'done'>('todo');
  const todo = useTodo(kindOf(kind), page);
  const done = useDealt(kindOf(kind), donePage);
  const pick = (k: KindFilter) => {
    setKind(k);
    setPage(1);
    setDonePage(1);
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <KindSegments value={kind} onChange={pick} counts={todo.data} testId="proc-kinds" />
        <ListExport list={tab === 'todo' ? 'todo' : 'dealt'} kind={kind} testId="proc-export" />
      </Group>
      <Tabs value={tab} onChange={(v) => setTab(v === 'done' ? 'done' : 'todo')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="todo" data-testid="proc-todo-tab">{t('list.todo')}</Tabs.Tab>
          <Tabs.Tab value="done" data-testid="proc-done-tab">{t('list.done')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="todo" pt="sm">
          <DocTable
            rows={todo.data?.rows}
            loading={todo.isPending}
            empty={t('list.todoEmpty')}
            onOpen={onOpen}
            todo
            paging={{ page, total: todo.data?.total ?? 0, size: PAGE_SIZE, onPage: setPage }}
            testId="todo-list"
          />
        </Tabs.Panel>
        <Tabs.Panel value="done" pt="sm">
          <DocTable
            rows={done.data?.rows}
            loading={done.isPending}
            empty={t('list.empty')}
            onOpen={onOpen}
            paging={{ page: donePage, total: done.data?.total ?? 0, size: PAGE_SIZE, onPage: setDonePage }}
            testId="done-list"
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
