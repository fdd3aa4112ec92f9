import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { finishDialog, useDialogQueue } from '../../shared/dialogs';

import { ok, stubApi, type Answer, type Call } from '../../test/stub-api';

export { ok, stubApi, type Answer, type Call };

/** The bodies sent to a path, in order. */
export const bodies = (calls: Call[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body as Record<string, unknown>);

export const estates = [{ id: 1, code: 'E01', name: '安居花园' }];

/**
 * Renders a screen as the signed-in shell would: Mantine, a query cache holding the shell's menu
 * routes (so links to other menu screens resolve), a router at `path`.
 */
export function renderScreen(ui: ReactNode, { routes = [], path = '/' }: { routes?: { component: string; path: string }[]; path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(['shell'], { routes });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Stands in for the shell's export-purpose dialog: shows that it was asked and answers it. */
export function PurposeAnswer() {
  const request = useDialogQueue();
  if (request?.kind !== 'exportPurpose') return null;
  return (
    <button
      type="button"
      data-testid="purpose-asked"
      onClick={() => {
        finishDialog(request);
        request.resolve({ usage: '对账', approver: '王经理', approvedOn: '2026.05.06' });
      }}
    >
      purpose
    </button>
  );
}

/** The object URLs made for saved (downloaded) files. */
export const savedFiles = vi.fn((_blob: Blob | MediaSource) => 'blob:x');

/** jsdom has no object URLs or scrolling; downloads and Mantine's combobox need them. */
export function prepareBrowser(): void {
  URL.createObjectURL = savedFiles;
  URL.revokeObjectURL = vi.fn();
  // saving a file clicks a blob link; jsdom cannot navigate
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
}
