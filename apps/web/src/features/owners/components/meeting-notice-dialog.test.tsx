import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { opened } from '../../../test/opened';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import { MeetingNoticeDialog } from './meeting-notice-dialog';

// 通知业主 from an open vote: the enabled 会议/表决通知 templates of the chosen channel, the send with the vote, the
// batch answered; a refusal (a vote closed meanwhile) shown as the server words it.

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const template = (id: number, channel: string, name: string, enabled = true) => ({
  id, purpose: 'meeting', channel, name, vendorCode: `CODE_${id}`, text: '${title}', variables: [{ key: 'title', value: '{会议标题}' }], enabled, length: 10, parts: 1, used: 0,
});
const vote = { id: 12, title: '续聘物业服务企业', totalHeads: 40 };

describe('会议/表决通知', { timeout: 30_000 }, () => {
  it('offers the channel’s enabled templates and sends the vote with the one chosen', async () => {
    const calls = stubApi({
      'GET /api/outbound/templates': (c) =>
        c.query.get('channel') === 'sms' ? [template(1, 'sms', '表决短信'), template(2, 'sms', '旧表决短信', false)] : [template(3, 'wechat', '表决微信')],
      'POST /api/outbound/meeting-notice': () => ({ batchId: 7, jobId: 70, houses: 38 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MeetingNoticeDialog vote={vote} onClose={() => undefined} />);
    const dialog = await opened('meeting-notice-dialog');
    expect(within(dialog).getByText(/续聘物业服务企业/)).toBeTruthy();
    await user.click(within(dialog).getByTestId('meeting-notice-submit'));
    expect(within(dialog).getByTestId('meeting-notice-error').textContent).toBe('请选择消息模板');
    await user.click(within(dialog).getByTestId('meeting-notice-template'));
    expect(screen.queryByRole('option', { name: '旧表决短信（CODE_2）', hidden: true })).toBeNull();
    await user.click(await screen.findByRole('option', { name: '表决短信（CODE_1）', hidden: true }));
    await user.click(within(dialog).getByTestId('meeting-notice-submit'));
    expect((await within(dialog).findByTestId('meeting-notice-result')).textContent).toContain('38户，批次 7');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ voteId: 12, channel: 'sms', templateId: 1 });
  });

  it('shows the server’s refusal', async () => {
    stubApi({
      'GET /api/outbound/templates': () => [template(3, 'wechat', '表决微信')],
      'POST /api/outbound/meeting-notice': () => refusal(409, '表决已结束，不能再通知', 'outbound.vote_closed'),
    });
    const user = userEvent.setup();
    renderWithProviders(<MeetingNoticeDialog vote={vote} onClose={() => undefined} />);
    const dialog = await opened('meeting-notice-dialog');
    await user.click(within(dialog).getByText('微信'));
    await user.click(within(dialog).getByTestId('meeting-notice-template'));
    await user.click(await screen.findByRole('option', { name: '表决微信（CODE_3）', hidden: true }));
    await user.click(within(dialog).getByTestId('meeting-notice-submit'));
    await waitFor(() => expect(within(dialog).getByTestId('meeting-notice-error').textContent).toBe('表决已结束，不能再通知'));
  });
});
