import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { WithdrawalForm } from './withdrawal-form';

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const vote = { id: 7, estateId: 1, estateName: '安居花园', kind: 'vote', title: '更换1栋电梯', matterClass: '5', matterName: '使用建筑物及其附属设施的维修资金', special: false, description: '', seats: null, startsOn: '2026-09-01', endsOn: '2026-09-30', status: 'closed', totalArea: '700.00', totalHeads: 5, ballots: 5, passed: true, closedAt: '2026-09-30T10:00:00Z', candidates: [] };

describe('维修资金使用', { timeout: 30_000 }, () => {
  it('takes the approval from the company’s finished workflow documents, not a typed number', async () => {
    const calls = stubApi({
      'GET /api/owners/votes': () => ({ rows: [vote] }),
      'GET /api/records/building/options': () => [],
      'GET /api/owners/approval-docs': () => ({ rows: [{ id: 41, docNumber: '沪物〔2026〕8号', subject: '关于使用专项维修资金更换1栋电梯的请示', status: 'finished', statusName: '完结', endedAt: null }] }),
      'POST /api/owners/repair-fund/withdrawals': () => ({ id: 1, estateId: 1, buildingId: null, project: '电梯', amount: '100.00', voteId: 7, voteTitle: '更换1栋电梯', wfDocId: 41, wfDocSubject: 'x', entryDate: '2026-11-26', parts: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawalForm estateId={1} />);
    await user.click(await screen.findByTestId('withdraw-vote'));
    await user.click(await screen.findByText('更换1栋电梯（通过）'));
    expect(screen.getByTestId<HTMLButtonElement>('withdraw-save').disabled).toBe(true);
    await user.click(screen.getByTestId('withdraw-doc'));
    await user.click(await screen.findByText('沪物〔2026〕8号 关于使用专项维修资金更换1栋电梯的请示（完结）'));
    await user.type(screen.getByTestId('withdraw-project'), '电梯');
    await user.type(screen.getByTestId('withdraw-amount'), '100.00');
    await user.click(screen.getByTestId('withdraw-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ estateId: 1, voteId: 7, wfDocId: 41, project: '电梯', amount: '100.00' }));
    expect(calls.find((c) => c.path === '/api/owners/approval-docs')?.query.get('status')).toBe('finished');
  });
});
