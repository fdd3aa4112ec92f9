import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, signIn } from '../support/shell';

interface Site {
  siteName: string;
  icp: string;
  phone: string;
  copyright: string;
}

let browser: Browser;
let site: Site;

beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${baseUrl()}/api/site`);
  site = ((await res.json()) as { data: Site }).data;
});
afterAll(() => browser.close());

/** Header with the site name and footer with copyright, record number and phone, on every page. */
async function expectFrame(page: Page): Promise<void> {
  await page.getByTestId('site-brand').getByText(site.siteName).waitFor();
  const footer = page.getByTestId('site-footer');
  await footer.getByText(site.copyright).waitFor();
  await footer.getByText(`备案号：${site.icp}`).waitFor();
  expect(await footer.textContent()).toContain(site.phone);
}

const PAGES = [
  { path: '/HomePage', testId: 'site-page-home', text: '八大业务中心', title: '首页' },
  { path: '/Estate', testId: 'site-page-estate', text: '五级空间结构', title: '楼盘管理' },
  { path: '/Solution', testId: 'site-page-solution', text: '集团型物业企业', title: '解决方案' },
  { path: '/UseCase', testId: 'site-page-use-case', text: '集团月末结账', title: '应用场景' },
  { path: '/AboutUs', testId: 'site-page-about-us', text: '我们坚持的事', title: '关于我们' },
  { path: '/kwdhome', testId: 'site-page-kwd', text: '登录管理平台', title: '产品入口' },
];

describe('the marketing site', () => {
  it.each(PAGES)('shows $path with its content, header and footer', async ({ path, testId, text, title }) => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(path);
    const body = page.getByTestId(testId);
    await body.getByText(text, { exact: false }).first().waitFor();
    await expectFrame(page);
    await expect.poll(() => page.title()).toContain(title);
    await snap(page, `site${path.replace(/\//g, '-')}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the login panel beside the hero on /home and the home content below', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/home');
    const slot = page.getByTestId('site-login-slot');
    await slot.waitFor();
    expect(await slot.locator('input').count()).toBeGreaterThan(0);
    await page.getByTestId('site-page-home').getByText('八大业务中心').waitFor();
    // One hero only: the page does not repeat the one the layout shows with the login panel.
    expect(await page.getByTestId('site-hero').count()).toBe(1);
    await expectFrame(page);
    await snap(page, 'site-home-login');
    await context.close();
  });

  it('shows the articles the companies published in 网站内容, as text', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/AboutUs');
    const news = page.getByTestId('site-articles');
    await news.getByText('客户动态').waitFor();
    await news.getByText('上海安居物业荣获“年度优秀物业服务企业”称号').waitFor();
    // Not published in the demo data: never on the public site.
    expect(await news.getByText('关于春节期间客服值班安排的通知').count()).toBe(0);
    await news.getByRole('button', { name: '阅读全文' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('文章详情').waitFor();
    await dialog.getByText('用心服务、安居乐业', { exact: false }).waitFor();
    expect(await dialog.locator('script, img').count()).toBe(0);
    await snap(page, 'site-about-article');
    await page.goto('/UseCase');
    await page.getByTestId('site-articles').getByText('老旧小区电梯加装服务案例').first().waitFor();
    await context.close();
  });

  it('moves between pages with the header navigation', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/HomePage');
    await page.locator('header').getByRole('link', { name: '解决方案' }).click();
    await page.waitForURL('**/Solution');
    await page.getByTestId('site-page-solution').waitFor();
    await page.locator('header').getByRole('link', { name: '应用场景' }).click();
    await page.waitForURL('**/UseCase');
    await page.getByTestId('site-page-use-case').waitFor();
    await page.locator('header').getByRole('link', { name: '申请试用' }).click();
    await page.waitForURL('**/register');
    await page.getByTestId('site-page-register').waitFor();
    await context.close();
  });

  it('folds the navigation behind a button on a phone', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/Estate');
    await page.getByTestId('site-page-estate').waitFor();
    await snap(page, 'site-estate-phone');
    await page.getByRole('button', { name: '打开或关闭导航' }).click();
    // The footer has the same link; take the one in the unfolded header so the click cannot land
    // while the opening header pushes the footer down.
    const about = page.locator('header').getByRole('link', { name: '关于我们' });
    await about.click();
    // On loaded runners (3 browsers on 2 cores) a tap during the header's unfolding has twice been lost, the header left
    // open on /Estate; never on a quiet machine. A person taps again: so does the test, once, and says so.
    const arrived = await page.waitForURL('**/AboutUs', { timeout: 10_000 }).then(() => true, () => false);
    if (!arrived) {
      await snap(page, 'site-phone-nav-missed');
      console.warn(`site phone nav: the tap on 关于我们 left ${page.url()}; tapping again`);
      await about.click();
      await page.waitForURL('**/AboutUs', { timeout: 15_000 }).catch(async (error: unknown) => {
        const header = await page.locator('header').innerText();
        throw new Error(`two taps on 关于我们 did not lead to /AboutUs: url=${page.url()} header=${JSON.stringify(header)}`, { cause: error });
      });
    }
    await page.getByTestId('site-page-about-us').waitFor();
    await context.close();
  });

  it('shows the pages in traditional Chinese after switching the language', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/Estate');
    await page.getByTestId('site-page-estate').waitFor();
    await Promise.all([page.waitForEvent('load'), page.getByText('繁體').first().click()]);
    await page.getByTestId('site-page-estate').getByText('五級空間結構').waitFor();
    await page.locator('header').getByRole('link', { name: '樓盤管理' }).waitFor();
    await snap(page, 'site-estate-zh-TW');
    await context.close();
  });
});

