import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { renderWithProviders } from '../test/render';
import { stubApi } from '../test/stub-api';
import { loadedScreen, loadScreen } from './screen-loader';
import { ScreenHost, screenFor } from './screen-host';
import type { ShellRoute } from './shell-routes';

// A screen's first open (issue 25 item 19): its code and its feature's strings are fetched together
// from the click on, and a screen already loaded mounts at once, so it asks for its data in the
// first render rather than after a Suspense fallback (React reveals those no sooner than 300 ms).

beforeAll(async () => {
  await initI18n(['common']);
});
afterEach(() => vi.unstubAllGlobals());

const route = (component: string, title: string): ShellRoute => ({ menuId: 1402, name: component, path: `/${component}`, title, component, state: 3, blank: false });

describe('loading a menu screen', () => {
  it('brings the feature’s strings with the screen’s code, once', async () => {
    expect(i18next.hasLoadedNamespace('settlement')).toBe(false);
    const loading = loadScreen('charging/settle/normal');
    expect(loadScreen('charging/settle/normal')).toBe(loading);
    const Screen = await loading;
    expect(i18next.hasLoadedNamespace('settlement')).toBe(true);
    expect(loadedScreen('charging/settle/normal')).toBe(Screen);
    expect(loadScreen('no/such/screen')).toBeNull();
  });

  it('mounts a loaded screen in the first render, which asks for its data at once', async () => {
    const calls = stubApi({ 'GET /api/common/estates': () => [{ id: 7, code: 'A', name: '安居花园' }] });
    await loadScreen('charging/settle/normal');
    renderWithProviders(<ScreenHost route={route('charging/settle/normal', '常规结算')} title="常规结算" />);
    expect(screen.queryByTestId('page-loader')).toBeNull();
    expect(screen.getByRole('heading', { name: '常规结算' })).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/common/estates'));
  });

  it('shows a loader until a screen not loaded yet arrives, then the screen', async () => {
    stubApi({});
    renderWithProviders(<ScreenHost route={route('charging/settle/prepay', '预交款')} title="预交款" />);
    expect(screen.getByTestId('page-loader')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '预交款' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('page-loader')).toBeNull();
  });

  it('gives a screen shown inside another the same component on every render, loaded or not', async () => {
    const before = screenFor('charging/settle/other');
    expect(before).not.toBeNull();
    await loadScreen('charging/settle/other');
    expect(screenFor('charging/settle/other')).toBe(before);
    await loadScreen('charging/settle/special');
    expect(screenFor('charging/settle/special')).toBe(loadedScreen('charging/settle/special'));
    expect(screenFor('no/such/screen')).toBeNull();
  });

  it('shows the fallback screen for a component no feature has', () => {
    renderWithProviders(<ScreenHost route={route('no/such/screen', '未知')} title="未知" />);
    expect(screen.getByTestId('fallback-screen')).toBeTruthy();
  });
});
