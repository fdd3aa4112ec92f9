import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { VoteForm } from './vote-form';

// 发起表决's meeting picker offers what the server takes: the chosen estate's 业主大会 and 业委会会议
// that are not archived; a new estate clears the meeting chosen.

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const estates = [{ id: 1, name: '安居花园' }, { id: 2, name: '第二花园' }];
const meeting = (id: number, estateId: number, subject: string, meetingType: string, status: string) => ({
  id, estateId, subject, meetingType, status, startAt: '2026-12-01 19:00', place: '会所', attendees: '全体业主', version: 1, labels: {},
});
const meetings: Record<string, ReturnType<typeof meeting>[]> = {
  '1': [
    meeting(5, 1, '2026年第二次业主大会', '1', '1'),
    meeting(6, 1, '十二月业委会会议', '2', '2'),
    meeting(7, 1, '2026年第一次业主大会', '1', '3'),
    meeting(8, 1, '物业服务例会', '3', '1'),
    meeting(9, 1, '停车协调会', '4', '1'),
  ],
  '2': [meeting(10, 2, '第二花园业主大会', '1', '1')],
};
/** The options of the meeting picker's list (Mantine keeps every select's options in the page). */
const optionNames = () => {
  const list = document.getElementById(screen.getByTestId('vote-meeting').getAttribute('aria-controls') ?? '');
  return list ? within(list).queryAllByRole('option', { hidden: true }).map((o) => o.textContent) : [];
};

describe('发起表决: the meeting', { timeout: 30_000 }, () => {
  it('offers only the estate’s owners’ meetings not archived, and clears the choice when the estate changes', async () => {
    const calls = stubApi({
      'GET /api/common/estates': () => estates,
      'GET /api/records/meeting-office': (call) => ({ total: 0, page: 1, size: 200, rows: meetings[call.query.get('estateId') ?? ''] ?? [] }),
      'POST /api/owners/votes': () => ({ id: 40 }),
    });
    const user = userEvent.setup();
    const created = vi.fn();
    renderWithProviders(<VoteForm kind="vote" onClose={() => undefined} onCreated={created} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/records/meeting-office' && c.query.get('estateId') === '1')).toBe(true));
    await user.click(screen.getByTestId('vote-meeting'));
    await waitFor(() => expect(optionNames()).toEqual(['2026年第二次业主大会（2026-12-01）', '十二月业委会会议（2026-12-01）']));
    await user.click(screen.getByRole('option', { name: '十二月业委会会议（2026-12-01）', hidden: true }));
    expect(screen.getByTestId<HTMLInputElement>('vote-meeting').value).toBe('十二月业委会会议（2026-12-01）');

    await user.click(screen.getByTestId('estate-select'));
    await user.click(await screen.findByRole('option', { name: '第二花园', hidden: true }));
    expect(screen.getByTestId<HTMLInputElement>('vote-meeting').value).toBe('');
    await user.click(screen.getByTestId('vote-meeting'));
    await waitFor(() => expect(optionNames()).toEqual(['第二花园业主大会（2026-12-01）']));
    await user.click(screen.getByRole('option', { name: '第二花园业主大会（2026-12-01）', hidden: true }));
    await user.type(screen.getByTestId('vote-title'), '增设充电桩');
    await user.click(screen.getByTestId('vote-save'));
    await waitFor(() => expect(created).toHaveBeenCalledWith(40));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ estateId: 2, meetingId: 10, title: '增设充电桩' });
  });
});
