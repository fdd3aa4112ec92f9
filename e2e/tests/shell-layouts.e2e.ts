import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, go, notices, openOldMenu, signIn, tabTitles } from '../support/shell';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openCentre(page: Page, id: number) {
  if (!(await page.getByTestId('nav-panel').isVisible())) await page.getByTestId('menu-toggle').click();
  await page.locator(`[data-testid="centre"][data-centre-id="${id}"]`).click();
}

describe('the new layout (emp01, menuStyle 1)', () => {
  it('opens screens from the 操作导航 panel with the centre titles and group counts', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'emp01');
    await closeMessages(page);
    await page.locator('[data-testid="centre"][data-centre-id="56"]').click();
    await page.locator('[data-testid="centre-item"]', { hasText: '公司架构' }).click();
    await page.waitForURL(/\/common\/company$/);
    await page.getByTestId('new-layout').waitFor();
    expect(await tabTitles(page)).toEqual(['公司架构']);
    expect(await page.getByTestId('menu-toggle').innerText()).toBe('操作导航');
    await openCentre(page, 81);
    expect(await page.getByTestId('centre-title').innerText()).toBe('客户服务中心');
    // the server sends 6 groups; the 5-group centre drops the extra last one
    expect(await page.getByTestId('centre-group').count()).toBe(5);
    await openCentre(page, 202);
    expect(await page.getByTestId('centre-group').count()).toBe(2);
    await openCentre(page, 56);
    expect(await page.getByTestId('centre-group').count()).toBe(4);
    await snap(page, 'shell-new-layout');
    // hovering an item 2 s loads its description
    await page.locator('[data-testid="centre-item"]', { hasText: '部门管理' }).hover();
    await page.waitForTimeout(2300);
    expect(await page.getByTestId('menu-description').innerText()).toContain('部门');
    const devices = await page.evaluate(() => JSON.parse(sessionStorage.getItem('deviceAuthList') ?? '[]') as { id: number; state?: number }[]);
    expect(devices.map((d) => d.id).sort((a, b) => a - b)).toEqual([73, 128, 129, 135, 418, 420]);
    expect(devices.find((d) => d.id === 129)?.state).toBe(1);
    await context.close();
  });

  it('an item not bought or not granted shows the modal, closes its tab and goes back', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'emp01');
    await closeMessages(page);
    await page.locator('[data-testid="centre"][data-centre-id="56"]').click();
    await page.locator('[data-testid="centre-item"]', { hasText: '公司架构' }).click();
    await page.waitForURL(/\/common\/company$/);
    await openCentre(page, 81);
    const callCentre = page.locator('[data-testid="centre-item"][data-menu-id="94"]');
    expect(await callCentre.getAttribute('data-look')).toBe('notBought');
    await callCentre.click();
    const modal = page.getByTestId('menu-state-modal');
    await modal.getByText('该程序尚未购买使用权，不可操作！').waitFor();
    await snap(page, 'shell-menu-state-modal');
    await modal.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/common\/company$/);
    expect(await tabTitles(page)).toEqual(['公司架构']);
    await openCentre(page, 117);
    const notGranted = page.locator('[data-testid="centre-item"][data-menu-id="129"]');
    expect(await notGranted.getAttribute('data-look')).toBe('notGranted');
    await notGranted.click();
    await page.getByText('您未获得授权，不可作业！').waitFor();
    await page.getByTestId('menu-state-modal').getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/common\/company$/);
    expect(await tabTitles(page)).toEqual(['公司架构']);
    await context.close();
  });
});

describe('the old layout (emp03)', () => {
  it('shows the three-level tree and opens a tab per item', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'emp03');
    await closeMessages(page);
    await go(page, '/uicomponent');
    await page.getByTestId('old-layout').waitFor();
    await openOldMenu(page, '共用资料维护中心', '组织架构', '部门管理');
    await page.waitForURL(/\/common\/dept$/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="tab"]').length === 2);
    expect(await tabTitles(page)).toEqual(['UI组件库', '部门管理']);
    await page.locator('[data-testid="screen"][data-screen="common_dept"]').waitFor();
    await page.waitForTimeout(1500);
    await snap(page, 'shell-old-layout');
    await context.close();
  });
});

const OLD_PATHS = ['/common/company', '/common/dept', '/common/job', '/common/staff', '/common/estate', '/common/zone', '/common/building', '/common/unit', '/common/house', '/common/owner', '/common/resident'];

