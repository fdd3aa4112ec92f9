import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, openCentreItem, signIn } from '../support/shell';

// 工单 (issue 34): at 1440 the dispatcher (mgr01, 项目经理) gives the seeded pending 报修 "3栋电梯困人" to a technician of
// 水电维修班 (emp03, 李秀英); on a phone (375×812) the technician signs in through /m, accepts, arrives, starts,
// takes a photo and finishes; back at 1440 the dispatcher sees the timeline (接单, 到场, 完工) and the SLA clocks.

let browser: Browser;
let desk: Page;
let phone: Page;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

/** A 1×1 PNG: the photo the technician takes. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

function watch(page: Page) {
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const opened = await newPage(browser);
  contexts.push(opened.context);
  desk = opened.page;
  watch(desk);
  await signIn(desk, 'mgr01');
  await closeMessages(desk);
  const mobile = await browser.newContext({ baseURL: baseUrl(), locale: 'zh-CN', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  contexts.push(mobile);
  phone = await mobile.newPage();
  watch(phone);
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser.close();
});

/** The board's row of the seeded elevator repair, found by keyword: its order id. */
async function elevatorRow(): Promise<{ id: number; row: ReturnType<Page['locator']> }> {
  await desk.getByTestId('wo-filter-text').fill('电梯困人');
  const row = desk.locator('[data-testid^="wo-row-"]').filter({ hasText: '3栋电梯困人' });
  await row.first().waitFor();
  await desk.waitForFunction(() => document.querySelectorAll('[data-testid^="wo-row-"]').length === 1);
  const id = Number((await row.first().getAttribute('data-testid'))?.replace('wo-row-', ''));
  return { id, row: row.first() };
}

