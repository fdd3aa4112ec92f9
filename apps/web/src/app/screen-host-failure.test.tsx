import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../test/render';
import { ScreenHost } from './screen-host';
import type { ShellRoute } from './shell-routes';

// A screen whose chunk cannot be loaded shows the spec's fallback screen (section 8), as it did when
// screens were React.lazy components; opening it again tries again.

const load = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module: /js/broken.js')));
vi.mock('./screen-registry', () => ({
  findScreen: (component: string) => (component === 'broken/screen' ? load : undefined),
  screenFeature: () => 'settlement',
  componentKey: (c: string) => c,
}));

beforeAll(async () => {
  await prepareDom();
  // React reports the error the boundary caught; the fallback screen is what is checked
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const route: ShellRoute = { menuId: 9, name: 'broken', path: '/broken', title: '坏的', component: 'broken/screen', state: 3, blank: false };

describe('a screen that cannot be loaded', () => {
  it('shows the fallback screen, and is asked for again on the next open', async () => {
    const first = renderWithProviders(<ScreenHost route={route} title="坏的" />);
    expect(await screen.findByTestId('fallback-screen')).toBeTruthy();
    first.unmount();
    renderWithProviders(<ScreenHost route={route} title="坏的" />);
    expect(await screen.findByTestId('fallback-screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
