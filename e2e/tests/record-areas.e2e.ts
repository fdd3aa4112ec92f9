import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { pickDateTime } from '../support/dates';
import { closeMessages, notices, openCentreItem, signIn } from '../support/shell';

// Record areas from the menu (new layout, emp01 of SH): open a screen, add a record through the
// generic form, find it in the list. Plus the patrol-plan tab rule and the 员工权限 screen (sa01).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function fill(page: Page, field: string, value: string): Promise<void> {
  await page.getByTestId('record-form').getByTestId(`field-${field}`).fill(value);
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByTestId('record-form').getByTestId(`field-${field}`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Saves the form and waits until the saved record shows in the list. */
async function save(page: Page, key: string, shows: string): Promise<void> {
  await page.getByTestId('record-save').click();
  await page.getByText('保存成功').first().waitFor();
  await page.getByTestId(`record-screen-${key}`).getByTestId('record-table').getByText(shows).first().waitFor();
}

/** A sessionStorage value of the page (evaluated in the browser). */
function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate<string | null>(`sessionStorage.getItem(${JSON.stringify(key)})`);
}

async function rowTexts(page: Page, key: string): Promise<string> {
  const screen = page.getByTestId(`record-screen-${key}`);
  await screen.getByTestId('record-row').first().waitFor();
  return screen.getByTestId('record-table').innerText();
}

describe('record areas open from the menu and take a new record', () => {
  it('投诉管理: adds a complaint: a mistyped mobile is refused, a landline with extension is taken', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'emp01');
    await closeMessages(page);
    await openCentreItem(page, 81, '投诉管理');
    const screen = page.getByTestId('record-screen-complaint');
    await screen.waitFor();
    expect(await rowTexts(page, 'complaint')).toContain('SH-TS-2026');
    await screen.getByTestId('record-add').click();
    await fill(page, 'complaintNo', 'E2E-TS-0001');
    await fill(page, 'complainant', '测试业主');
    await fill(page, 'phone', '12912345678');
    await choose(page, 'category', '噪音扰民');
    await fill(page, 'content', '夜间施工噪音');
    await pickDateTime(page, page.getByTestId('record-form').getByTestId('field-receivedAt'), '2026-12-31T10:00');
    await page.getByTestId('record-save').click();
    // The server's field message shows under the phone input; the form stays open.
    await page.getByTestId('record-form').getByText('联系电话格式不正确').waitFor();
    await fill(page, 'phone', '021-50002000-8');
    await save(page, 'complaint', 'E2E-TS-0001');
    expect(await rowTexts(page, 'complaint')).toContain('测试业主');
    await snap(page, 'record-areas-complaint');
    await context.close();
  });

  it('访客登记: adds a visitor', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'emp01');
    await closeMessages(page);
    await openCentreItem(page, 117, '访客登记');
    const screen = page.getByTestId('record-screen-visitor');
    await screen.waitFor();
    await screen.getByTestId('record-add').click();
    await fill(page, 'visitorName', '端到端访客');
    await fill(page, 'idNumber', '31010119850202123X');
    await fill(page, 'phone', '13355550000');
    await pickDateTime(page, page.getByTestId('record-form').getByTestId('field-arrivedAt'), '2026-12-31T15:00');
    await fill(page, 'plateNo', '沪B54321');
    await save(page, 'visitor', '端到端访客');
    const table = await rowTexts(page, 'visitor');
    expect(table).toContain('端到端访客');
    expect(table).toContain('沪B54321');
    await context.close();
  });

  it('会务管理: adds a meeting', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'emp01');
    await closeMessages(page);
    await openCentreItem(page, 388, '会务管理');
    const screen = page.getByTestId('record-screen-meeting-office');
    await screen.waitFor();
    await screen.getByTestId('record-add').click();
    await fill(page, 'subject', '端到端协调会');
    await choose(page, 'meetingType', '协调会');
    await pickDateTime(page, page.getByTestId('record-form').getByTestId('field-startAt'), '2026-12-31T19:00');
    await fill(page, 'place', '会所一楼');
    await fill(page, 'attendees', '项目经理、业委会委员');
    await save(page, 'meeting-office', '端到端协调会');
    expect(await rowTexts(page, 'meeting-office')).toContain('端到端协调会');
    await context.close();
  });
});

