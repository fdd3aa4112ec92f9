import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, signIn } from '../support/shell';

// 决策看板 on the demo seed (issue 16): each dashboard draws its charts from live figures; clicking a
// bar opens the rows behind it. emp01 (SH) and gov01 (the group, which sees its companies' figures).

let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signedIn(username: string): Promise<Page> {
  const { page } = await newPage(browser);
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
  });
  await signIn(page, username);
  await closeMessages(page);
  return page;
}

/** Opens a dashboard from the 数据应用中心 centre of the navigation panel. */
async function openDashboard(page: Page, title: string): Promise<void> {
  await page.getByTestId('centre-panel').or(page.getByTestId('menu-toggle')).first().waitFor();
  const toggle = page.getByTestId('menu-toggle');
  let scope = page.getByTestId('centre-panel').first();
  if (await toggle.isVisible()) {
    const panel = page.getByTestId('nav-panel');
    if (!(await panel.isVisible())) await toggle.click();
    scope = panel;
  }
  await scope.getByTestId('centre').filter({ hasText: '数据应用中心' }).first().click();
  await scope.getByTestId('centre-item').filter({ hasText: title }).first().click();
}

/** Waits for the charts' drawing to end (Recharts animates bars in). */
const settle = (page: Page) => page.waitForTimeout(1800);
const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

describe('决策看板', { timeout: 180_000 }, () => {
  it('结算看板: figures and bars from the seed; a month’s bar opens its bill lines', async () => {
    const page = await signedIn('emp01');
    await openDashboard(page, '结算看板');
    const screen = page.getByTestId('settlement-dashboard');
    await screen.waitFor();
    await expect.poll(async () => money(await page.getByTestId('stat-receivable').innerText()), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(money(await page.getByTestId('stat-received').innerText())).toBeGreaterThan(0);
    await page.locator('[data-testid="bars-months"] .recharts-bar-rectangle').first().waitFor();
    expect(await page.locator('[data-testid="bars-ageing"] .recharts-bar-rectangle path').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="bars-receipts"] .recharts-bar-rectangle path').count()).toBeGreaterThan(0);
    await settle(page);
    await snap(page, 'dashboard-settlement');
    await page.locator('[data-testid="bars-months"] .recharts-bar-rectangle path').last().click();
    const drawer = page.getByTestId('drill-table');
    await drawer.waitFor({ timeout: 30_000 });
    expect(await drawer.locator('tbody tr').count()).toBeGreaterThan(0);
    await settle(page);
    await snap(page, 'dashboard-settlement-drill');
    await page.keyboard.press('Escape');

    await openDashboard(page, '楼盘看板');
    await page.getByTestId('estate-dashboard').waitFor();
    await expect.poll(async () => Number(await page.getByTestId('stat-houses').innerText()), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.locator('[data-testid="bars-estate-states"] .recharts-bar-rectangle').first().waitFor();
    await settle(page);
    await snap(page, 'dashboard-estate');

    await openDashboard(page, '服务看板');
    await page.getByTestId('service-dashboard').waitFor();
    await page.getByTestId('days-select').click();
    await page.getByRole('option', { name: '近一年' }).click();
    await expect.poll(async () => Number(await page.getByTestId('stat-complaints').innerText()), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.locator('[data-testid="donut-complaints-status"] .recharts-sector').first().waitFor();
    await settle(page);
    await snap(page, 'dashboard-service');

    await openDashboard(page, '客户看板');
    await page.getByTestId('customer-dashboard').waitFor();
    await expect.poll(async () => Number(await page.getByTestId('stat-owners').innerText()), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.locator('[data-testid="donut-owner-types"] .recharts-sector').first().waitFor();
    await settle(page);
    await snap(page, 'dashboard-customer');
    expect(errors).toEqual([]);
  });

  it('gov01 sees the group’s companies on 楼盘看板', async () => {
    const page = await signedIn('gov01');
    await openDashboard(page, '楼盘看板');
    await page.getByTestId('estate-dashboard').waitFor();
    await expect.poll(async () => Number(await page.getByTestId('stat-houses').innerText()), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByTestId('company-select').waitFor();
    await settle(page);
    await snap(page, 'dashboard-estate-gov');
    expect(errors).toEqual([]);
  });
});
