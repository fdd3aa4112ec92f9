import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { AgentGroupSelect } from './agent-group-select';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

// 23 groups at the vendor: pages of 10 (spec: agent-group query 10), asked with { page, size } in the body.
const groups = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, groupName: `坐席组${i + 1}` }));
const groupPage = (body: unknown) => {
  const { page, size } = body as { page: number; size: number };
  return { total: groups.length, rows: groups.slice((page - 1) * size, page * size) };
};

describe('转接: the agent groups', { timeout: 30_000 }, () => {
  it('pages through the vendor’s groups 10 at a time; a group of page 3 is chosen', async () => {
    const calls = stubApi({ 'POST /api/call-center/v2/agent-group': (call) => groupPage(call.body) });
    const chosen = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AgentGroupSelect enabled value={null} onChange={chosen} />);
    const pages = await screen.findByTestId('cc-transfer-group-pages');
    await user.click(screen.getByTestId('cc-transfer-group'));
    expect(await screen.findByRole('option', { name: '坐席组10' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: '坐席组11' })).toBeNull();
    await user.click(within(pages).getByRole('button', { name: '3' }));
    await user.click(screen.getByTestId('cc-transfer-group'));
    await user.click(await screen.findByRole('option', { name: '坐席组23' }));
    expect(chosen).toHaveBeenCalledWith('23', expect.anything());
    expect(calls.filter((c) => c.path === '/api/call-center/v2/agent-group').map((c) => c.body)).toEqual([{ page: 1, size: 10 }, { page: 3, size: 10 }]);
  });

  it('shows no pages when the groups fit on one, and asks nothing while no agent is signed in', async () => {
    const calls = stubApi({ 'POST /api/call-center/v2/agent-group': () => ({ total: 2, rows: groups.slice(0, 2) }) });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<AgentGroupSelect enabled={false} value={null} onChange={() => undefined} />);
    await user.click(screen.getByTestId('cc-transfer-group'));
    expect(screen.queryByRole('option')).toBeNull();
    expect(calls).toHaveLength(0);
    unmount();
    renderWithProviders(<AgentGroupSelect enabled value={null} onChange={() => undefined} />);
    await user.click(screen.getByTestId('cc-transfer-group'));
    expect(await screen.findByRole('option', { name: '坐席组2' })).toBeTruthy();
    expect(screen.queryByTestId('cc-transfer-group-pages')).toBeNull();
  });
});
