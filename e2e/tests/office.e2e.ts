import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, go, openCentreItem, openOldMenu, signIn } from '../support/shell';

// The office screens of 行政事务中心 (issue 14, wf-admin) on the demo seed, as emp01 of 上海公司: the
// message emp01 writes pops up for its receiver (emp03); 流程模板, 公文跟催 (and 缺席代理), 公文推送 (and 发送消息,
// whose message reaches emp03's pop-up), 公司通讯录 show real rows.

let browser: Browser;
let page: Page;
const CENTRE = 202;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
  });
  await signIn(page, 'emp01');
});
afterAll(() => browser.close());

async function open(title: string): Promise<void> {
  await closeMessages(page, 1500);
  await openCentreItem(page, CENTRE, title);
}

describe('行政事务中心 office screens', { timeout: 180_000 }, () => {
  it('流程模板 lists the seeded templates with their nodes and versions, and opens the editor', async () => {
    await open('流程模板');
    const screen = page.getByTestId('templates-screen');
    await screen.getByText('第 1 版').first().waitFor();
    await snap(page, 'office-templates');
    await screen.getByRole('button', { name: '编辑' }).first().click();
    await page.getByTestId('template-editor').waitFor();
    await page.waitForTimeout(600);
    await snap(page, 'office-template-editor');
    await page.keyboard.press('Escape');
  });

  it('公文跟催 lists the open documents, and 缺席代理 shows what an employee holds', async () => {
    await open('公文跟催');
    const screen = page.getByTestId('follow-up-screen');
    await screen.getByTestId('follow-summary').waitFor();
    expect(await screen.getByTestId('follow-summary').innerText()).toMatch(/办理中 [1-9]\d* 件/);
    await snap(page, 'office-follow-up');
    await screen.getByTestId('tab-replace').click();
    await screen.getByTestId('replace-absent').click();
    await page.getByRole('option').first().click();
    await screen.getByTestId('replace-working').waitFor();
    await snap(page, 'office-replace');
  });

  it('公文推送 lists 办结 documents and picks receivers in the company tree', async () => {
    await open('公文推送');
    const screen = page.getByTestId('push-screen');
    const first = screen.locator('[data-testid^="push-row-"]').first();
    await first.waitFor();
    await snap(page, 'office-push');
    await first.getByRole('button', { name: '推送' }).click();
    const dialog = page.getByTestId('push-dialog');
    await dialog.locator('[data-testid^="recv-user-"]').first().waitFor();
    await dialog.locator('[data-testid^="recv-user-"]').first().click();
    await page.waitForTimeout(400);
    await snap(page, 'office-push-dialog');
    await page.keyboard.press('Escape');
  });

  it('发送消息 sends an HTML message that the receiver sees', async () => {
    const screen = page.getByTestId('push-screen');
    await screen.getByTestId('tab-messages').click();
    await screen.getByTestId('message-compose').click();
    const composer = page.getByTestId('message-composer');
    await composer.getByTestId('message-title').fill('周末设备检修通知');
    await composer.locator('.ProseMirror').click();
    await page.keyboard.type('周六上午 9:00 至 12:00 检修二次供水设备，请提前储水。');
    await composer.getByLabel(/^李秀英/).click();
    await snap(page, 'office-message-composer');
    await composer.getByTestId('message-send').click();
    // the toast first: it closes by itself, and under load the sent list can answer after it has gone
    await page.locator('.mantine-Notification-description').filter({ hasText: '已发送给 1 人' }).first().waitFor();
    await screen.locator('tr[data-testid^="sent-"]').filter({ hasText: '周末设备检修通知' }).waitFor();
    await snap(page, 'office-sent-messages');
  });

  it('emp03 (old menu) gets the message in the pop-up; 公司通讯录 lists staff with department, job, phone and email, and searches', async () => {
    const { page: clerk } = await newPage(browser);
    clerk.on('response', (r) => {
      if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
    });
    await signIn(clerk, 'emp03');
    // one pop-up lists the new messages (您有 N 条新消息); the one just sent opens to its text
    const popup = clerk.getByTestId('message-popup');
    const item = popup.getByTestId('message-item').filter({ hasText: '周末设备检修通知' });
    await item.waitFor({ timeout: 20_000 });
    expect(await popup.locator('.mantine-Modal-title').innerText()).toMatch(/^您有 \d+ 条新消息$/);
    await item.getByText('周末设备检修通知').click();
    await clerk.waitForTimeout(500);
    await snap(clerk, 'office-message-received');
    await clerk.getByRole('button', { name: '我知道了' }).click();
    await popup.locator('.mantine-Modal-content').waitFor({ state: 'detached' });
    await go(clerk, '/uicomponent');
    await clerk.getByTestId('old-layout').waitFor({ timeout: 30_000 });
    await closeMessages(clerk, 1000);
    await openOldMenu(clerk, '行政事务中心', '办公流程', '公司通讯录');
    const screen = clerk.getByTestId('contacts-screen');
    await screen.locator('[data-testid^="contact-"]').first().waitFor();
    expect(await screen.getByText(/@wuye-demo\.cn/).count()).toBeGreaterThan(0);
    await snap(clerk, 'office-contacts');
    await screen.getByTestId('contacts-search').fill('emp01');
    await screen.getByTestId('contacts-count').getByText('共 1 人').waitFor();
    expect(errors).toEqual([]);
  });
});
