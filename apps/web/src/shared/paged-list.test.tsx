import { Button, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareDom, renderWithProviders } from '../test/render';
import { FilterBar } from './filter-bar';
import { useFilterDraft } from './filter-draft';
import { ListFooter } from './list-footer';
import { ListTable } from './list-table';
import { PagedTable } from './paged-table';
import { usePagedList } from './use-paged-list';

// The list kit on its own: a fake read of 45 names (3 pages of 20) that a filter narrows, and what a list shows meanwhile.

interface Ask {
  name: string;
  page: number;
  size: number;
}
const NAMES = Array.from({ length: 45 }, (_, i) => `业主${i + 1}`);

function fakeRead(asked: Ask[], answer?: (ask: Ask) => Promise<{ rows: string[]; total: number }>) {
  return (ask: Ask) => {
    asked.push(ask);
    if (answer) return answer(ask);
    const hits = NAMES.filter((n) => n.includes(ask.name));
    return Promise.resolve({ rows: hits.slice((ask.page - 1) * ask.size, ask.page * ask.size), total: hits.length });
  };
}

const nameRows = (rows: readonly string[]) =>
  rows.map((n) => (
    <Table.Tr key={n} data-testid="name-row">
      <Table.Td>{n}</Table.Td>
    </Table.Tr>
  ));

function Names({ read }: { read: (ask: Ask) => Promise<{ rows: string[]; total: number }> }) {
  const list = usePagedList({
    initial: { name: '' },
    query: (f, paging) => ({ queryKey: ['names', f, paging], queryFn: () => read({ ...f, ...paging }) }),
  });
  const bar = useFilterDraft(list);
  return (
    <>
      <FilterBar onSearch={bar.search} onReset={bar.reset} searchTestId="names-search">
        <TextInput label="姓名" value={bar.draft.name} onChange={(e) => bar.set('name', e.currentTarget.value)} />
      </FilterBar>
      <PagedTable list={list} columns={['姓名']} testId="names">
        {nameRows(list.rows)}
      </PagedTable>
    </>
  );
}

const rowTexts = () => screen.queryAllByTestId('name-row').map((r) => r.textContent);

beforeAll(async () => {
  await prepareDom();
  // jsdom has no scrolling; Mantine's combobox scrolls the selected option into view.
  if (!('scrollIntoView' in Element.prototype))
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});

describe('usePagedList with PagedTable', { timeout: 20_000 }, () => {
  it('reads page 1 and shows 共 N 条; a page button reads that page', async () => {
    const asked: Ask[] = [];
    const user = userEvent.setup();
    renderWithProviders(<Names read={fakeRead(asked)} />);
    await waitFor(() => expect(rowTexts()).toHaveLength(20));
    expect(rowTexts()[0]).toBe('业主1');
    expect(screen.getByText('共 45 条')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(rowTexts()).toEqual(['业主41', '业主42', '业主43', '业主44', '业主45']));
    expect(asked.at(-1)).toEqual({ name: '', page: 3, size: 20 });
  });

  it('goes back to page 1 when a filter is applied, and again on 重置', async () => {
    const asked: Ask[] = [];
    const user = userEvent.setup();
    renderWithProviders(<Names read={fakeRead(asked)} />);
    await waitFor(() => expect(rowTexts()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(rowTexts()[0]).toBe('业主21'));
    // 查询 again with the same filters is page 1 again too
    await user.click(screen.getByTestId('names-search'));
    await waitFor(() => expect(rowTexts()[0]).toBe('业主1'));
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(rowTexts()[0]).toBe('业主21'));
    // typing alone asks nothing: the filter applies on 查询
    await user.type(screen.getByLabelText('姓名'), '业主1');
    expect(asked.at(-1)).toEqual({ name: '', page: 2, size: 20 });
    await user.click(screen.getByTestId('names-search'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ name: '业主1', page: 1, size: 20 }));
    await waitFor(() => expect(rowTexts()[0]).toBe('业主1'));
    expect(screen.getByText('共 11 条')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ name: '', page: 1, size: 20 }));
    expect(screen.getByLabelText<HTMLInputElement>('姓名').value).toBe('');
  });

  it('keeps the shown page while the next one loads', async () => {
    const asked: Ask[] = [];
    let release: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (release = resolve));
    const slowPage2 = async (ask: Ask) => {
      if (ask.page === 2) await later;
      return { rows: NAMES.slice((ask.page - 1) * 20, ask.page * 20), total: 45 };
    };
    const user = userEvent.setup();
    renderWithProviders(<Names read={fakeRead(asked, slowPage2)} />);
    await waitFor(() => expect(rowTexts()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(asked.at(-1)?.page).toBe(2));
    expect(rowTexts()[0]).toBe('业主1');
    expect(screen.queryByTestId('list-loading')).toBeNull();
    release();
    await waitFor(() => expect(rowTexts()[0]).toBe('业主21'));
  });

  it('shows a loader first, 暂无数据 for nothing, and the load failure', async () => {
    const view = renderWithProviders(<Names read={() => new Promise(() => undefined)} />);
    expect(await screen.findByTestId('list-loading')).toBeTruthy();
    view.unmount();
    const empty = renderWithProviders(<Names read={() => Promise.resolve({ rows: [], total: 0 })} />);
    expect((await screen.findByTestId('list-empty')).textContent).toBe('暂无数据');
    expect(screen.getByText('共 0 条')).toBeTruthy();
    empty.unmount();
    renderWithProviders(<Names read={() => Promise.reject(new Error('boom'))} />);
    expect((await screen.findByTestId('list-failed')).textContent).toBe('数据加载失败，请刷新后重试');
    expect(screen.queryByTestId('list-empty')).toBeNull();
  });

  it('goes back to page 1 when something else the read depends on changes (a chosen estate)', async () => {
    const asked: Ask[] = [];
    const user = userEvent.setup();
    const read = fakeRead(asked);
    function ByPrefix() {
      const [prefix, setPrefix] = useState('业主');
      const list = usePagedList({ initial: {}, query: (_, paging) => ({ queryKey: ['by-prefix', prefix, paging], queryFn: () => read({ name: prefix, ...paging }) }) });
      return (
        <>
          <Button onClick={() => setPrefix('业主1')}>换</Button>
          <PagedTable list={list} columns={['姓名']}>
            {nameRows(list.rows)}
          </PagedTable>
        </>
      );
    }
    renderWithProviders(<ByPrefix />);
    await waitFor(() => expect(rowTexts()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(rowTexts()[0]).toBe('业主21'));
    await user.click(screen.getByRole('button', { name: '换' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ name: '业主1', page: 1, size: 20 }));
    await waitFor(() => expect(rowTexts()[0]).toBe('业主1'));
  });
});

