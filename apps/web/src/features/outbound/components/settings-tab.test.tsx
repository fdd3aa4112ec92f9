import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { invalid, settings, stubApi } from '../test-api';
import { SettingsTab } from './settings-tab';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

describe('消息发送 → 发送设置', { timeout: 30_000 }, () => {
  it('shows the settings and the vendors as configured, and saves the form with the price as decimal text', async () => {
    const calls = stubApi({
      'GET /api/outbound/settings': () => settings(),
      'POST /api/outbound/settings': (c) => ({ ...settings(), ...(c.body as object) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsTab readOnly={false} />);
    expect((await screen.findByTestId('settings-sign')).textContent).toBe('【安居物业】');
    expect(screen.getByTestId('settings-sms-enabled').textContent).toBe('已配置');
    expect(screen.getByTestId('settings-wechat-enabled').textContent).toBe('未配置');
    expect(screen.getByTestId<HTMLInputElement>('settings-quiet-start').value).toBe('21:00');
    expect(screen.getByTestId<HTMLInputElement>('settings-remind-days').value).toBe('3');

    fireEvent.change(screen.getByTestId('settings-quiet-end'), { target: { value: '07:30' } });
    await user.clear(screen.getByTestId('settings-remind-days'));
    await user.type(screen.getByTestId('settings-remind-days'), '0');
    await user.click(screen.getByTestId('settings-fallback'));
    await user.clear(screen.getByTestId('settings-sms-price'));
    await user.type(screen.getByTestId('settings-sms-price'), '0.0500');
    await user.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      quietHours: true,
      quietStart: '21:00',
      quietEnd: '07:30',
      remindDays: 0,
      paidNotice: true,
      wechatFallbackSms: true,
      smsPartPrice: '0.0500',
    });
  });

  it('SMS not configured: no sign; a refused price shows at its field', async () => {
    stubApi({
      'GET /api/outbound/settings': () => settings({ smsSignName: null, smsEnabled: false }),
      'POST /api/outbound/settings': () => invalid([{ path: 'smsPartPrice', message: '短信单价最多4位小数' }]),
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsTab readOnly={false} />);
    expect((await screen.findByTestId('settings-sign')).textContent).toBe('未配置');
    await user.clear(screen.getByTestId('settings-sms-price'));
    await user.type(screen.getByTestId('settings-sms-price'), '0.04501');
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('短信单价最多4位小数')).toBeTruthy();
    expect(screen.queryByTestId('settings-error')).toBeNull();
  });

  it('read-only: the form shows, nothing saves', async () => {
    stubApi({ 'GET /api/outbound/settings': () => settings() });
    renderWithProviders(<SettingsTab readOnly />);
    expect(await screen.findByTestId('settings-sign')).toBeTruthy();
    expect(screen.queryByTestId('settings-save')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('settings-sms-price').disabled).toBe(true);
  });
});
