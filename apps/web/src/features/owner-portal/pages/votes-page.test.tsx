import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import { me, openPortal } from '../test-portal';

beforeAll(prepareDom);
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('ownerToken', 'owner-tok');
});
afterEach(() => vi.unstubAllGlobals());

const WAIT = { timeout: 5_000 };
const vote = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  estateName: '安居花园',
  kind: 'vote',
  title: '增设充电桩',
  description: '',
  matterClass: '8',
  seats: null,
  startsOn: '2026-03-01',
  endsOn: '2026-03-31',
  status: 'open',
  candidates: [],
  voter: { id: 4, names: '张三', houses: '1栋0101', area: '89.50' },
  ballot: null,
  changeable: true,
  ...over,
});
const election = vote(2, {
  kind: 'election',
  title: '第三届业主委员会选举',
  matterClass: '3',
  seats: 2,
  candidates: [
    { id: 21, name: '李四', remark: '' },
    { id: 22, name: '王五', remark: '退休教师' },
    { id: 23, name: '赵六', remark: '' },
  ],
});
const owned = { choice: 'agree', candidateIds: null, source: 'owner', recordedAt: '2026-03-02T02:00:00.000Z' };

describe('投票', { timeout: 30_000 }, () => {
  it('a vote: what it decides, the voter’s houses and area; 同意 is cast, then 修改 to 反对', async () => {
    let answer: unknown = vote(1, { ballot: owned });
    const calls = stubApi({ 'GET /api/owner/me': () => me(), 'GET /api/owner/votes': () => [vote(1)], 'POST /api/owner/votes/1/ballot': () => answer });
    const user = userEvent.setup();
    openPortal('/owner/votes');
    expect((await screen.findByTestId('owner-vote-matter-1', {}, WAIT)).textContent).toBe('8. 改变共有部分的用途或者利用共有部分从事经营活动');
    expect(screen.getByText('房屋：1栋0101（89.50㎡）')).toBeTruthy();
    await user.click(screen.getByTestId('owner-ballot-submit-1'));
    expect(screen.getByText('请选择同意、反对或弃权')).toBeTruthy();
    await user.click(screen.getByLabelText('同意'));
    await user.click(screen.getByTestId('owner-ballot-submit-1'));
    expect((await screen.findByTestId('owner-vote-ballot-1')).textContent).toContain('我的投票：同意');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ choice: 'agree' }]);

    answer = vote(1, { ballot: { ...owned, choice: 'disagree' } });
    await user.click(screen.getByTestId('owner-vote-change-1'));
    expect(screen.getByLabelText('同意')).toHaveProperty('checked', true);
    await user.click(screen.getByLabelText('反对'));
    await user.click(screen.getByTestId('owner-ballot-submit-1'));
    expect((await screen.findByTestId('owner-vote-ballot-1')).textContent).toContain('我的投票：反对');
  });

  it('an election: at most `seats` candidates can be ticked; a refusal is shown in the server’s words', async () => {
    const calls = stubApi({
      'GET /api/owner/me': () => me(),
      'GET /api/owner/votes': () => [election],
      'POST /api/owner/votes/2/ballot': () => refusal(409, '表决已截止', 'owner.vote_ended'),
    });
    const user = userEvent.setup();
    openPortal('/owner/votes');
    await user.click(await screen.findByLabelText('李四', {}, WAIT));
    await user.click(screen.getByLabelText('王五'));
    expect(screen.getByTestId('owner-ballot-chosen-2').textContent).toBe('应选2人，最多选2人 · 已选 2/2');
    expect(screen.getByLabelText('赵六')).toHaveProperty('disabled', true);
    await user.click(screen.getByLabelText('李四'));
    expect(screen.getByLabelText('赵六')).toHaveProperty('disabled', false);
    await user.click(screen.getByLabelText('赵六'));
    await user.click(screen.getByTestId('owner-ballot-submit-2'));
    expect((await screen.findByTestId('owner-ballot-error-2')).textContent).toBe('表决已截止');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ candidateIds: [22, 23] });
  });

  it('a paper ballot entered by staff: shown as 纸质选票（物业已录入）, with no 修改', async () => {
    stubApi({
      'GET /api/owner/me': () => me(),
      'GET /api/owner/votes': () => [vote(1, { ballot: { ...owned, choice: 'abstain', source: 'paper' }, changeable: false }), { ...election, ballot: { choice: null, candidateIds: [21, 23], source: 'paper', recordedAt: '2026-03-02T02:00:00.000Z' }, changeable: false }],
    });
    openPortal('/owner/votes');
    expect((await screen.findByTestId('owner-vote-paper-1', {}, WAIT)).textContent).toBe('纸质选票（物业已录入）');
    expect(screen.getByTestId('owner-vote-ballot-1').textContent).toContain('我的投票：弃权');
    expect(screen.getByTestId('owner-vote-ballot-2').textContent).toContain('我选的候选人：李四、赵六');
    expect(screen.queryByTestId('owner-vote-change-1')).toBeNull();
    expect(screen.queryByTestId('owner-ballot-form-1')).toBeNull();
    expect(screen.queryByTestId('owner-vote-change-2')).toBeNull();
  });
});