describe('/register', () => {
  it('refuses a bad mobile next to the field, then stores the request', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/register');
    const form = page.getByTestId('site-page-register');
    await form.getByLabel('公司名称').fill('嘉兴和園物业服务有限公司');
    await form.getByLabel('联系人').fill('陈女士');
    await form.getByLabel('手机号码').fill('12345678901');
    await form.getByLabel('电子邮箱').fill('chen@heyuan-pm.cn');
    await form.getByLabel('管理楼盘数量').fill('6');
    await form.getByLabel('所在城市').fill('嘉兴');
    await form.getByLabel('留言').fill('想先看看收费和欠费催缴。');
    await form.getByRole('button', { name: '提交申请' }).click();
    await form.getByText('手机号码格式不正确，请输入 11 位手机号').waitFor();
    await snap(page, 'site-register-invalid');

    await form.getByLabel('手机号码').fill('13857300001');
    await form.getByRole('button', { name: '提交申请' }).click();
    const done = page.getByTestId('registration-done');
    await done.getByText('申请已提交').waitFor();
    expect(await done.textContent()).toContain('13857300001');
    await snap(page, 'site-register-done');

    // Stored: the same mobile cannot queue a second request while the first waits.
    const again = await fetch(`${baseUrl()}/api/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyName: '嘉兴和園物业服务有限公司',
        contactName: '陈女士',
        mobile: '13857300001',
        email: 'chen@heyuan-pm.cn',
        estateCount: 6,
        city: '嘉兴',
      }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { msg: string }).msg).toBe('该手机号已有待处理的注册申请，我们会尽快与您联系');
    await context.close();
  });

  it('reaches the system administrator, who records the call back on the 注册申请 screen', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'sa01');
    await page.goto('/data/registration-list');
    await closeMessages(page);
    const screen = page.getByTestId('registration-list');
    await screen.getByPlaceholder('公司、联系人、手机号或城市').fill('和園');
    const row = screen.getByRole('row').filter({ hasText: '嘉兴和園物业服务有限公司' });
    await row.getByText('待处理').waitFor();
    await expect.poll(() => screen.getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: '处理' }).click();
    const dialog = page.getByRole('dialog', { name: '处理注册申请' });
    await dialog.getByText('想先看看收费和欠费催缴。').waitFor();
    await dialog.getByRole('radio', { name: '已联系' }).check();
    await dialog.getByLabel('处理备注').fill('已电话联系陈女士，约定演示');
    await snap(page, 'site-registration-handle');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('已联系').waitFor();
    await row.getByText('sa01').waitFor();
    await snap(page, 'site-registration-list');
    await context.close();
  });
});
