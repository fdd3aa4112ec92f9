import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import ArchiveScreen from './archive-screen';
import BudgetAuditScreen from './budget-audit-screen';
import BudgetCreateScreen from './budget-create-screen';
import BudgetEndScreen from './budget-end-screen';

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const estates = [{ id: 1, name: '安居花园' }];
const row = (status: string, statusName: string) => ({
  id: 3,
  estateId: 1,
  estateName: '安居花园',
  year: 2027,
  title: '2027年度公共收益预算',
  status,
  statusName,
  planned: '15000.50',
  actual: '3100.00',
  wfDocId: status === 'draft' ? null : 9,
  wfDocSubject: status === 'draft' ? null : '关于2027年度预算的审核',
  wfDocStatus: status === 'draft' ? null : 'finished',
  voteId: null,
  voteTitle: null,
  voteStatus: null,
  votePassed: null,
  rejectedVoteIds: [],
  closedAt: null,
});
const detail = (status: string, statusName: string) => ({
  ...row(status, statusName),
  remaining: '11900.50',
  lines: [
    { id: 31, seq: 1, category: '共用部位维修养护', planned: '12000.00', remark: '', actual: '0.00', remaining: '12000.00', percent: '0.00' },
    { id: 32, seq: 2, category: '业委会工作经费', planned: '3000.50', remark: '', actual: '3100.00', remaining: '-99.50', percent: '103.31' },
  ],
  spending: [],
});
const routes = (status: string, statusName: string) => ({
  'GET /api/common/estates': () => estates,
  'GET /api/owners/budgets': () => ({ rows: [row(status, statusName)] }),
  'GET /api/owners/budgets/3': () => detail(status, statusName),
  'GET /api/owners/approval-docs': () => ({ rows: [{ id: 9, docNumber: '沪物〔2026〕12号', subject: '关于2027年度预算的审核', status: 'finished', statusName: '完结', endedAt: null }] }),
});

describe('公共收益预算', { timeout: 30_000 }, () => {
  it('编制: sends the lines as exact text and shows the refusal in Chinese', async () => {
    const calls = stubApi({ ...routes('draft', '编制'), 'POST /api/owners/budgets': () => refusal(400, '第1行预算金额最多2位小数', 'owners.invalid') });
    const user = userEvent.setup();
    renderWithProviders(<BudgetCreateScreen menuId={1} title="预算编制" readOnly={false} />);
    const lines = await screen.findByTestId('budget-lines');
    expect([...within(lines).getAllByRole('row')[2]!.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['业委会工作经费', '3,000.50', '3,100.00', '-99.50', '103.31%', '']);
    await user.click(screen.getByTestId('budget-new'));
    await user.type(await screen.findByTestId('budget-line-category-0'), '绿化');
    await user.type(screen.getByTestId('budget-line-planned-0'), '1.005');
    await user.click(screen.getByTestId('budget-save'));
    expect((await screen.findByTestId('budget-error')).textContent).toBe('第1行预算金额最多2位小数');
    const body = calls.find((c) => c.method === 'POST')?.body as { lines: unknown[] };
    expect(body.lines).toEqual([{ category: '绿化', planned: '1.005', remark: '' }]);
  });

  it('审核: picks a company document and submits the budget for audit', async () => {
    const calls = stubApi({ ...routes('draft', '编制'), 'POST /api/owners/budgets/3/audit': () => detail('audit', '审核中') });
    const user = userEvent.setup();
    renderWithProviders(<BudgetAuditScreen menuId={1} title="预算审核" readOnly={false} />);
    await user.click(await screen.findByTestId('budget-audit-doc'));
    await user.click(await screen.findByText('沪物〔2026〕12号 关于2027年度预算的审核（完结）'));
    await user.click(screen.getByTestId('budget-submit-audit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ wfDocId: 9 }));
  });

  it('结束: offers the spending and the close only in execution, and the print view', async () => {
    stubApi(routes('exec', '执行'));
    const user = userEvent.setup();
    renderWithProviders(<BudgetEndScreen menuId={1} title="预算结束" readOnly={false} />);
    expect(await screen.findByTestId('budget-close')).toBeTruthy();
    expect(screen.getByTestId('spend-save')).toBeTruthy();
    await user.click(screen.getByTestId('budget-print'));
    expect(within(await screen.findByTestId('owners-print-view')).getByText('业委会工作经费')).toBeTruthy();
  });

  it('结束: a closed budget offers no step', async () => {
    stubApi(routes('closed', '结束'));
    renderWithProviders(<BudgetEndScreen menuId={1} title="预算结束" readOnly={false} />);
    expect((await screen.findByTestId('budget-stage-hint')).textContent).toContain('预算当前为“结束”');
    expect(screen.queryByTestId('budget-close')).toBeNull();
  });
});

describe('大会档案', { timeout: 30_000 }, () => {
  it('lists a budget vote with its result and the budget resting on it', async () => {
    const vote = { id: 7, estateId: 1, estateName: '安居花园', kind: 'vote', title: '审议《2027年度公共收益预算》', matterClass: '9', matterName: '有关共有和共同管理权利的其他重大事项', special: false, description: '', seats: null, startsOn: '2027-01-05', endsOn: '2027-01-20', status: 'closed', totalArea: '700.00', totalHeads: 5, ballots: 4, passed: true, closedAt: null, candidates: [] };
    stubApi({
      ...routes('exec', '执行'),
      'GET /api/owners/archive': () => ({ meetings: [], unlinked: [{ ...vote, meetingId: null, meetingSubject: null }] }),
      'GET /api/owners/budgets': () => ({ rows: [{ ...row('exec', '执行'), voteId: 7 }] }),
      'GET /api/owners/repair-fund/withdrawals': () => ({ rows: [] }),
    });
    renderWithProviders(<ArchiveScreen menuId={1} title="大会档案" readOnly={false} />);
    const r = await screen.findByTestId('archive-row-7');
    await waitFor(() => expect(r.textContent).toContain('公共收益预算：2027年度公共收益预算（关于2027年度预算的审核）'));
    expect(r.textContent).toContain('通过');
  });
});
