import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { prepareDom } from '../../../test/render';
import { TechnicianApp } from './technician-app';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

/** The phone app as the signed-in shell shows it: the menu the shell loaded (['shell']) says what the person may use. */
function renderApp(routes: { name: string; state?: number }[]) {
  stubApi({});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['shell'], { routes });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/m/pool']}>
          <TechnicianApp />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the phone app\'s tab bar', () => {
  it('offers 抄表 to a person who may use 抄表录入', () => {
    renderApp([{ name: 'charge_ops-meter-reading', state: 3 }]);
    const tab = screen.getByTestId('m-tab-readings');
    expect(tab.textContent).toBe('抄表');
    expect(tab.getAttribute('href')).toBe('/m/readings');
  });

  it('leaves 抄表 out when 抄表录入 is not granted (or not bought)', () => {
    renderApp([{ name: 'charge_ops-meter-reading', state: 1 }, { name: 'customer_dispatch', state: 3 }]);
    expect(screen.queryByTestId('m-tab-readings')).toBeNull();
    expect(screen.getByTestId('m-tab-pool')).toBeTruthy();
  });
});