describe('工单: dispatcher at 1440, technician on a phone', () => {
  let orderId = 0;

  it('派工管理 shows the board; the dispatcher gives the pending 报修 to 李秀英, seeing each member’s open orders', async () => {
    await openCentreItem(desk, 81, '派工管理');
    await desk.getByTestId('wo-board-screen').waitFor();
    await desk.locator('[data-testid^="wo-row-"]').first().waitFor();
    await snap(desk, 'workorders-board');
    // The 派工单 typed by hand before the work orders: the record screen as a tab, usable with 派工管理 alone.
    const listed = desk.waitForResponse((r) => new URL(r.url()).pathname === '/api/records/dispatch' && r.request().method() === 'GET');
    await desk.getByTestId('wo-tab-history').click();
    expect((await listed).status()).toBe(200);
    const history = desk.getByTestId('record-screen-dispatch');
    await history.getByTestId('record-table').waitFor();
    await history.locator('.mantine-Loader-root').waitFor({ state: 'detached' });
    await expect(history.getByTestId('record-add').isVisible()).resolves.toBe(true);
    await snap(desk, 'workorders-history');
    await desk.getByTestId('wo-tab-board').click();
    await desk.locator('[data-testid^="wo-row-"]').first().waitFor();
    const { id, row } = await elevatorRow();
    orderId = id;
    expect(await desk.getByTestId(`wo-state-${id}`).textContent()).toBe('待派单');
    await row.click();
    await desk.getByTestId('wo-drawer').getByTestId('wo-clocks').waitFor();
    await desk.getByTestId('wo-action-assign').click();
    const member = desk.locator('.mantine-Radio-root').filter({ hasText: '李秀英' });
    await expect(member.textContent()).resolves.toMatch(/手头 \d+ 单/);
    await member.getByRole('radio').check();
    await desk.getByTestId('wo-assign-submit').click();
    await desk.getByTestId('wo-assign-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => desk.getByTestId('wo-detail-state').textContent()).toBe('已派单');
    expect(await desk.getByTestId('wo-detail-handler').textContent()).toContain('李秀英');
    await snap(desk, 'workorders-assigned');
    await desk.keyboard.press('Escape');
    await desk.getByTestId('wo-drawer').waitFor({ state: 'detached' });
  });

  it('the technician signs in through /m, accepts, arrives, starts, adds a photo and finishes on the phone', async () => {
    await signIn(phone, 'emp03', undefined, '/m');
    await phone.waitForURL((u) => u.pathname === '/m');
    // the desktop's message pop-up stays off the phone pages
    const card = phone.getByTestId(`m-card-${orderId}`);
    await card.waitFor();
    expect(await phone.getByTestId('message-popup').count()).toBe(0);
    expect(await phone.getByTestId(`m-state-${orderId}`).textContent()).toBe('已派单');
    await snap(phone, 'workorders-phone-mine');
    await phone.getByTestId(`m-open-${orderId}`).click();
    await phone.getByTestId('m-order').waitFor();
    expect(await phone.getByTestId('m-navigate').getAttribute('href')).toMatch(/^https:\/\/uri\.amap\.com\/search\?keyword=/);
    for (const [step, next] of [['accept', 'arrive'], ['arrive', 'start'], ['start', 'finish']] as const) {
      await phone.getByTestId(`m-step-${step}`).click();
      await phone.getByTestId(`m-step-${next}`).waitFor();
    }
    await expect.poll(() => phone.getByTestId('wo-detail-state').textContent()).toBe('维修中');
    await phone.getByTestId('m-step-finish').click();
    await phone.getByTestId('m-finish-form').waitFor();
    await phone.locator('input[type="file"]').setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: PNG });
    await phone.locator('[data-testid="m-finish-photo"][data-uploaded="true"]').waitFor();
    await phone.getByTestId('m-finish-note').fill('电梯门机复位，已恢复运行');
    await phone.getByTestId('m-line-add').click();
    await phone.getByTestId('m-line-name-0').fill('门机皮带');
    await phone.getByTestId('m-line-price-0').fill('35.50');
    await phone.getByTestId('m-line-quantity-0').fill('1');
    await snap(phone, 'workorders-phone-finish');
    await phone.getByTestId('m-finish-submit').click();
    await phone.getByTestId('m-finish-form').waitFor({ state: 'detached' });
    await expect.poll(() => phone.getByTestId('wo-detail-state').textContent()).not.toBe('维修中');
    await phone.getByTestId('wo-photo').first().waitFor();
    await expect(phone.locator('[data-testid="wo-event"]').evaluateAll((es) => es.map((e) => e.getAttribute('data-action')))).resolves.toEqual(
      expect.arrayContaining(['assign', 'accept', 'arrive', 'start', 'finish']),
    );
    await snap(phone, 'workorders-phone-done');
  });

  it('back at 1440 the dispatcher sees the timeline (接单, 到场, 完工), the photo, the materials and the SLA clocks', async () => {
    // Finished, it left 未完工 (the board's first view): the dispatcher clears the state filter to find it.
    await desk.locator('button[aria-label="清除"]').first().click();
    const { row } = await elevatorRow();
    await row.click();
    const drawer = desk.getByTestId('wo-drawer');
    await drawer.getByTestId('wo-timeline').waitFor();
    // The drawer shows the order as last read at once, then what the server answers now.
    const timeline = () => drawer.locator('[data-testid="wo-event"] .mantine-Timeline-itemTitle').allTextContents();
    await expect.poll(timeline).toEqual(expect.arrayContaining(['派单', '接单', '到场', '开始维修', '完工']));
    const titles = await timeline();
    expect(titles.indexOf('接单')).toBeLessThan(titles.indexOf('到场'));
    expect(titles.indexOf('到场')).toBeLessThan(titles.indexOf('完工'));
    expect(await drawer.getByTestId('wo-detail-state').textContent()).not.toBe('维修中');
    // The response and arrival clocks stopped when accepted and arrived: met or missed, never still running.
    await expect(drawer.getByTestId('wo-clock-response').textContent()).resolves.toMatch(/已达成|未达成/);
    await expect(drawer.getByTestId('wo-materials').textContent()).resolves.toContain('门机皮带');
    await drawer.getByTestId('wo-photo').first().waitFor();
    await snap(desk, 'workorders-dispatcher-timeline');
    expect(errors).toEqual([]);
  });

  it('时效统计 counts 水电维修班’s orders in and out of time this month, with the total', async () => {
    await desk.keyboard.press('Escape');
    await desk.getByTestId('wo-drawer').waitFor({ state: 'detached' });
    await desk.getByTestId('wo-tab-sla').click();
    const row = desk.getByTestId('wo-sla-row').filter({ hasText: '水电维修班' });
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(Number(cells[1])).toBeGreaterThanOrEqual(1);
    expect(Number(cells[2]) + Number(cells[3])).toBe(Number(cells[1]));
    await expect(desk.getByTestId('wo-sla-total').textContent()).resolves.toContain('合计');
    await snap(desk, 'workorders-sla-report');
    expect(errors).toEqual([]);
  });
});
