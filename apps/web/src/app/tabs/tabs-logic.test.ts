import { describe, expect, test } from 'vitest';
import { clickTab, closeTab, emptyTabs, openTab, type Tab, type TabsState } from './tabs-logic';

const tab = (n: number): Tab => ({ name: `t${n}`, path: `/p/${n}`, title: `标签${n}` });
function withTabs(count: number, active = `t${count}`): TabsState {
  return { panes: Array.from({ length: count }, (_, i) => tab(i + 1)), active };
}

describe('opening tabs', () => {
  test('opens a new tab and makes it active', () => {
    const { state, refused } = openTab(emptyTabs, tab(1), 9);
    expect(refused).toBe(false);
    expect(state).toEqual({ panes: [tab(1)], active: 't1' });
  });

  test.each([
    [9, 'old menu'],
    [10, 'new menu'],
  ])('refuses a new tab once %i are open (%s)', (limit) => {
    const full = withTabs(limit, 't1');
    const { state, refused } = openTab(full, tab(99), limit);
    expect(refused).toBe(true);
    expect(state).toBe(full);
  });

  test('still activates an already open tab at the limit', () => {
    const { state, refused } = openTab(withTabs(9, 't1'), { ...tab(5), path: '/p/5?x=1' }, 9);
    expect(refused).toBe(false);
    expect(state.active).toBe('t5');
    expect(state.panes).toHaveLength(9);
    expect(state.panes[4]?.path).toBe('/p/5?x=1');
  });
});

describe('closing tabs', () => {
  test('closing the current tab activates the previous one', () => {
    const r = closeTab(withTabs(3, 't3'), 't3');
    expect(r.state.active).toBe('t2');
    expect(r.navigateTo).toBe('/p/2');
  });

  test('closing the first tab while current activates the second one', () => {
    const r = closeTab(withTabs(3, 't1'), 't1');
    expect(r.state.active).toBe('t2');
    expect(r.navigateTo).toBe('/p/2');
    expect(r.state.panes.map((p) => p.name)).toEqual(['t2', 't3']);
  });

  test('closing a middle current tab activates its left neighbour', () => {
    expect(closeTab(withTabs(4, 't3'), 't3').state.active).toBe('t2');
  });

  test('closing another tab keeps the current one and stays', () => {
    const r = closeTab(withTabs(3, 't3'), 't1');
    expect(r.state.active).toBe('t3');
    expect(r.navigateTo).toBeNull();
  });

  test('closing the last tab goes to search and reopens the menu', () => {
    const r = closeTab(withTabs(1, 't1'), 't1');
    expect(r).toEqual({ state: { panes: [], active: null }, navigateTo: '/search', reopenMenu: true });
  });

  test('closing an unknown tab changes nothing', () => {
    const s = withTabs(2);
    expect(closeTab(s, 'nope').state).toBe(s);
  });
});

describe('clicking tabs', () => {
  test('clicking the active tab closes the menu', () => {
    expect(clickTab(withTabs(2, 't2'), 't2')).toMatchObject({ closeMenu: true, navigateTo: null });
  });

  test('clicking another tab activates it', () => {
    const r = clickTab(withTabs(2, 't2'), 't1');
    expect(r.state.active).toBe('t1');
    expect(r.navigateTo).toBe('/p/1');
    expect(r.closeMenu).toBe(false);
  });
});