describe('usePagedList page size chosen by the user', { timeout: 20_000 }, () => {
  function Sized({ read }: { read: (ask: Ask) => Promise<{ rows: string[]; total: number }> }) {
    const list = usePagedList({ initial: { name: '' }, size: 10, query: (f, paging) => ({ queryKey: ['sized', f, paging], queryFn: () => read({ ...f, ...paging }) }) });
    return (
      <>
        <Button onClick={() => list.setFilter('name', '业主1')}>业主1…</Button>
        <Table>
          <Table.Tbody>{nameRows(list.rows)}</Table.Tbody>
        </Table>
        <ListFooter total={list.total} page={list.page} size={list.size} onPage={list.setPage} sizes={[10, 20, 50]} onSize={list.setSize} />
      </>
    );
  }

  it('starts at the size given; another size reads page 1 of that size, and a filter keeps the chosen size', async () => {
    const asked: Ask[] = [];
    const user = userEvent.setup();
    renderWithProviders(<Sized read={fakeRead(asked)} />);
    // 45 names in 5 pages of 10
    await waitFor(() => expect(rowTexts()).toHaveLength(10));
    expect(screen.getByTestId<HTMLInputElement>('list-page-size').value).toBe('10 条/页');
    expect(screen.getByRole('button', { name: '5' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(rowTexts()[0]).toBe('业主21'));
    await user.click(screen.getByTestId('list-page-size'));
    await user.click(await screen.findByRole('option', { name: '20 条/页', hidden: true }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ name: '', page: 1, size: 20 }));
    await waitFor(() => expect(rowTexts()).toHaveLength(20));
    expect(rowTexts()[0]).toBe('业主1');
    expect(screen.queryByRole('button', { name: '4' })).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('list-page-size').value).toBe('20 条/页');
    await user.click(screen.getByRole('button', { name: '业主1…' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ name: '业主1', page: 1, size: 20 }));
    await waitFor(() => expect(rowTexts()).toHaveLength(11));
  });

  it('a list that offers no sizes shows no size choice', async () => {
    renderWithProviders(<Names read={fakeRead([])} />);
    await waitFor(() => expect(rowTexts()).toHaveLength(20));
    expect(screen.queryByTestId('list-page-size')).toBeNull();
  });
});

describe('ListTable', () => {
  const columns = ['姓名'];
  const draw = (rows: readonly string[]) => rows.map((n) => <Table.Tr key={n}><Table.Td>{n}</Table.Td></Table.Tr>);
  const show = (query: { isPending: boolean; isError: boolean; data?: string[] }) =>
    renderWithProviders(<ListTable query={query} columns={columns} minWidth={400} emptyText="暂无业主">{draw}</ListTable>);
  it('shows the loader, the failure, the empty text, or the rows', () => {
    show({ isPending: true, isError: false });
    expect(screen.getByTestId('page-loader')).toBeTruthy();
    cleanup();
    show({ isPending: false, isError: true });
    expect(screen.getByTestId('list-failed').textContent).toBe('数据加载失败，请刷新后重试');
    cleanup();
    show({ isPending: false, isError: false, data: [] });
    expect(screen.getByTestId('list-empty').textContent).toBe('暂无业主');
    cleanup();
    show({ isPending: false, isError: false, data: ['业主1'] });
    expect(screen.getByRole('columnheader').textContent).toBe('姓名');
    expect(screen.getByRole('cell').textContent).toBe('业主1');
  });
});
