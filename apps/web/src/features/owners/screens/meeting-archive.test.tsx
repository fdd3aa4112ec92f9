import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import ArchiveScreen from './archive-screen';
import ElectionsScreen from './elections-screen';

// 大会档案 grouped by meeting, and 登记当选成员 on a closed election.

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const estates = [{ id: 1, name: '安居花园' }];
const row = (id: number, over: Record<string, unknown>) => ({
  id,
  estateId: 1,
  estateName: '安居花园',
  kind: 'vote',
  title: `表决${id}`,
  matterClass: '5',
  matterName: '使用建筑物及其附属设施的维修资金',
  special: false,
  description: '',
  seats: null,
  startsOn: '2026-09-01',
  endsOn: '2026-09-30',
  status: 'closed',
  totalArea: '700.00',
  totalHeads: 5,
  ballots: 4,
  passed: true,
  closedAt: '2026-09-30T10:00:00Z',
  meetingId: null,
  meetingSubject: null,
  members: 0,
  candidates: [],
  ...over,
});

describe('大会档案', { timeout: 30_000 }, () => {
  it('groups votes under their meeting with its minutes and documents, lists the rest apart, and prints', async () => {
    const fund = row(11, { title: '使用维修资金更换电梯', meetingId: 5, meetingSubject: '2026年第一次业主大会' });
    const election = row(12, { kind: 'election', title: '第三届业主委员会选举', matterClass: '3', passed: false, meetingId: 5 });
    const loose = row(13, { title: '增设充电桩', status: 'open', passed: null, closedAt: null });
    stubApi({
      'GET /api/common/estates': () => estates,
      'GET /api/owners/archive': () => ({
        meetings: [
          { id: 5, subject: '2026年第一次业主大会', meetingType: '1', typeName: '业主大会', startAt: '2026-09-01 09:00', endAt: '2026-09-30 17:00', place: '会所', host: null, status: '3', statusName: '已归档', minutes: '表决结果已公示', votes: [fund, election] },
          { id: 6, subject: '业委会例会', meetingType: '2', typeName: '业委会会议', startAt: '2026-10-10 19:00', endAt: null, place: '会所', host: null, status: '1', statusName: '筹备中', minutes: null, votes: [] },
        ],
        unlinked: [loose],
      }),
      'GET /api/owners/repair-fund/withdrawals': () => ({ rows: [{ voteId: 11, project: '1栋电梯更换', wfDocSubject: '关于使用维修资金的请示' }] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ArchiveScreen menuId={1} title="大会档案" readOnly />);
    const meeting = await screen.findByTestId('archive-meeting-5', {}, { timeout: 5000 });
    expect(within(meeting).getByText('2026年第一次业主大会')).toBeTruthy();
    expect(within(meeting).getByText('已归档')).toBeTruthy();
    expect(within(meeting).getByText('会议纪要：表决结果已公示')).toBeTruthy();
    const cells = (id: string) => [...within(meeting).getByTestId(id).querySelectorAll('td')].map((c) => c.textContent);
    expect(cells('archive-row-11').slice(1, 5)).toEqual(['使用维修资金更换电梯', '使用建筑物及其附属设施的维修资金', '4 / 5', '通过']);
    await waitFor(() => expect(cells('archive-row-11')[5]).toBe('维修资金使用：1栋电梯更换（关于使用维修资金的请示）'), { timeout: 5000 });
    expect(cells('archive-row-12').slice(2, 5)).toEqual(['业主委员会选举', '4 / 5', '选举无效']);
    expect(within(screen.getByTestId('archive-meeting-6')).getByText('该会议未关联表决')).toBeTruthy();
    const unlinked = screen.getByTestId('archive-unlinked');
    expect(within(unlinked).getByText('未关联会议的表决与选举')).toBeTruthy();
    expect(within(unlinked).getByTestId('archive-row-13').textContent).toContain('进行中');
    expect(within(meeting).queryByTestId('archive-row-13')).toBeNull();
    await user.click(screen.getByTestId('archive-print'));
    const sheet = await screen.findByTestId('owners-print-view', {}, { timeout: 5000 });
    expect(within(sheet).getByText('安居花园')).toBeTruthy();
    expect(within(sheet).getByTestId('archive-meeting-5')).toBeTruthy();
  });
});

const tally = { heads: 3, area: '300.00' };
const ratio = { numerator: '3', denominator: '5', reduced: '3/5', percent: '60.00' };
const check = { area: ratio, heads: ratio, areaMet: true, headsMet: true, met: true, threshold: '> 1/2' };
const electionResult = (vote: unknown, candidates: unknown[]) => ({ vote, final: true, electorate: { area: '700.00', heads: 5 }, participation: check, agreement: null, counts: null, candidates, passed: true });

describe('登记当选成员', { timeout: 30_000 }, () => {
  it('sends the term and each elected candidate’s position and phone, and shows a refusal in Chinese', async () => {
    const election = row(21, { kind: 'election', title: '第三届业主委员会选举', matterClass: '3', seats: 2, meetingId: 5, meetingSubject: '2026年第一次业主大会' });
    const calls = stubApi({
      'GET /api/common/estates': () => estates,
      'GET /api/owners/votes': () => ({ rows: [election] }),
      'GET /api/owners/votes/21/result': () =>
        electionResult(election, [
          { candidateId: 31, name: '陈建国', votes: tally, agreement: check, elected: true },
          { candidateId: 32, name: '林秀英', votes: tally, agreement: check, elected: false },
          { candidateId: 33, name: '黄志强', votes: tally, agreement: check, elected: true },
        ]),
      'POST /api/owners/elections/21/members': () => refusal(400, '业委会每届任期不超过五年', 'owners.invalid'),
    });
    const user = userEvent.setup();
    renderWithProviders(<ElectionsScreen menuId={1} title="选举管理" readOnly={false} />);
    await user.click(await screen.findByTestId('vote-row-21'));
    expect(await screen.findByText('所属会议：2026年第一次业主大会')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('members-register').disabled).toBe(false));
    await user.click(screen.getByTestId('members-register'));
    const rows = await screen.findByTestId('members-rows');
    expect(within(rows).queryByText('林秀英')).toBeNull();
    await user.type(screen.getByTestId('members-term-start'), '2026-09-01');
    await user.type(screen.getByTestId('members-term-end'), '2031-09-01');
    await user.type(within(rows).getAllByPlaceholderText('留空则取候选业主的手机号')[1]!, '13900000003');
    await user.click(screen.getByTestId('members-save'));
    expect(await screen.findByText('业委会每届任期不超过五年')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/owners/elections/21/members');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      termStart: '2026-09-01',
      termEnd: '2031-09-01',
      members: [{ candidateId: 31, position: '1' }, { candidateId: 33, position: '3', phone: '13900000003' }],
    });
  });

  it('offers no registration once the election’s members are registered, and shows how many', async () => {
    const election = row(22, { kind: 'election', title: '补选', matterClass: '3', members: 2 });
    stubApi({
      'GET /api/common/estates': () => estates,
      'GET /api/owners/votes': () => ({ rows: [election] }),
      'GET /api/owners/votes/22/result': () => electionResult(election, [{ candidateId: 41, name: '陈建国', votes: tally, agreement: check, elected: true }]),
    });
    const user = userEvent.setup();
    renderWithProviders(<ElectionsScreen menuId={1} title="选举管理" readOnly={false} />);
    await user.click(await screen.findByTestId('vote-row-22'));
    expect((await screen.findByTestId('members-registered')).textContent).toBe('已登记当选成员 2 名');
    expect(screen.queryByTestId('members-register')).toBeNull();
  });
});
