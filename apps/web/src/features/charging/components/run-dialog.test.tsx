import type { EndpointOutput, lineEndpoints } from '@pm/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { estates, refuse, stubApi } from '../test-api';
import { RunDialog } from './run-dialog';

type Run = EndpointOutput<typeof lineEndpoints.getRun>;

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const run = (patch: Partial<Run>): Run => ({
  id: 7,
  estateId: 1,
  estateName: '安居花园',
  kind: 'normal',
  periodFrom: '2026-11',
  periodTo: '2026-11',
  dateFrom: null,
  dateTo: null,
  state: 'running',
  total: 10,
  done: 0,
  linesCreated: 0,
  linesSkipped: 0,
  amount: '0.00',
  error: null,
  createdByName: 'emp01',
  createdAt: '2026-11-25T01:00:00.000Z',
  finishedAt: null,
  ...patch,
});

describe('计费 dialog', { timeout: 20_000 }, () => {
  it('starts the run, polls its progress and shows the counts when done', async () => {
    const polls = [run({ done: 4 }), run({ state: 'done', done: 10, linesCreated: 9, linesSkipped: 1, amount: '12345.5' })];
    const calls = stubApi({
      'GET /api/common/estates': () => estates,
      'POST /api/charging/runs': () => run({}),
      'GET /api/charging/runs/7': () => polls.shift() ?? run({ state: 'done', done: 10, linesCreated: 9, linesSkipped: 1, amount: '12345.5' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<RunDialog opened estateId={1} onClose={() => undefined} />);
    await user.click(await screen.findByTestId('run-start'));

    expect(await screen.findByText('计费中：4 / 10')).toBeTruthy();
    expect(await screen.findByText('生成 9 条，跳过 1 条，金额 12,345.50', {}, { timeout: 5000 })).toBeTruthy();
    // the dialog can be closed once the run is done
    await waitFor(() => expect(screen.getByTestId('run-close')).toHaveProperty('disabled', false));
    expect(screen.getByTestId('run-close').textContent).toBe('关闭');
    const start = calls.find((c) => c.method === 'POST' && c.path === '/api/charging/runs');
    expect(start?.body).toEqual({ estateId: 1, kind: 'normal', periodFrom: expect.stringMatching(/^\d{4}-\d{2}$/) as unknown });
    // polling stops once the run is done
    const count = calls.filter((c) => c.path === '/api/charging/runs/7').length;
    await new Promise((r) => setTimeout(r, 1200));
    expect(calls.filter((c) => c.path === '/api/charging/runs/7').length).toBe(count);
  });

  it('shows the server refusal when the run cannot start', async () => {
    stubApi({
      'GET /api/common/estates': () => estates,
      'POST /api/charging/runs': () => refuse(400, '期间格式应为YYYY-MM'),
    });
    const user = userEvent.setup();
    renderWithProviders(<RunDialog opened estateId={1} onClose={() => undefined} />);
    await user.click(await screen.findByTestId('run-start'));
    await waitFor(() => expect(screen.getByTestId('run-error').textContent).toContain('期间格式应为YYYY-MM'));
  });

  it('a failed run shows its reason', async () => {
    stubApi({
      'GET /api/common/estates': () => estates,
      'POST /api/charging/runs': () => run({}),
      'GET /api/charging/runs/7': () => run({ state: 'failed', error: '房屋 1-101 没有计费面积' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<RunDialog opened estateId={1} onClose={() => undefined} />);
    await user.click(await screen.findByTestId('run-start'));
    expect((await screen.findByTestId('run-failed', {}, { timeout: 5000 })).textContent).toContain('房屋 1-101 没有计费面积');
  });
});
