import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, go, openCentreItem, openOldMenu, signIn, tabTitles } from '../support/shell';

// The menus and the shell as new users met them (issue 25): every granted item reachable in both
// layouts, a refused click says why, each user lands on a centre they can use, tab titles are the
// menu's names, the landing lists have 更多, and the footer never lies over the content.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signedIn(username: string): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, username);
  await closeMessages(page);
  return page;
}

const selectedCentre = (page: Page) => page.getByTestId('centre-title').first().innerText();
const usableItems = (page: Page) => page.locator('[data-testid="centre-item"][data-look="usable"]');

/** True when two boxes share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Scrolls the element's bottom edge into view, then checks it against the footer: their boxes apart,
 * and what lies at the element's bottom edge is the element (a footer drawn over it would be hit).
 */
async function clearOfFooter(page: Page, target: Locator): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const footer = await page.getByTestId('shell-footer').boundingBox();
  const box = await target.boundingBox();
  expect(footer).not.toBeNull();
  expect(box).not.toBeNull();
  expect(overlaps(footer!, box!), `footer ${JSON.stringify(footer)} over ${JSON.stringify(box)}`).toBe(false);
  const onTop = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.bottom - 3);
    return hit !== null && (el === hit || el.contains(hit));
  });
  expect(onTop).toBe(true);
}

describe('granted items are reachable by clicks (收费日报)', () => {
  it('emp01 in the centre layout: 收付结算中心 shows 收费日报', async () => {
    const page = await signedIn('emp01');
    await openCentreItem(page, 147, '收费日报');
    await page.getByTestId('daily-report-screen').waitFor({ timeout: 30_000 });
    expect(await tabTitles(page)).toEqual(['收费日报']);
    await page.context().close();
  });

  it('emp03 in the tree, and on the landing lists through 更多', async () => {
    const page = await signedIn('emp03');
    // /search lists 12 items per centre, then 更多 opens the rest (欠费查询 is past the twelfth)
    const folder = page.getByTestId('nav-folder').filter({ hasText: '收付结算中心' });
    expect(await folder.getByTestId('nav-link').count()).toBe(12);
    expect(await folder.getByText('欠费查询', { exact: true }).count()).toBe(0);
    await folder.getByTestId('nav-more').click();
    expect(await folder.getByTestId('nav-link').count()).toBeGreaterThan(12);
    await folder.getByText('欠费查询', { exact: true }).waitFor();
    expect(await folder.getByTestId('nav-more').count()).toBe(0);
    await snap(page, 'shell-landing-more');
    await folder.getByText('收费日报', { exact: true }).click();
    await page.getByTestId('daily-report-screen').waitFor({ timeout: 30_000 });
    await page.getByTestId('tab-close').click();
    await page.waitForURL(/\/search$/);
    await go(page, '/uicomponent');
    await page.getByTestId('old-layout').waitFor();
    await openOldMenu(page, '收付结算中心', '收费结算', '收费日报');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="daily-report-screen"]').length > 0, undefined, { timeout: 30_000 });
    expect(await tabTitles(page)).toEqual(['UI组件库', '收费日报']);
    await page.context().close();
  });
});

describe('where each user lands', () => {
  it('acc02 (财务主管, an sa) lands on the navigation at the first centre it can use, not on greyed cards', async () => {
    const page = await signedIn('acc02');
    await page.getByTestId('search-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(await selectedCentre(page)).toBe('收付结算中心');
    expect(await usableItems(page).allInnerTexts()).toEqual(['服务器管理收费']);
    await snap(page, 'shell-landing-acc02');
    await page.context().close();
  });

  it('emp01 lands on the navigation at 共用资料维护中心, its items usable', async () => {
    const page = await signedIn('emp01');
    await page.getByTestId('search-page').waitFor();
    expect(await selectedCentre(page)).toBe('共用资料维护中心');
    expect(await usableItems(page).count()).toBeGreaterThan(10);
    await page.context().close();
  });
});

describe('a click on a grey or orange item says why', () => {
  it('emp01 on the navigation: the spec’s modal, the panel left as it was', async () => {
    const page = await signedIn('emp01');
    await page.locator('[data-testid="centre"][data-centre-id="81"]').click();
    await page.locator('[data-testid="centre-item"][data-menu-id="94"]').click();
    const modal = page.getByTestId('menu-state-modal');
    await modal.getByText('该程序尚未购买使用权，不可操作！').waitFor();
    await snap(page, 'shell-refused-on-search');
    await modal.getByRole('button', { name: '确定' }).click();
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(await selectedCentre(page)).toBe('客户服务中心');
    await page.context().close();
  });

  it('acc02: an orange item opens read-only and says so; a grey one says 暂未开通 and does not open', async () => {
    const page = await signedIn('acc02');
    await openCentreItem(page, 271, '凭证录入');
    const tab = page.locator('[data-testid="tab"]', { hasText: '凭证录入' });
    await tab.getByTestId('tab-read-only').waitFor();
    expect(await tab.getByTestId('tab-read-only').innerText()).toBe('只读');
    await page.locator('[data-testid="screen"]:not([hidden])').getByTestId('screen-read-only').waitFor();
    await snap(page, 'shell-read-only-tab');
    await openCentreItem(page, 117, '三角巡检');
    const modal = page.getByTestId('menu-state-modal');
    await modal.getByText('暂未开通').waitFor();
    await modal.getByRole('button', { name: '确定' }).click();
    expect(await tabTitles(page)).toEqual(['凭证录入']);
    // the panel stays open on the centre where the refused item is
    expect(await page.getByTestId('nav-panel').getByTestId('centre-title').innerText()).toBe('公共服务中心');
    await page.context().close();
  });
});

describe('tab titles are the menu item’s title', () => {
  it('查阅公文 opens a tab 查阅公文, 发文 a tab 发文', async () => {
    const page = await signedIn('emp01');
    await openCentreItem(page, 202, '查阅公文');
    await page.locator('[data-testid="tab"][data-tab="oa_flow_my"]').waitFor();
    await openCentreItem(page, 202, '发文');
    await page.locator('[data-testid="tab"][data-tab="oa_flow_send"]').waitFor();
    expect(await tabTitles(page)).toEqual(['查阅公文', '发文']);
    await page.context().close();
  });
});

describe('the footer takes its own space (1440×900)', () => {
  it('on 常规结算 it does not lie over the 收款 submit button, on /search not over the 操作导航 panel', async () => {
    const page = await signedIn('emp01');
    await page.getByTestId('search-page').waitFor();
    await page.getByTestId('shell-footer').waitFor();
    await clearOfFooter(page, page.getByTestId('centre-panel').first());
    const houseId = await page.evaluate(async () => {
      const res = await fetch('/api/charging/arrears/houses', {
        method: 'POST',
        headers: { authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}`, 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, size: 1, sort: 'amount' }),
      });
      return ((await res.json()) as { data: { rows: { houseId: number }[] } }).data.rows[0]?.houseId ?? 0;
    });
    expect(houseId).toBeGreaterThan(0);
    await go(page, `/charge/settle-normal?houseId=${houseId}`);
    await page.getByTestId('pay-panel').waitFor({ timeout: 30_000 });
    await snap(page, 'shell-footer-counter');
    await clearOfFooter(page, page.getByTestId('pay-submit'));
    await snap(page, 'shell-footer-counter-scrolled');
    await page.context().close();
  });
});
