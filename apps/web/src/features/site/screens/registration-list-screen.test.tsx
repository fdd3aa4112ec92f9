import type { Registration } from '@pm/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { json } from '../../../test/responses';
import { loadSiteContent } from '../content/load-content';
import RegistrationListScreen from './registration-list-screen';

beforeAll(async () => {
  await prepareDom();
  // The form's and the screen's strings come with the pages' copy (content/).
  await loadSiteContent();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const row: Registration = {
  id: 5,
  companyName: '苏州恒信物业服务有限公司',
  contactName: '王建国',
  mobile: '13913570001',
  email: 'wangjg@hengxin-pm.cn',
  estateCount: 12,
  city: '苏州',
  message: '希望先了解收费。',
  status: '待处理',
  note: '',
  createdAt: '2026-11-20T02:00:00.000Z',
  handledAt: null,
  handledByName: null,
};

function page(rows: Registration[], total = rows.length) {
  return json(200, { code: 200, msg: 'success', data: { total, page: 1, size: 10, rows } });
}

/** Answers GET with `rows` and PUT with the changed row; records every call. */
function server(rows: Registration[]) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : undefined;
    calls.push({ url, method: init.method ?? 'GET', body });
    if (init.method === 'PUT') {
      return json(200, {
        code: 200,
        msg: 'success',
        data: { ...row, ...body, handledByName: 'sa01', handledAt: row.createdAt },
      });
    }
    return page(rows);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('注册申请 screen', { timeout: 20_000 }, () => {
  it('lists the requests and filters by status', async () => {
    const calls = server([row]);
    const user = userEvent.setup();
    renderWithProviders(<RegistrationListScreen menuId={0} title="注册申请" readOnly={false} />);
    expect(await screen.findByText('苏州恒信物业服务有限公司')).toBeTruthy();
    expect(screen.getByText('共 1 条')).toBeTruthy();
    await user.click(screen.getByText('已联系'));
    await waitFor(() => expect(calls.some((c) => decodeURIComponent(c.url).includes('status=已联系'))).toBe(true));
  });

  it('saves the chosen status and note for the row', async () => {
    const calls = server([row]);
    const user = userEvent.setup();
    renderWithProviders(<RegistrationListScreen menuId={0} title="注册申请" readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: '处理' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '已开通' }));
    await user.type(within(dialog).getByRole('textbox', { name: '处理备注' }), '已开通试用账号');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/registration/5');
    expect(put?.body).toEqual({ id: 5, status: '已开通', note: '已开通试用账号' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the empty state and keeps 处理 disabled on a read-only screen', async () => {
    server([]);
    renderWithProviders(<RegistrationListScreen menuId={0} title="注册申请" readOnly />);
    expect(await screen.findByText('暂无注册申请')).toBeTruthy();
    vi.unstubAllGlobals();
    server([row]);
    renderWithProviders(<RegistrationListScreen menuId={0} title="注册申请" readOnly />);
    const button = await screen.findByRole('button', { name: '处理' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
