import { MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScreenProps } from '../../shared/screen';
import { prepareDom } from '../../test/render';
import type { ShellRoute } from '../shell-routes';
import type { TabsState } from '../tabs/tabs-logic';
import { TabPanes } from './tab-panes';

// Every open tab keeps its screen mounted. Opening the menu, another tab or a navigation renders
// the shell again; the open screens must not render again with it (issue 25 item 19: with 结算看板
// open, each click drew its charts again and the next screen opened seconds later).

beforeAll(prepareDom);

const renders = new Map<string, number>();
function counting(name: string) {
  return function Screen({ title }: ScreenProps) {
    renders.set(name, (renders.get(name) ?? 0) + 1);
    return <p>{title}</p>;
  };
}
const route = (name: string): ShellRoute => ({ menuId: name.length, name, path: `/${name}`, title: name, component: `shell/${name}`, state: 3, blank: false, page: counting(name) });
const dashboard = route('dashboard');
const meters = route('meters');
const renderWithProviders = (ui: ReactNode) => render(ui, { wrapper: ({ children }) => <MantineProvider>{children}</MantineProvider> });
const panes = (active: string, names: string[]): TabsState => ({ active, panes: names.map((n) => ({ name: n, path: `/${n}`, title: n })) });

describe('the panes of the open tabs', () => {
  it('render an open screen once, however often the shell renders, while its route and title stay', () => {
    renders.clear();
    // new Map and pane objects each time, as the layouts build them on each render
    const byName = () => new Map([dashboard, meters].map((r) => [r.name, { ...r }]));
    const view = renderWithProviders(<TabPanes tabs={panes('dashboard', ['dashboard'])} byName={byName()} />);
    expect(renders.get('dashboard')).toBe(1);

    view.rerender(<TabPanes tabs={panes('dashboard', ['dashboard'])} byName={byName()} />);
    act(() => view.rerender(<TabPanes tabs={panes('meters', ['dashboard', 'meters'])} byName={byName()} />));
    act(() => view.rerender(<TabPanes tabs={panes('dashboard', ['dashboard', 'meters'])} byName={byName()} />));
    expect(renders.get('dashboard')).toBe(1);
    expect(renders.get('meters')).toBe(1);
  });

  it('render a screen again when its title changes', () => {
    renders.clear();
    const byName = (title: string) => new Map([[dashboard.name, { ...dashboard, title }]]);
    const view = renderWithProviders(<TabPanes tabs={panes('dashboard', ['dashboard'])} byName={byName('结算看板')} />);
    expect(view.getByText('结算看板')).toBeTruthy();
    view.rerender(<TabPanes tabs={panes('dashboard', ['dashboard'])} byName={byName('結算看板')} />);
    expect(view.getByText('結算看板')).toBeTruthy();
    expect(renders.get('dashboard')).toBe(2);
  });
});
