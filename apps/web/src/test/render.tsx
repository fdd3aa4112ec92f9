import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../i18n';

/** Loads the real locale files, so tests find the Chinese labels a user sees. */
export async function prepareDom(): Promise<void> {
  await initI18n();
}

/**
 * Renders a component inside what the app gives every screen: Mantine (in its test mode: no transitions, no portals,
 * so a menu or dialog is there at once and a click never lands in one still opening), a fresh query cache (no
 * retries) and a router, at `route` (a screen's tab may carry query parameters: /x?houseId=11).
 */
export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
