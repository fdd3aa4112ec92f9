import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { json } from '../../../test/responses';
import { loadSiteContent } from '../content/load-content';
import { RegistrationForm } from './registration-form';

beforeAll(async () => {
  await prepareDom();
  // The form's and the screen's strings come with the pages' copy (content/).
  await loadSiteContent();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  renderWithProviders(<RegistrationForm />);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, mobile = '13912345678') {
  await user.type(screen.getByLabelText(/公司名称/), '苏州恒信物业服务有限公司');
  await user.type(screen.getByLabelText(/联系人/), '王经理');
  await user.type(screen.getByLabelText(/手机号码/), mobile);
  await user.type(screen.getByLabelText(/电子邮箱/), 'wang@hengxin-pm.cn');
  await user.type(screen.getByLabelText(/管理楼盘数量/), '12');
  await user.type(screen.getByLabelText(/所在城市/), '苏州');
}

describe('RegistrationForm', { timeout: 20_000 }, () => {
  it('shows the mobile rule next to the field and does not call the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user, '12912345678');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('手机号码格式不正确，请输入 11 位手机号')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names every empty required field', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    for (const message of [
      '请输入公司名称（2 至 100 个字）',
      '请输入联系人姓名（2 至 30 个字）',
      '手机号码格式不正确，请输入 11 位手机号',
      '电子邮箱格式不正确',
      '管理楼盘数量请输入 1 至 10000 之间的整数',
      '请输入所在城市（2 至 30 个字）',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('posts the contract input and shows the request number', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, {
        code: 200,
        msg: 'success',
        data: { id: 42, status: '待处理', createdAt: '2026-11-21T04:00:00.000Z' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText(/申请编号为 42/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/registration');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      companyName: '苏州恒信物业服务有限公司',
      contactName: '王经理',
      mobile: '13912345678',
      email: 'wang@hengxin-pm.cn',
      estateCount: 12,
      city: '苏州',
      message: '',
    });
  });

  it("puts the server's field message under the field and other refusals in an alert", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        json(400, {
          code: 400,
          msg: 'email：电子邮箱最多100个字符',
          errorCode: 'validation.failed',
          requestId: 'r1',
          details: [{ path: 'email', message: '电子邮箱最多100个字符' }],
        }),
      )
      .mockResolvedValueOnce(
        json(429, {
          code: 429,
          msg: '提交过于频繁，请一小时后再试',
          errorCode: 'registration.too_many',
          requestId: 'r2',
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('电子邮箱最多100个字符')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(screen.getByTestId('registration-error').textContent).toContain('提交过于频繁，请一小时后再试'),
    );
  });
});
