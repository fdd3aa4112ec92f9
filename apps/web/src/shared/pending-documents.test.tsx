import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/stub-api';
import { refreshPending, usePendingDocuments } from './pending-documents';

afterEach(() => vi.unstubAllGlobals());

function Probe({ initial }: { initial: number }) {
  const n = usePendingDocuments(initial);
  return <span data-testid="pending">{n}</span>;
}

describe('what makes 通讯 red', () => {
  it('starts from what the shell loaded and follows the account after a workflow action, silently', async () => {
    let waiting = 2;
    const calls = stubApi({ 'GET /api/account': () => ({ pendingDocumentsNumber: waiting }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <Probe initial={2} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByTestId('pending').textContent).toBe('2');
    expect(calls).toHaveLength(0);
    waiting = 0;
    refreshPending(client);
    await waitFor(() => expect(screen.getByTestId('pending').textContent).toBe('0'));
    expect(calls.map((c) => c.path)).toContain('/api/account');
  });
});
