import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, go, notices, signIn } from '../support/shell';

let browser: Browser;
let page: Page;
let close: () => Promise<void>;

beforeAll(async () => {
  browser = await launchBrowser();
  const opened = await newPage(browser);
  page = opened.page;
  close = () => opened.context.close();
  await signIn(page, 'emp03');
  await closeMessages(page);
  await go(page, '/uicomponent');
  await page.getByTestId('old-layout').waitFor();
});
afterAll(async () => {
  await close();
  await browser.close();
});

type Answer = { status: number; body?: unknown } | 'abort';
let answer: Answer = { status: 200 };

/** Opens 我的岗位职责, whose GET /api/account/my-job is a loud call, answered by `a`. */
async function callWith(a: Answer, closeJob = true): Promise<void> {
  answer = a;
  await page.unroute('**/api/account/my-job');
  await page.route('**/api/account/my-job', (route) =>
    answer === 'abort'
      ? route.abort('connectionrefused')
      : route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body ?? {}) }),
  );
  await page.getByTestId('user-menu').click();
  const job = Promise.race([
    page.waitForResponse('**/api/account/my-job'),
    page.waitForEvent('requestfailed', (r) => r.url().includes('/api/account/my-job')),
  ]).catch(() => undefined);
  await page.getByRole('menuitem', { name: '岗位职责' }).click();
  await job;
  await page.waitForTimeout(400);
  if (!closeJob) return;
  await page.getByTestId('job-modal').locator('.mantine-Modal-close').click();
  await page.getByTestId('job-modal').locator('.mantine-Modal-content').waitFor({ state: 'hidden' });
}

async function clearNotices(): Promise<void> {
  for (const n of await page.locator('.mantine-Notification-root').all()) await n.click().catch(() => undefined);
  await page.waitForTimeout(500);
}

describe('the HTTP status catalogue (spec 8)', () => {
  it.each([
    [400, { code: 400, msg: '房屋编号格式不对' }, '房屋编号格式不对'],
    [400, {}, '错误请求'],
    [403, { code: 403, msg: '无权访问' }, '拒绝访问：无权访问'],
    [404, { code: 404, msg: 'x' }, '请求错误，未找到该资源！'],
    [405, {}, '请求超时！'],
    [408, {}, '请求超时！'],
    [500, {}, '服务器端出错！'],
    [501, {}, '网络未实现！'],
    [502, {}, '网络错误！'],
    [503, {}, '服务不可用！'],
    [504, {}, '网络超时！'],
    [505, {}, 'http版本不支持该请求！'],
    [418, {}, '连接错误418'],
  ])('HTTP %i shows the catalogue message', async (status, body, message) => {
    await callWith({ status, body });
    await page.locator('.mantine-Notification-description', { hasText: message }).waitFor();
    expect(await notices(page)).toContain(message);
    await clearNotices();
  });
});

describe('the envelope codes', () => {
  it('code 1 shows msg once; duplicates are suppressed until it is clicked', async () => {
    const reject = { status: 409, body: { code: 1, msg: '该公文已确认，不能重复确认' } };
    await callWith(reject);
    await callWith(reject);
    expect((await notices(page)).filter((n) => n === '该公文已确认，不能重复确认')).toHaveLength(1);
    await snap(page, 'shell-error-notice');
    await clearNotices();
    await callWith(reject);
    expect((await notices(page)).filter((n) => n === '该公文已确认，不能重复确认')).toHaveLength(1);
    await clearNotices();
  });

  it('code 100 is silent', async () => {
    await callWith({ status: 200, body: { code: 100, msg: '静默失败' } });
    expect(await notices(page)).toEqual([]);
  });

  it('no response: the network toast for 3 seconds, and the error is kept in errList', async () => {
    await page.evaluate(() => localStorage.removeItem('errList'));
    await callWith('abort');
    const toast = page.locator('.mantine-Notification-description', { hasText: '网络出现问题，请稍后再试！' });
    await toast.waitFor();
    await page.waitForTimeout(1500);
    expect(await toast.count()).toBe(1);
    await toast.waitFor({ state: 'detached', timeout: 3000 });
    const list = await page.evaluate(() => JSON.parse(localStorage.getItem('errList') ?? '[]') as { date: string; message: string; stack: string }[]);
    expect(list.at(-1)).toMatchObject({ message: '网络出现问题，请稍后再试！' });
    expect(Object.keys(list.at(-1) ?? {}).sort()).toEqual(['date', 'message', 'stack']);
  });

  it('code 1 with 请修改密码！ opens the password modal', async () => {
    await callWith({ status: 403, body: { code: 1, msg: '请修改密码！' } }, false);
    const modal = page.getByTestId('change-password-modal');
    await modal.locator('.mantine-Modal-content').waitFor();
    expect(await notices(page)).toEqual([]);
    await modal.locator('.mantine-Modal-close').click();
    await modal.locator('.mantine-Modal-content').waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await page.getByTestId('job-modal').locator('.mantine-Modal-content').waitFor({ state: 'hidden' });
  });

  it('401 shows the timeout notice, signs out and reloads to the login page', async () => {
    await callWith({ status: 401, body: { code: 401, msg: '超时中断，请重新登录！' } }, false);
    await page.getByText('超时中断，请重新登录！').waitFor();
    await page.waitForURL(/\/home\?redirect=/, { timeout: 10_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.getByTestId('login-panel').waitFor();
  });
});
