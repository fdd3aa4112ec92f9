import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { MeetingVotesDrawer } from './meeting-votes-drawer';
import { rowActionFor } from './row-actions';

// 会务管理's 表决 panel: the votes and elections put to the meeting with their state and result.

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const vote = (id: number, over: Record<string, unknown>) => ({
  id,
  estateId: 1,
  estateName: '安居花园',
  kind: 'vote',
  title: `表决${id}`,
  matterClass: '4',
  matterName: '选聘和解聘物业服务企业或者其他管理人',
  special: false,
  description: '',
  seats: null,
  startsOn: '2026-11-01',
  endsOn: '2026-11-30',
  status: 'closed',
  totalArea: '700.00',
  totalHeads: 5,
  ballots: 4,
  passed: true,
  closedAt: '2026-11-30T10:00:00Z',
  meetingId: 5,
  meetingSubject: '2026年第一次业主大会',
  members: 0,
  candidates: [],
  ...over,
});

describe('会议表决', { timeout: 30_000 }, () => {
  it('asks for the meeting’s votes and shows each with its state and result', async () => {
    const calls = stubApi({
      'GET /api/owners/votes': () => ({
        rows: [vote(1, { title: '续聘物业服务企业' }), vote(2, { title: '筹集维修资金', passed: false }), vote(3, { kind: 'election', title: '第三届业主委员会选举', matterName: '选举业主委员会或者更换业主委员会成员' }), vote(4, { title: '增设充电桩', status: 'open', passed: null })],
      }),
    });
    renderWithProviders(<MeetingVotesDrawer meeting={{ id: 5, subject: '2026年第一次业主大会' }} opened onClose={() => undefined} />);
    const table = await screen.findByTestId('meeting-votes-table');
    const cells = (id: number) => [...within(table).getByTestId(`meeting-vote-${id}`).querySelectorAll('td')].map((c) => c.textContent);
    expect(cells(1)).toEqual(['续聘物业服务企业', '表决（选聘和解聘物业服务企业或者其他管理人）', '2026-11-01 ~ 2026-11-30', '4 / 5', '通过']);
    expect(cells(2)[4]).toBe('未通过');
    expect(cells(3).slice(1)).toEqual(['选举', '2026-11-01 ~ 2026-11-30', '4 / 5', '选举有效']);
    expect(cells(4)[4]).toBe('进行中');
    expect(screen.getByText('会议表决：2026年第一次业主大会')).toBeTruthy();
    expect(calls.map((c) => [c.path, c.query.get('meetingId')])).toEqual([['/api/owners/votes', '5']]);
  });

  it('says so when the meeting has no votes', async () => {
    stubApi({ 'GET /api/owners/votes': () => ({ rows: [] }) });
    renderWithProviders(<MeetingVotesDrawer meeting={{ id: 6, subject: '业委会例会' }} opened onClose={() => undefined} />);
    expect(await screen.findByText('该会议尚未关联表决或选举')).toBeTruthy();
  });

  it('is offered on the rows of owners’ meetings only, and opens the drawer', async () => {
    const Action = rowActionFor('meeting-office')!;
    stubApi({ 'GET /api/owners/votes': () => ({ rows: [vote(1, { title: '续聘物业服务企业' })] }) });
    const routine = renderWithProviders(<Action row={{ id: 7, subject: '物业服务月度例会', meetingType: '3' }} readOnly />);
    expect(screen.queryByTestId('row-meeting-votes')).toBeNull();
    routine.unmount();
    renderWithProviders(<Action row={{ id: 5, subject: '2026年第一次业主大会', meetingType: '1' }} readOnly />);
    await userEvent.setup().click(screen.getByTestId('row-meeting-votes'));
    expect(await screen.findByTestId('meeting-vote-1', {}, { timeout: 5000 })).toBeTruthy();
  });
});
