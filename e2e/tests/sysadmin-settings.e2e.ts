import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, signIn } from '../support/shell';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Opens a 系统管理 screen from /superAdmin by its title. */
async function open(page: Page, title: string, testId: string) {
  await page.goto('/superAdmin');
  const home = page.getByTestId('super-admin');
  await home.waitFor();
  await closeMessages(page);
  await page.getByLabel('搜索功能名称或说明').fill(title);
  await home.getByText(title, { exact: true }).click();
  const screen = page.getByTestId(testId);
  await screen.waitFor();
  return screen;
}

async function answerConfirm(page: Page, expected: RegExp) {
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.getByText(expected).waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.getByText(expected).waitFor({ state: 'detached' });
}

/** A GET as the shell makes it, with the page's session. */
async function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const res = await fetch(u, { headers: { authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}` } });
    return ((await res.json()) as { data: unknown }).data;
  }, url) as Promise<T>;
}

describe('系统管理 settings (sa01)', () => {
  it('字典管理: adds a platform entry to 车辆类型 and deletes it again', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'sa01');
    const screen = await open(page, '字典管理', 'sysadmin-dictionary');
    await screen.getByTestId('dict-vehicle_model').click();
    await screen.locator('[data-testid^="entry-"]').first().waitFor();
    await screen.getByRole('button', { name: '新增字典项' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('字典值').fill('E2E');
    await dialog.getByLabel('简体名称').fill('测试车型');
    await dialog.getByLabel('繁体名称').fill('測試車型');
    await dialog.getByRole('button', { name: '保存' }).click();
    const row = screen.getByTestId('entry-E2E');
    await row.waitFor();
    expect(await row.textContent()).toContain('平台新增');
    await snap(page, 'sysadmin-dictionary');
    await row.getByRole('button', { name: '删除' }).click();
    await answerConfirm(page, /确定删除字典项「测试车型」吗？/);
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it('文档管理: previews the operation tips and edits an item’s help, which /api/menu/docs then answers', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'sa01');
    const screen = await open(page, '文档管理', 'sysadmin-documents');
    await screen.getByTestId('doc-nav-operation-tips').getByRole('button', { name: '预览' }).click();
    await page.getByRole('dialog').getByText('点击左侧中心名称').waitFor();
    await snap(page, 'sysadmin-documents-preview');
    await page.keyboard.press('Escape');
    await screen.getByRole('tab', { name: '菜单说明' }).click();
    await screen.getByLabel('搜索中心、分组、菜单或说明').fill('投诉管理');
    const help = screen.locator('[data-testid^="help-"]').first();
    await help.waitFor();
    const id = Number((await help.getAttribute('data-testid'))!.replace('help-', ''));
    await help.getByRole('button', { name: '编辑' }).click();
    const remark = page.getByRole('dialog').getByLabel('说明');
    await remark.fill('受理业主投诉，派单处理并回访。');
    await snap(page, 'sysadmin-documents-help');
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await expect.poll(async () => (await apiGet<{ remark: string }[]>(page, `/api/menu/docs?menu=${id}`))[0]?.remark).toBe('受理业主投诉，派单处理并回访。');
    await context.close();
  });

  it('导航管理: moves 客户服务中心 up and the menu follows; moves it back', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'sa01');
    const screen = await open(page, '导航管理', 'sysadmin-navigation');
    await screen.getByTestId('navigation-tips').waitFor();
    await snap(page, 'sysadmin-navigation');
    const order = async () => (await apiGet<{ id: number }[]>(page, '/api/menu/v2')).map((c) => c.id);
    const before = await order();
    await screen.getByRole('button', { name: '上移「客户服务中心」' }).click();
    await expect.poll(async () => (await order()).indexOf(81)).toBe(before.indexOf(81) - 1);
    await screen.getByRole('button', { name: '下移「客户服务中心」' }).click();
    await expect.poll(order).toEqual(before);
    await context.close();
  });

  it('权限管理: shows 系统管理 locked for sa, hides an item from gov and gives it back', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'sa01');
    const screen = await open(page, '权限管理', 'sysadmin-rights');
    await screen.getByTestId('role-sa').click();
    await screen.getByTestId('rights-centre-318').click();
    const adminGroup = screen.getByRole('checkbox', { name: '系统管理' });
    await adminGroup.waitFor();
    expect(await adminGroup.isDisabled()).toBe(true);
    await snap(page, 'sysadmin-rights-sa');
    await screen.getByTestId('role-gov').click();
    await screen.getByTestId('rights-centre-318').click();
    const item = screen.getByRole('checkbox', { name: '综合查询', exact: true }).first();
    await item.waitFor();
    expect(await item.isChecked()).toBe(true);
    await item.click();
    await expect.poll(() => item.isChecked()).toBe(false);
    await snap(page, 'sysadmin-rights-gov');
    await item.click();
    await expect.poll(() => item.isChecked()).toBe(true);
    await context.close();
  });
});
