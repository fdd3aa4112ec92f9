import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { screens } from '../screens';
import { estates, message, messagePage, refuse, stubApi, type Call } from '../test-api';
import MessagesScreen from './messages-screen';

beforeAll(async () => {
  await prepareDom();
  // jsdom has no scrolling; Mantine's combobox scrolls the selected option into view.
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const open = (readOnly = false, route = '/') => renderWithProviders(<MessagesScreen menuId={1298} title="消息发送" readOnly={readOnly} />, { route });
const lists = (calls: Call[]) => calls.filter((c) => c.path === '/api/outbound/messages');

describe('收费作业 → 消息发送: 发送记录', { timeout: 30_000 }, () => {
  it('is the menu’s charging/ops/messages screen', async () => {
    const load = screens['charging/ops/messages'];
    expect(load).toBeDefined();
    const { default: Screen } = await load!();
    expect(Screen).toBe(MessagesScreen);
  });

  it('lists the messages with the phone masked, the state in colour, the reason, parts and cost; the counts per state', async () => {
    stubApi({
      'GET /api/common/estates': () => estates,
      'GET /api/outbound/messages': () =>
        messagePage(
          [message(1), message(2, { state: 'failed', reason: 'isv.MOBILE_NUMBER_ILLEGAL 号码格式错误', address: '13900001111', cost: null, sentAt: null, deliveredAt: null, recipientName: '李四' })],
          { delivered: 1, failed: 1, queued: 0 },
        ),
    });
    open();
    const first = await screen.findByTestId('message-row-1');
    expect(first.textContent).toContain('2026-11-20 09:30');
    expect(first.textContent).toContain('催缴');
    expect(first.textContent).toContain('短信');
    expect(first.textContent).toContain('1栋0101');
    expect(first.textContent).toContain('138****8000');
    expect(first.textContent).not.toContain('13800008000');
    expect(within(first).getByText('已送达')).toBeTruthy();
    expect(first.textContent).toContain('0.045');
    const failed = screen.getByTestId('message-row-2');
    expect(within(failed).getByText('发送失败')).toBeTruthy();
    expect(failed.textContent).toContain('号码格式错误');
    expect(screen.getByTestId('state-delivered').textContent).toBe('已送达1');
    expect(screen.getByTestId('state-failed').textContent).toBe('发送失败1');
    expect(screen.getByTestId('state-all').textContent).toBe('全部2');
    // nothing on screen still moving: no polling notice
    expect(screen.queryByTestId('messages-live')).toBeNull();
  });

  it('a row opens the message whole: content, the full phone, its times; a resend names the message it repeats', async () => {
    stubApi({
      'GET /api/outbound/messages': () => messagePage([message(3, { resendOf: 1, notBefore: '2026-11-20T00:00:00.000Z', attempts: 2 }), message(1, { state: 'failed', reason: '欠费停机' })]),
    });
    const user = userEvent.setup();
    open();
    await user.click(within(await screen.findByTestId('message-row-3')).getByText('1栋0101'));
    // the Drawer's root comes first, its content once it has opened
    await screen.findByTestId('message-drawer-content');
    const drawer = screen.getByTestId('message-drawer');
    expect(within(drawer).getByTestId('message-drawer-content').textContent).toContain('尚欠物业费230.25元');
    expect(within(drawer).getByTestId('message-drawer-address').textContent).toContain('13800008000');
    expect(within(drawer).getByTestId('message-drawer-sent').textContent).toContain('2026-11-20 09:30');
    expect(within(drawer).getByTestId('message-drawer-delivered').textContent).toContain('2026-11-20 09:30');
    expect(drawer.textContent).toContain('2026-11-20 08:00'); // not before
    expect(drawer.textContent).toContain('催缴短信');
    await user.click(within(drawer).getByText('消息 #1'));
    expect(await within(drawer).findByTestId('message-drawer-reason')).toBeTruthy();
    expect(within(drawer).getByTestId('message-drawer-reason').textContent).toContain('欠费停机');
  });

  it('重发 takes only failed or skipped messages and tells how many were queued', async () => {
    const calls = stubApi({
      'GET /api/outbound/messages': () => messagePage([message(1), message(2, { state: 'failed' }), message(3, { state: 'skipped', reason: '业主已退订' })]),
      'POST /api/outbound/messages/resend': () => ({ queued: 2 }),
    });
    const user = userEvent.setup();
    open();
    await screen.findByTestId('message-row-1');
    expect(screen.queryByTestId('message-choose-1')).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('messages-resend').disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '全选本页可重发的消息' }));
    expect(screen.getByTestId('messages-resend').textContent).toBe('重发（2）');
    await user.click(screen.getByTestId('messages-resend'));
    expect((await screen.findByTestId('messages-resent')).textContent).toBe('已重新排队 2 条消息');
    expect(calls.find((c) => c.path === '/api/outbound/messages/resend')?.body).toEqual({ ids: [2, 3] });
  });

  it('a refused resend shows the server’s message', async () => {
    stubApi({
      'GET /api/outbound/messages': () => messagePage([message(2, { state: 'failed' })]),
      'POST /api/outbound/messages/resend': () => refuse(409, '短信未配置', 'outbound.sms_not_configured'),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByTestId('message-choose-2'));
    await user.click(screen.getByTestId('messages-resend'));
    expect((await screen.findByTestId('messages-error')).textContent).toBe('短信未配置');
  });

  it('filters by state, channel and a word', async () => {
    const calls = stubApi({
      'GET /api/common/estates': () => estates,
      'GET /api/outbound/messages': () => messagePage([]),
    });
    const user = userEvent.setup();
    open();
    expect((await screen.findByTestId('table-state')).textContent).toBe('暂无消息');
    expect(lists(calls)[0]?.query.get('page')).toBe('1');
    expect(lists(calls)[0]?.query.has('state')).toBe(false);
    await user.click(screen.getByTestId('state-failed'));
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('state')).toBe('failed'));
    await user.click(screen.getByTestId('filter-channel'));
    await user.click(await screen.findByRole('option', { name: '微信', hidden: true }));
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('channel')).toBe('wechat'));
    await user.type(screen.getByTestId('filter-search'), '0101');
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('q')).toBe('0101'));
    expect(lists(calls).at(-1)?.query.get('state')).toBe('failed');
  });

  it('a link from 催缴通知 shows its batch; clearing it shows all', async () => {
    const calls = stubApi({ 'GET /api/outbound/messages': () => messagePage([message(1)]) });
    const user = userEvent.setup();
    open(false, '/?batchId=7');
    expect((await screen.findByTestId('link-batch')).textContent).toContain('批次 7');
    expect(lists(calls)[0]?.query.get('batchId')).toBe('7');
    await user.click(within(screen.getByTestId('link-batch')).getByRole('button', { name: '清除' }));
    await waitFor(() => expect(lists(calls).at(-1)?.query.has('batchId')).toBe(false));
  });

  it('reads the list again while a shown message is still on its way, so the delivery state arrives', async () => {
    let answered = 0;
    stubApi({ 'GET /api/outbound/messages': () => messagePage([message(1, answered++ === 0 ? { state: 'sent', deliveredAt: null } : {})]) });
    open();
    const row = await screen.findByTestId('message-row-1');
    expect(within(row).getByText('已发送')).toBeTruthy();
    expect(screen.getByTestId('messages-live')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('message-row-1')).getByText('已送达')).toBeTruthy(), { timeout: 8000 });
    expect(screen.queryByTestId('messages-live')).toBeNull();
  });

  it('read-only: no 重发 and no ticks', async () => {
    stubApi({ 'GET /api/outbound/messages': () => messagePage([message(2, { state: 'failed' })]) });
    open(true);
    await screen.findByTestId('message-row-2');
    expect(screen.getByRole('heading', { name: '消息发送' })).toBeTruthy();
    expect(screen.queryByTestId('messages-resend')).toBeNull();
    expect(screen.queryByTestId('message-choose-2')).toBeNull();
  });
});
