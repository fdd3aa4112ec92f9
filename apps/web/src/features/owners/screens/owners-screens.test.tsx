import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import PublicScreen from './public-screen';
import VotesScreen from './votes-screen';

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const estates = [{ id: 1, name: '安居花园' }];
const ratio = (numerator: string, denominator: string, reduced: string, percent: string) => ({ numerator, denominator, reduced, percent });
const vote = {
  id: 7,
  estateId: 1,
  estateName: '安居花园',
  kind: 'vote',
  title: '续聘物业服务企业',
  matterClass: '4',
  matterName: '选聘和解聘物业服务企业或者其他管理人',
  special: false,
  description: '',
  seats: null,
  startsOn: '2026-11-01',
  endsOn: '2026-11-30',
  status: 'open',
  totalArea: '700.00',
  totalHeads: 5,
  ballots: 4,
  passed: null,
  closedAt: null,
  meetingId: null,
  meetingSubject: null,
  members: 0,
  candidates: [],
};
const result = {
  vote,
  final: false,
  electorate: { area: '700.00', heads: 5 },
  participation: { area: ratio('500.00', '700.00', '5/7', '71.42'), heads: ratio('4', '5', '4/5', '80.00'), areaMet: true, headsMet: true, met: true, threshold: '≥ 2/3' },
  agreement: { area: ratio('300.00', '500.00', '3/5', '60.00'), heads: ratio('2', '4', '1/2', '50.00'), areaMet: true, headsMet: false, met: false, threshold: '> 1/2' },
  counts: { agree: { heads: 2, area: '300.00' }, disagree: { heads: 1, area: '100.00' }, abstain: { heads: 1, area: '100.00' } },
  candidates: [],
  passed: false,
};
const voters = {
  vote,
  rows: [
    { id: 71, seq: 1, names: '王甲', houses: 'H-0101、H-0102', developer: false, ownerIds: [1], area: '200.00', ballot: null },
    { id: 72, seq: 2, names: '开发商（未售或未交付房屋）', houses: 'H-0103', developer: true, ownerIds: [], area: '200.00', ballot: { id: 9, choice: 'agree', candidateIds: null, source: 'paper', recordedAt: '2026-11-02T02:00:00Z' } },
  ],
};

describe('投票表决', { timeout: 30_000 }, () => {
  it('shows both ratios as exact fractions beside their thresholds, and which test failed', async () => {
    stubApi({ 'GET /api/common/estates': () => estates, 'GET /api/owners/votes': () => ({ rows: [vote] }), 'GET /api/owners/votes/7/result': () => result });
    const user = userEvent.setup();
    renderWithProviders(<VotesScreen menuId={1} title="投票表决" readOnly={false} />);
    await user.click(await screen.findByTestId('vote-row-7'));
    const panel = await screen.findByTestId('vote-result');
    expect(within(panel).getByTestId('result-badge').textContent).toBe('未通过');
    const cells = (id: string) => within(panel).getByTestId(id).querySelectorAll('td');
    expect([...cells('participation-area')].map((c) => c.textContent)).toEqual(['参与表决（专有部分面积）', '500.00㎡ / 700.00㎡', '5/7', '71.42%', '≥ 2/3', '达到']);
    expect([...cells('agreement-heads')].map((c) => c.textContent)).toEqual(['同意（人数）', '2人 / 4人', '1/2', '50.00%', '> 1/2', '未达到']);
    expect(within(panel).getByText('计票中（未结束）')).toBeTruthy();
  });

  it('enters a paper ballot for a voter and shows a refusal in Chinese', async () => {
    const calls = stubApi({
      'GET /api/common/estates': () => estates,
      'GET /api/owners/votes': () => ({ rows: [vote] }),
      'GET /api/owners/votes/7/result': () => result,
      'GET /api/owners/votes/7/voters': () => voters,
      'POST /api/owners/votes/7/ballots': () => refusal(409, '该投票人已投票，不能重复投票', 'owners.already_voted'),
    });
    const user = userEvent.setup();
    renderWithProviders(<VotesScreen menuId={1} title="投票表决" readOnly={false} />);
    await user.click(await screen.findByTestId('vote-row-7'));
    await user.click(await screen.findByTestId('tab-ballots'));
    await user.click(await screen.findByTestId('cast-1-disagree'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ voterId: 71, source: 'paper', choice: 'disagree' }));
    expect((await screen.findByTestId('ballot-error')).textContent).toBe('该投票人已投票，不能重复投票');
    expect(screen.queryByTestId('cast-2-agree')).toBeNull();
  });
});

describe('公共账户', { timeout: 30_000 }, () => {
  it('posts income as exact text with its source document, and shows the server’s refusal', async () => {
    const calls = stubApi({
      'GET /api/common/estates': () => estates,
      'GET /api/owners/accounts/public': () => ({ estateId: 1, estateName: '安居花园', balance: '1000.00', income: '1505.50', spending: '505.50', total: 0, page: 1, size: 20, rows: [] }),
      'POST /api/owners/accounts/public/income': () => refusal(400, '金额最多2位小数', 'owners.invalid'),
    });
    const user = userEvent.setup();
    renderWithProviders(<PublicScreen menuId={1} title="公共账户" readOnly={false} />);
    expect((await screen.findByTestId('public-balance')).textContent).toBe('公共账户余额 1,000.00');
    await user.click(screen.getByTestId('public-income'));
    await user.type(await screen.findByTestId('entry-amount'), '10.005');
    await user.type(screen.getByTestId('entry-summary'), '电梯广告');
    await user.type(screen.getByTestId('entry-source'), 'GG-01');
    await user.click(screen.getByTestId('entry-save'));
    expect((await screen.findByTestId('entry-error')).textContent).toBe('金额最多2位小数');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ estateId: 1, kind: 'advertising', amount: '10.005', summary: '电梯广告', sourceDoc: 'GG-01' });
  });
});
