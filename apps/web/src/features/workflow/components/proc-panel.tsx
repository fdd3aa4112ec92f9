import type { DocBrief } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../shared/use-paged-list';
import { dealtQuery, PAGE_SIZE, todoQuery } from '../api/lists';
import { DocTable } from './doc-table';
import { DocTabs } from './doc-tabs';
import { KindSegments, kindOf, type KindFilter } from './kind-filter';
import { ListExport } from './list-export';

/** 办文: my to-do documents by kind with their counts, and the ones I have handled; the open list exports whole. */
export function ProcPanel({ onOpen }: { onOpen: (doc: DocBrief) => void }) {
  const { t } = useTranslation('workflow');
  const [kind, setKind] = useState<KindFilter>('all');
  const [tab, setTab] = useState<'todo' | 'done'>('todo');
  // both lists page on their own and start again at page 1 when the kind changes
  const todo = usePagedList({ initial: {}, size: PAGE_SIZE, query: (_, { page }) => todoQuery(kindOf(kind), page) });
  const done = usePagedList({ initial: {}, size: PAGE_SIZE, query: (_, { page }) => dealtQuery(kindOf(kind), page) });
  return (
    <DocTabs
      segments={<KindSegments value={kind} onChange={setKind} counts={todo.query.data} testId="proc-kinds" />}
      exporter={<ListExport list={tab === 'todo' ? 'todo' : 'dealt'} kind={kind} testId="proc-export" />}
      tab={tab}
      onTab={setTab}
      tabs={[
        { value: 'todo', label: t('list.todo'), testId: 'proc-todo-tab', list: <DocTable rows={todo.query.data?.rows} loading={todo.query.isPending} empty={t('list.todoEmpty')} onOpen={onOpen} todo paging={todo} testId="todo-list" /> },
        { value: 'done', label: t('list.done'), testId: 'proc-done-tab', list: <DocTable rows={done.query.data?.rows} loading={done.query.isPending} empty={t('list.empty')} onOpen={onOpen} paging={done} testId="done-list" /> },
      ]}
    />
  );
}