describe('tabs', () => {
  it('the old menu allows 9 tabs; the 10th is refused and the view stays', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'emp03');
    await closeMessages(page);
    for (const p of OLD_PATHS.slice(0, 9)) {
      await go(page, p);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="tab"]').length === n, OLD_PATHS.indexOf(p) + 1);
    }
    await go(page, OLD_PATHS[9] as string);
    await page.waitForURL(/\/common\/house$/);
    // Toasts' host loads with the first toast: wait for it rather than read at once.
    await page.locator('.mantine-Notification-description', { hasText: '当前打开菜单过多，请关闭一些后再重试' }).waitFor();
    expect(await notices(page)).toContain('当前打开菜单过多，请关闭一些后再重试');
    expect(await page.getByTestId('tab').count()).toBe(9);
    // an open one still activates
    await go(page, '/common/company');
    await page.locator('[data-testid="tab"][data-active]').getByText('公司架构').waitFor();
    await context.close();
  });

  it('the new menu allows 10 tabs', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'emp01');
    await closeMessages(page);
    for (const [i, p] of OLD_PATHS.slice(0, 10).entries()) {
      await go(page, p);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="tab"]').length === n, i + 1);
    }
    await go(page, OLD_PATHS[10] as string);
    await page.getByText('当前打开菜单过多，请关闭一些后再重试').waitFor();
    expect(await page.getByTestId('tab').count()).toBe(10);
    expect(new URL(page.url()).pathname).toBe('/common/owner');
    await context.close();
  });

  it('closing rules: previous tab, second when the first closes, other tabs keep the view, the last goes to search', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'emp01');
    await closeMessages(page);
    for (const [i, p] of OLD_PATHS.slice(0, 4).entries()) {
      await go(page, p);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="tab"]').length === n, i + 1);
    }
    const close = (title: string) => page.locator('[data-testid="tab"]', { hasText: title }).getByTestId('tab-close').click();
    const active = () => page.locator('[data-testid="tab"][data-active]').innerText();
    await close('员工档案');
    await page.waitForURL(/\/common\/job$/);
    expect(await active()).toBe('岗位职责');
    await close('公司架构');
    expect(await active()).toBe('岗位职责');
    expect(await tabTitles(page)).toEqual(['部门管理', '岗位职责']);
    await page.locator('[data-testid="tab"]', { hasText: '部门管理' }).getByRole('button', { name: '部门管理', exact: true }).click();
    await page.waitForURL(/\/common\/dept$/);
    await close('部门管理');
    await page.waitForURL(/\/common\/job$/);
    // clicking the active tab closes the menu
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('nav-panel').waitFor();
    await page.locator('[data-testid="tab"][data-active]').getByRole('button', { name: '岗位职责', exact: true }).click();
    await page.getByTestId('nav-panel').waitFor({ state: 'detached' });
    await close('岗位职责');
    await page.waitForURL(/\/search$/);
    await context.close();
  });

  it('closing the patrol-plan tab with negative hours asks first; 放弃 clears the row and closes', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'emp01');
    await closeMessages(page);
    await go(page, '/common/company');
    await page.getByTestId('tab').first().waitFor();
    await go(page, '/public/patrol-plan');
    await page.locator('[data-testid="tab"][data-tab="public_patrol_plan-device-inspect"]').waitFor();
    await page.evaluate(() => {
      sessionStorage.setItem('patrolPlanHoursNegative', '1');
      sessionStorage.setItem('patrolPlanEditRow', JSON.stringify({ id: 1 }));
    });
    // The patrol screen's form keeps these keys only while a row is edited and clears them on its next
    // render, so they are set in the same task as the click on the tab's close button.
    await page.evaluate(() => {
      sessionStorage.setItem('patrolPlanHoursNegative', '1');
      sessionStorage.setItem('patrolPlanEditRow', JSON.stringify({ id: 1 }));
      document.querySelector<HTMLElement>('[data-tab="public_patrol_plan-device-inspect"] [data-testid="tab-close"]')?.click();
    });
    await page.getByText('当前巡检人的可用工时＜0，是否放弃修改！').waitFor();
    await page.getByRole('button', { name: '放弃', exact: true }).click();
    await page.waitForURL(/\/common\/company$/);
    expect(await page.getByTestId('tab').count()).toBe(1);
    expect(await page.evaluate(() => [sessionStorage.getItem('patrolPlanHoursNegative'), sessionStorage.getItem('patrolPlanEditRow')])).toEqual([null, null]);
    await context.close();
  });
});
