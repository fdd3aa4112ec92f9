import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, signIn } from '../support/shell';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Signs sa01 in and opens one item of 系统管理 from /superAdmin. */
async function openScreen(page: Page, title: string, testId: string) {
  await signIn(page, 'sa01');
  await page.getByTestId('super-admin').waitFor();
  await closeMessages(page);
  await page.getByTestId('super-admin').getByText(title, { exact: true }).click();
  const screen = page.getByTestId(testId);
  await screen.waitFor();
  return screen;
}

/** A picture drawn by the browser (a gradient with a title), as PNG bytes to upload. */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d')!;
      const fill = g.createLinearGradient(0, 0, w, h);
      fill.addColorStop(0, '#1c7ed6');
      fill.addColorStop(1, '#12b886');
      g.fillStyle = fill;
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#fff';
      g.font = 'bold 36px sans-serif';
      g.fillText('智慧物业 · 测试大图', 40, h / 2);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function confirm(page: Page, expected: RegExp) {
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.getByText(expected).waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.getByText(expected).waitFor({ state: 'detached' });
}

describe('系统管理: pictures, versions, upload rules and site pages (sa01)', () => {
  // /home puts the sign-in panel where the picture goes; /HomePage (the home page without sign-in) shows it.
  it('图片管理: uploads the home picture, /HomePage shows it, deleting it brings the drawing back', async () => {
    const { context, page } = await newPage(browser);
    const screen = await openScreen(page, '图片管理', 'sysadmin-pictures');
    await screen.getByText('上海公司标志').waitFor();
    await snap(page, 'sysadmin-pictures');

    await screen.getByTestId('picture-add').click();
    const dialog = page.getByTestId('picture-dialog');
    await dialog.getByTestId('picture-slot').click();
    await page.getByRole('option', { name: '首页大图' }).click();
    await dialog.getByTestId('picture-title').fill('首页大图（测试）');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: await drawnPng(page, 480, 360) });
    await dialog.getByTestId('picture-save').click();
    const row = screen.locator('tr', { hasText: '首页大图（测试）' });
    await row.waitFor();
    await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await snap(page, 'sysadmin-pictures-added');

    const visitor = await newPage(browser);
    await visitor.page.goto('/HomePage');
    await visitor.page.getByTestId('site-hero-image').waitFor();
    await expect.poll(() => visitor.page.getByTestId('site-hero-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await snap(visitor.page, 'sysadmin-pictures-home');

    await row.getByRole('button', { name: '删除' }).click();
    await confirm(page, /确定删除图片「首页大图（测试）」吗？/);
    await row.waitFor({ state: 'detached' });
    await visitor.page.reload();
    await visitor.page.getByTestId('site-hero').waitFor();
    expect(await visitor.page.getByTestId('site-hero-image').count()).toBe(0);
    await visitor.context.close();
    await context.close();
  });

  it('版本发布: writes a version, publishes it, and sa01 sees the notes once as a system message', async () => {
    const { context, page } = await newPage(browser);
    const screen = await openScreen(page, '版本发布', 'sysadmin-release');
    await screen.getByTestId('release-2.4.0').waitFor();
    await snap(page, 'sysadmin-release');

    await screen.getByTestId('release-add').click();
    const dialog = page.getByTestId('release-dialog');
    await dialog.locator('input[data-testid="release-version"]').fill('2.6.0');
    await dialog.locator('input[data-testid="release-title"]').fill('官网内容可配置');
    await dialog.locator('.ProseMirror').click();
    await page.keyboard.type('图片、文件类型与网站栏目均可在系统管理中配置。');
    await snap(page, 'sysadmin-release-dialog');
    await dialog.getByTestId('release-save').click();
    const row = screen.getByTestId('release-2.6.0');
    await row.waitFor();
    await row.getByRole('button', { name: '发布' }).click();
    await confirm(page, /确定发布版本 2\.6\.0 吗？/);
    await row.getByText('已发布').waitFor();
    expect(await row.getByRole('button', { name: '发布' }).count()).toBe(0);
    await snap(page, 'sysadmin-release-published');
    await context.close();

    const next = await newPage(browser);
    await signIn(next.page, 'sa01');
    const popup = next.page.getByTestId('message-popup');
    const item = popup.getByTestId('message-item').filter({ hasText: '版本发布：2.6.0 官网内容可配置' });
    await item.waitFor({ timeout: 15_000 });
    // one pop-up lists the new messages, the newest open
    const body = item.getByText('图片、文件类型与网站栏目均可在系统管理中配置。');
    if (!(await body.isVisible())) await item.getByText('版本发布：2.6.0 官网内容可配置').click();
    await body.waitFor();
    await snap(next.page, 'sysadmin-release-message');
    await closeMessages(next.page);
    await next.context.close();
  });

  it('文件配置: adds an upload category with its types and limit', async () => {
    const { context, page } = await newPage(browser);
    const screen = await openScreen(page, '文件配置', 'sysadmin-file-config');
    await screen.getByTestId('file-rule-0').waitFor();
    await snap(page, 'sysadmin-file-config');

    await screen.getByTestId('file-rule-add').click();
    const dialog = page.getByTestId('file-rule-dialog');
    await dialog.locator('input[data-testid="file-rule-category"]').fill('301');
    await dialog.locator('input[data-testid="file-rule-name"]').fill('合同附件');
    const tags = dialog.locator('input[data-testid="file-rule-extensions"]');
    await tags.fill('pdf');
    await tags.press('Enter');
    await tags.fill('docx');
    await tags.press('Enter');
    await dialog.locator('input[data-testid="file-rule-max"]').fill('2');
    await dialog.getByTestId('file-rule-save').click();
    const row = screen.getByTestId('file-rule-301');
    await row.waitFor();
    expect(await row.innerText()).toMatch(/合同附件[\s\S]*pdf[\s\S]*docx[\s\S]*2 MB[\s\S]*已配置/);
    await snap(page, 'sysadmin-file-config-added');
    await context.close();
  });

  it('网站页面: a section added to 关于我们 shows on /AboutUs', async () => {
    const { context, page } = await newPage(browser);
    const screen = await openScreen(page, '网站页面', 'sysadmin-website');
    await screen.getByText('服务承诺').waitFor();
    await snap(page, 'sysadmin-website');

    await screen.getByTestId('site-page-aboutus').click();
    await screen.getByText('联系我们').waitFor();
    await screen.getByTestId('section-add').click();
    const dialog = page.getByTestId('section-dialog');
    await dialog.locator('input[data-testid="section-title"]').fill('招贤纳士');
    await dialog.locator('textarea[data-testid="section-text"]').fill('诚聘实施顾问与前端工程师，简历请发送至 hr@example.com。');
    await dialog.getByTestId('section-save').click();
    await screen.getByText('招贤纳士').waitFor();
    await snap(page, 'sysadmin-website-added');

    const visitor = await newPage(browser);
    await visitor.page.goto('/AboutUs');
    const sections = visitor.page.getByTestId('site-configured-sections');
    await sections.getByText('招贤纳士').waitFor();
    await sections.getByText('联系我们').waitFor();
    await sections.scrollIntoViewIfNeeded();
    await snap(visitor.page, 'sysadmin-website-about-us');
    await visitor.context.close();
    await context.close();
  });
});
