import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, signIn } from '../support/shell';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface Node {
  id: number;
  title: string;
  state?: number;
  children: Node[];
}

/** The signed-in user's menu (/api/menu/v2) as flat items with their states, read as the shell reads it. */
async function menuStates(page: Page): Promise<Node[]> {
  const centres = await page.evaluate(async () => {
    const res = await fetch('/api/menu/v2', { headers: { authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}` } });
    return ((await res.json()) as { data: { id: number; children: { children: unknown[] }[] }[] }).data;
  });
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  return centres.filter((c) => c.id === 56).flatMap((c) => c.children.flatMap((g) => flat(g.children as Node[])));
}

async function answerConfirm(page: Page, expected: RegExp) {
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.getByText(expected).waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.getByText(expected).waitFor({ state: 'detached' });
}

describe('system management', () => {
  it('sa01 lands on /superAdmin, withdraws and buys back an item for 上海 through 菜单管理, and emp01 sees it usable (state 3) again', async () => {
    const staff = await newPage(browser);
    await signIn(staff.page, 'emp01');
    const item = (await menuStates(staff.page)).find((n) => n.children.length === 0 && n.state === 3);
    if (!item) throw new Error('emp01 has no usable item in centre 56');

    const { context, page } = await newPage(browser);
    await signIn(page, 'sa01');
    await page.getByTestId('super-admin').waitFor();
    expect(new URL(page.url()).pathname).toBe('/superAdmin');
    await closeMessages(page);
    await snap(page, 'sysadmin-super-admin');
    await page.getByLabel('搜索功能名称或说明').fill('菜单');
    await page.getByTestId('super-admin').getByText('菜单管理', { exact: true }).click();

    const screen = page.getByTestId('sysadmin-menu');
    await screen.waitFor();
    await screen.getByTestId('menu-company').click();
    await page.getByRole('option', { name: /（SH）$/ }).click();
    const box = page.locator(`[data-testid="purchase-${item.id}"] input, input[data-testid="purchase-${item.id}"]`).first();
    await box.waitFor();
    expect(await box.isChecked()).toBe(true);
    await snap(page, 'sysadmin-menu');

    await box.click();
    await answerConfirm(page, /确定撤销「.*」的「.*」吗？/);
    await expect.poll(() => box.isChecked()).toBe(false);
    expect((await menuStates(staff.page)).find((n) => n.id === item.id)?.state).toBeUndefined();

    await box.click();
    await answerConfirm(page, /确定为「.*」购买「.*」吗？/);
    await expect.poll(() => box.isChecked()).toBe(true);
    expect((await menuStates(staff.page)).find((n) => n.id === item.id)?.state).toBe(3);

    await staff.context.close();
    await context.close();
  });

  it('客户列表 shows the tenant companies with level, type and status (super01)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'super01');
    await page.getByTestId('super-admin').waitFor();
    await closeMessages(page);
    await page.getByTestId('super-admin').getByText('客户列表', { exact: true }).click();
    const screen = page.getByTestId('sysadmin-customers');
    await screen.getByTestId('company-SH').waitFor();
    expect(await screen.getByTestId('company-GROUP').innerText()).toContain('集团');
    await snap(page, 'sysadmin-customers');
    await context.close();
  });
});
