import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { estates, refuse, stubApi, type Call } from '../test-api';
import DunningScreen from './dunning-screen';
import { opened } from '../../../test/opened';

// 催缴通知 → 短信/微信催缴 (issue 32): by channel through 消息发送, and each house's latest 催缴 message.

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const candidates = {
  total: 2,
  page: 1,
  size: 50,
  rows: [
    { houseId: 11, houseCode: 'H-0101', houseName: '1栋0101', ownerName: '张三', open: '230.25', openLines: 2, months: 2, oldestDueDate: '2026-01-15', daysOverdue: 300 },
    { houseId: 12, houseCode: 'H-0102', houseName: '1栋0102', ownerName: null, open: '50.00', openLines: 1, months: 1, oldestDueDate: '2026-10-15', daysOverdue: 40 },
  ],
};
const smsTemplate = { id: 4, purpose: 'dunning', channel: 'sms', name: '催缴短信', vendorCode: 'SMS_100001', text: '${house}欠费${amount}元', variables: [], enabled: true, length: 12, updatedAt: '2026-11-01T00:00:00.000Z', updatedByName: null, used: 3 };
const wechatTemplate = { ...smsTemplate, id: 5, channel: 'wechat', name: '催缴微信', vendorCode: 'tmpl-1' };
const routes = (over: Record<string, (c: Call) => unknown> = {}) => ({
  'GET /api/common/estates': () => estates,
  'POST /api/charging/dunning/candidates': () => candidates,
  'POST /api/charging/dunning/list': () => ({ total: 0, page: 1, size: 50, rows: [] }),
  'GET /api/outbound/templates': (c: Call) => [smsTemplate, { ...smsTemplate, id: 6, name: '停用的', enabled: false }, wechatTemplate].filter((t) => t.channel === c.query.get('channel')),
  'POST /api/outbound/latest': () => [{ houseId: 11, channel: 'sms', state: 'delivered', at: '2026-11-20T01:30:00.000Z' }],
  'POST /api/outbound/dunning': () => ({ batchId: 9, jobId: 31, houses: 1 }),
  ...over,
});

/** The shell's menu as loaded (MenuLink finds 消息发送's route in it). */
function WithMenu({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  useState(() => client.setQueryData(['shell'], { routes: [{ component: 'charging/ops/messages', path: '/charging/ops/messages' }] }));
  return <>{children}</>;
}
const open = (readOnly = false) => renderWithProviders(<WithMenu><DunningScreen menuId={170} title="催缴通知" readOnly={readOnly} /></WithMenu>);

async function chooseEstate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('estate-select'));
  await user.click(await screen.findByRole('option', { name: '安居花园', hidden: true }));
}

describe('催缴通知 → 短信/微信催缴', { timeout: 30_000 }, () => {
  it('shows each house’s latest 催缴 message: channel, state and time', async () => {
    const calls = stubApi(routes());
    const user = userEvent.setup();
    open();
    await chooseEstate(user);
    await waitFor(() => expect(screen.getByTestId('latest-dunning-11').textContent).toBe('短信 · 已送达2026-11-20 09:30'));
    expect(screen.getByTestId('latest-dunning-12').textContent).toBe('');
    expect(calls.find((c) => c.path === '/api/outbound/latest')?.body).toEqual({ houseIds: [11, 12], purpose: 'dunning' });
  });

  it('sends to the chosen houses by SMS with an enabled template, then shows the batch and a link to 消息发送', async () => {
    const calls = stubApi(routes());
    const user = userEvent.setup();
    open();
    await chooseEstate(user);
    await user.click(await screen.findByRole('checkbox', { name: '1栋0101' }));
    await user.click(screen.getByTestId('dunning-by-channel'));
    const dialog = await opened('channel-dunning-dialog');
    expect(within(dialog).getByTestId('channel-dunning-count').textContent).toBe('将向已选的 1 户业主发送催缴消息');
    await user.click(within(dialog).getByTestId('channel-dunning-submit'));
    expect((await within(dialog).findByTestId('channel-dunning-error')).textContent).toBe('请选择催缴模板');
    await user.click(within(dialog).getByTestId('channel-dunning-template'));
    expect(screen.queryByRole('option', { name: /停用的/, hidden: true })).toBeNull();
    await user.click(await screen.findByRole('option', { name: '催缴短信（SMS_100001）', hidden: true }));
    await user.click(within(dialog).getByTestId('channel-dunning-submit'));
    const result = await within(dialog).findByTestId('channel-dunning-result');
    expect(result.textContent).toContain('正在写入 1 户的催缴消息：批次 9，作业 31');
    expect(within(result).getByTestId('channel-dunning-link').getAttribute('href')).toBe('/charging/ops/messages?batchId=9');
    expect(calls.find((c) => c.path === '/api/outbound/dunning')?.body).toEqual({ estateId: 1, channel: 'sms', templateId: 4, houseIds: [11] });
  });

  it('with none ticked, sends by WeChat to all houses under the filters (no house ids, the filters instead)', async () => {
    const calls = stubApi(routes({ 'POST /api/outbound/dunning': () => ({ batchId: 10, jobId: 32, houses: 2 }) }));
    const user = userEvent.setup();
    open();
    await chooseEstate(user);
    await user.type(screen.getByTestId('dunning-min-amount'), '40');
    await waitFor(() => expect(screen.getByTestId('dunning-by-channel').textContent).toBe('短信/微信催缴（全部2户）'));
    await user.click(screen.getByTestId('dunning-by-channel'));
    const dialog = await opened('channel-dunning-dialog');
    expect(within(dialog).queryByTestId('channel-dunning-scope')).toBeNull();
    expect(within(dialog).getByTestId('channel-dunning-count').textContent).toContain('筛选条件下全部 2 户');
    await user.click(within(dialog).getByRole('radio', { name: '微信' }));
    await user.click(within(dialog).getByTestId('channel-dunning-template'));
    await user.click(await screen.findByRole('option', { name: '催缴微信（tmpl-1）', hidden: true }));
    await user.click(within(dialog).getByTestId('channel-dunning-submit'));
    expect(await within(dialog).findByTestId('channel-dunning-result')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/outbound/dunning')?.body).toEqual({ estateId: 1, channel: 'wechat', templateId: 5, minAmount: '40' });
  });

  it('keeps the server’s refusal in the dialog; read-only has no 短信/微信催缴', async () => {
    stubApi(routes({ 'POST /api/outbound/dunning': () => refuse(409, '短信未配置', 'outbound.sms_not_configured') }));
    const user = userEvent.setup();
    const { unmount } = open();
    await chooseEstate(user);
    await user.click(await screen.findByRole('checkbox', { name: '全选本页' }));
    await user.click(screen.getByTestId('dunning-by-channel'));
    const dialog = await opened('channel-dunning-dialog');
    await user.click(within(dialog).getByTestId('channel-dunning-template'));
    await user.click(await screen.findByRole('option', { name: '催缴短信（SMS_100001）', hidden: true }));
    await user.click(within(dialog).getByTestId('channel-dunning-submit'));
    expect((await within(dialog).findByTestId('channel-dunning-error')).textContent).toBe('短信未配置');
    unmount();
    open(true);
    await chooseEstate(user);
    await screen.findByText('H-0101 1栋0101');
    expect(screen.queryByTestId('dunning-by-channel')).toBeNull();
  });
});