describe('巡查计划 tab rule', () => {
  it('an unsaved edit of an over-planned plan stays as a draft; closing the tab asks, 放弃 clears it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'emp01');
    await closeMessages(page);
    await openCentreItem(page, 117, '巡查计划');
    const screen = page.getByTestId('record-screen-patrol-plan');
    await screen.waitFor();
    // The over-planned plan: its 可用工时 cell flagged negative (a date such as 2026-10-… would also hold "-10").
    const negative = screen.getByTestId('record-row').filter({ has: page.locator('[data-warning="negative"]') }).first();
    await negative.getByTestId('record-edit').click();
    await page.getByTestId('field-planName').waitFor();
    expect(await stored(page, 'patrolPlanHoursNegative')).toBe('1');
    await page.getByTestId('field-planName').fill('二号楼夜间巡查（调整）');
    await page.getByTestId('record-form').getByRole('button', { name: '取消' }).click();
    await page.getByTestId('record-form').waitFor({ state: 'hidden' });

    // Closed unsaved: the draft stays and the screen offers it back.
    const row = JSON.parse((await stored(page, 'patrolPlanEditRow')) ?? '{}') as { availableHours?: string; planName?: string };
    expect([await stored(page, 'patrolPlanHoursNegative'), row.availableHours, row.planName]).toEqual(['1', '-10.00', '二号楼夜间巡查（调整）']);
    await screen.getByTestId('pending-edit-resume').click();
    await expect.poll(() => page.getByTestId('field-planName').inputValue()).toBe('二号楼夜间巡查（调整）');
    await page.getByTestId('record-form').getByRole('button', { name: '取消' }).click();
    await screen.getByTestId('pending-edit').waitFor();

    // Closing the tab asks the spec's question; 放弃 clears the stored row and closes the tab.
    await page.locator('[data-testid="tab"][data-tab="public_patrol_plan-device-inspect"] [data-testid="tab-close"]').click();
    const question = page.getByTestId('tab-close-question');
    await question.getByText('当前巡检人的可用工时＜0，是否放弃修改！').waitFor();
    await question.getByRole('button', { name: '放弃' }).click();
    await page.locator('[data-tab="public_patrol_plan-device-inspect"]').waitFor({ state: 'detached' });
    expect([await stored(page, 'patrolPlanHoursNegative'), await stored(page, 'patrolPlanEditRow')]).toEqual([null, null]);
    await context.close();
  });

  it('an edit closed without changes leaves no draft', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'emp01');
    await closeMessages(page);
    await openCentreItem(page, 117, '巡查计划');
    const screen = page.getByTestId('record-screen-patrol-plan');
    await screen.getByTestId('record-row').filter({ has: page.locator('[data-warning="negative"]') }).first().getByTestId('record-edit').click();
    await page.getByTestId('field-planName').waitFor();
    await page.getByTestId('record-form').getByRole('button', { name: '取消' }).click();
    await page.getByTestId('record-form').waitFor({ state: 'hidden' });
    expect(await stored(page, 'patrolPlanHoursNegative')).toBeNull();
    await page.locator('[data-testid="tab"][data-tab="public_patrol_plan-device-inspect"] [data-testid="tab-close"]').click();
    await page.locator('[data-tab="public_patrol_plan-device-inspect"]').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('rich text', () => {
  it('网站内容: the article body is written in the editor, whose buttons carry Chinese hints', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'sa01');
    await closeMessages(page);
    await openCentreItem(page, 318, '网站内容');
    const screen = page.getByTestId('record-screen-website-content');
    await screen.getByTestId('record-add').click();
    await fill(page, 'title', '十二月停水通知');
    await page.getByTestId('record-form').getByTestId('field-category').click();
    await page.getByRole('option').first().click();
    const body = page.getByTestId('record-form').getByTestId('field-body');
    const bold = body.getByRole('button', { name: '加粗' });
    expect(await bold.getAttribute('title')).toBe('加粗');
    expect(await body.getByRole('button', { name: '有序列表' }).getAttribute('title')).toBe('有序列表');

    // An editor left empty is no body.
    await page.getByTestId('record-save').click();
    await page.getByTestId('record-form').getByText('正文不能为空').waitFor();

    const editor = body.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('十二月一日停水通知');
    await page.keyboard.press('Control+A');
    await bold.click();
    await editor.locator('strong', { hasText: '十二月一日停水通知' }).waitFor();
    await snap(page, 'rich-text-editor');
    await save(page, 'website-content', '十二月停水通知');

    await screen.getByTestId('record-row').filter({ hasText: '十二月停水通知' }).getByTestId('record-edit').click();
    await page.getByTestId('record-form').getByTestId('field-body').locator('.ProseMirror strong', { hasText: '十二月一日停水通知' }).waitFor();
    await context.close();
  });
});

describe('员工权限', () => {
  it('a system administrator grants a staff member a menu item', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'sa01');
    await closeMessages(page);
    await openCentreItem(page, 318, '员工权限');
    const screen = page.getByTestId('staff-permission-screen');
    await screen.waitFor();
    await screen.getByTestId('staff-row').filter({ hasText: 'emp03' }).click();
    const complaint = screen.getByRole('checkbox', { name: '投诉管理', exact: true });
    await complaint.waitFor();
    const before = await complaint.isChecked();
    await complaint.click();
    await screen.getByTestId('permission-save').click();
    await page.locator('.mantine-Notification-description').filter({ hasText: '保存成功' }).first().waitFor();
    expect(await notices(page)).toContain('保存成功');
    expect(await complaint.isChecked()).toBe(!before);
    await snap(page, 'record-areas-staff-permission');
    // The grant shows in 系统日志.
    await openCentreItem(page, 318, '系统日志');
    const log = page.getByTestId('system-log-screen');
    await log.getByTestId('log-row').filter({ hasText: '员工权限' }).first().waitFor();
    await context.close();
  });
});
