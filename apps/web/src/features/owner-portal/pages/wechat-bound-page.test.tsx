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

describe('绑定微信', { timeout: 30_000 }, () => {
  it('我的 starts 网页授权 with this page\'s origin and goes to WeChat\'s page', async () => {
    // jsdom navigates only within the page: WeChat's page is a fragment of this one here
    const url = `${window.location.href.split('#')[0]}#wechat-authorize`;
    const calls = stubApi({ 'GET /api/owner/me': () => me(), 'POST /api/owner/wechat/authorize': () => ({ url, expiresAt: '2026-03-01T00:10:00.000Z' }) });
    const user = userEvent.setup();
    openPortal('/owner/me');
    expect((await screen.findByTestId('owner-me-wechat-hint', {}, WAIT)).textContent).toContain('绑定后');
    await user.click(screen.getByTestId('owner-me-wechat-bind'));
    await vi.waitFor(() => expect(window.location.hash).toBe('#wechat-authorize'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ origin: window.location.origin });
  });

  it('shows a bound WeChat that does not follow, and unbinds it', async () => {
    const calls = stubApi({
      'GET /api/owner/me': () => me(undefined, { wechatBound: true, wechatFollowing: false }),
      'DELETE /api/owner/wechat/binding': () => me(),
    });
    const user = userEvent.setup();
    openPortal('/owner/me');
    expect((await screen.findByTestId('owner-me-wechat-hint', {}, WAIT)).textContent).toBe('您尚未关注物业公众号，关注后才能收到消息');
    await user.click(screen.getByTestId('owner-me-wechat-unbind'));
    expect(await screen.findByTestId('owner-me-wechat-bind', {}, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/owner/wechat/binding']);
  });

  it('finishes the binding once with WeChat\'s code and state, and says so', async () => {
    const calls = stubApi({
      'GET /api/owner/me': () => me(),
      'POST /api/owner/wechat/binding': () => me(undefined, { wechatBound: true }),
    });
    openPortal('/owner/wechat-bound?code=081abc&state=1767225600abcdef0123456789abcdef01234567');
    expect((await screen.findByTestId('owner-wechat-done', {}, WAIT)).textContent).toContain('微信绑定成功');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([{ code: '081abc', state: '1767225600abcdef0123456789abcdef01234567' }]);
  });

  it('shows the server\'s refusal, and a return without a code as not finished', async () => {
    stubApi({
      'GET /api/owner/me': () => me(),
      'POST /api/owner/wechat/binding': () => refusal(409, '该微信授权已使用，请重新绑定微信', 'owner.wechat_code_used'),
    });
    const first = openPortal('/owner/wechat-bound?code=used&state=s');
    expect((await screen.findByTestId('owner-wechat-failed', {}, WAIT)).textContent).toContain('该微信授权已使用，请重新绑定微信');
    first.unmount();
    openPortal('/owner/wechat-bound?state=s');
    expect((await screen.findByTestId('owner-wechat-cancelled', {}, WAIT)).textContent).toContain('未完成微信授权');
  });
});
