import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, signIn } from '../support/shell';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('redirects without a session', () => {
  it('sends any other path to /home with the redirect, and unknown public pages stay public', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/customer/complaint?x=1');
    await page.waitForURL(/\/home\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe('/customer/complaint?x=1');
    await page.getByTestId('login-panel').waitFor();
    await snap(page, 'shell-login');
    await page.goto('/404');
    await page.getByTestId('not-found').waitFor();
    await context.close();
  });
});

describe('sign-in', () => {
  it.each(['emp01', 'emp02', 'emp03', 'root01', 'gov01', 'cc01'])('%s signs in and lands on /search', async (username) => {
    const { context, page } = await newPage(browser);
    await signIn(page, username);
    await page.getByTestId('search-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/search');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const user = await page.evaluate(() => JSON.parse(sessionStorage.getItem('UserInformation') ?? '{}') as { accountName?: string });
    expect(token).toBeTruthy();
    expect(user.accountName).toBe(username);
    await context.close();
  });

  it('sa01 signs in and lands on /superAdmin (the system-management route set)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'sa01');
    await page.getByTestId('super-admin').waitFor();
    expect(new URL(page.url()).pathname).toBe('/superAdmin');
    await context.close();
  });

  it('super01 gets the system-management route set: / goes to /superAdmin', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'super01');
    await page.goto('/');
    await page.waitForURL(/\/superAdmin$/);
    await page.getByTestId('super-admin').waitFor();
    await context.close();
  });

  it('goes to the redirect after sign-in, and a signed-in user opening /home goes to /', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'emp03', undefined, '/home?redirect=%2Fuicomponent');
    await page.waitForURL(/\/uicomponent$/);
    await page.getByTestId('ui-component').waitFor();
    await page.goto('/home');
    await page.waitForURL(/\/search$/);
    await page.goto('/no/such/screen');
    await page.waitForURL(/\/404$/);
    await context.close();
  });

  it('a wrong password shows the server message and stays on the login page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/home');
    const panel = page.getByTestId('login-panel');
    await panel.locator('input[name="username"]').fill('emp02');
    await panel.locator('input[name="password"]').fill('Wrong@2026');
    await panel.getByRole('button', { name: '登录' }).click();
    await panel.getByRole('alert').waitFor();
    expect(await panel.getByRole('alert').innerText()).toMatch(/密码/);
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();
  });

  it('without the public key in session storage the sign-in fails with the client message (code 666)', async () => {
    const { context, page } = await newPage(browser);
    await page.route('**/api/site', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, msg: 'ok', data: { siteName: '测试', logo: '', icp: '', phone: '', pubKey: '', copyright: '' } }) }));
    await page.goto('/home');
    const panel = page.getByTestId('login-panel');
    await panel.locator('input[name="username"]').fill('emp01');
    await panel.locator('input[name="password"]').fill('Demo@2026');
    await panel.getByRole('button', { name: '登录' }).click();
    await expect(panel.getByRole('alert').innerText()).resolves.toBe('未获取到登录公钥，请刷新页面后重试');
    await context.close();
  });

  it('a key that cannot encrypt reports /api/crash and fails with code 111', async () => {
    const { context, page } = await newPage(browser);
    let crash: unknown = null;
    await page.route('**/api/crash', async (route) => {
      crash = route.request().postDataJSON();
      await route.continue();
    });
    await page.goto('/home');
    await page.getByTestId('login-panel').waitFor();
    await page.waitForFunction(() => sessionStorage.getItem('pubKey'));
    await page.evaluate(() => sessionStorage.setItem('pubKey', '-----BEGIN PUBLIC KEY-----\nnot-a-key\n-----END PUBLIC KEY-----'));
    const panel = page.getByTestId('login-panel');
    await panel.locator('input[name="username"]').fill('emp01');
    await panel.locator('input[name="password"]').fill('Demo@2026');
    await panel.getByRole('button', { name: '登录' }).click();
    await expect(panel.getByRole('alert').innerText()).resolves.toBe('密码加密失败，请刷新页面后重试');
    expect(crash).toMatchObject({ username: 'emp01', passwordSize: 9 });
    await context.close();
  });
});

describe('language', () => {
  it('switching to 繁體 stores the choice and reloads the page in traditional Chinese', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/home');
    const panel = page.getByTestId('login-panel');
    await panel.getByText('用户登录').waitFor();
    const reloaded = page.waitForEvent('load');
    await panel.getByText('繁體').click();
    await reloaded;
    await page.getByTestId('login-panel').getByText('用戶登入').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('language')])).toEqual(['zh-TW', 'zh-TW']);
    await snap(page, 'shell-login-zh-TW');
    await signIn(page, 'emp03');
    await closeMessages(page);
    await page.getByText('修改密碼').first().waitFor();
    await context.close();
  });
});

describe('logout', () => {
  it('calls the server, clears the session and returns to /home with the redirect; the old token is refused', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'emp03');
    await page.getByTestId('search-page').waitFor();
    await closeMessages(page);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const logout = page.waitForRequest((r) => r.url().endsWith('/api/logout'));
    await page.getByTestId('link-logout').click();
    await logout;
    await page.waitForURL(/\/home\?redirect=%2Fsearch/);
    // nothing of the session is left; the login page may already have stored the site's keys again
    const left = await page.evaluate(() => Object.keys(sessionStorage));
    expect(left.filter((k) => k !== 'pubKey' && k !== 'signKey')).toEqual([]);
    const res = await page.evaluate(async (t) => (await fetch('/api/account', { headers: { authorization: `Bearer ${t}` } })).status, token);
    expect(res).toBe(401);
    await context.close();
  });
});
