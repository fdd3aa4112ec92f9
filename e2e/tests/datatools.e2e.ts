import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, go, signIn } from '../support/shell';

// 资料导入, 资料导出, 导出登记 and 系统备份 on the embedded database (the product's default).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function signedIn(username: string): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, username);
  await closeMessages(page);
  return page;
}

/** Imports estates through 资料导入 and waits for the result. */
async function importEstates(page: Page, rows: string[][]): Promise<void> {
  const screen = page.getByTestId('data-import-screen');
  await screen.getByTestId('data-import-open').click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'estates.xlsx', mimeType: XLSX, buffer: await xlsx(rows) });
  await dialog.getByTestId('import-start').click();
  await dialog.getByText(`导入成功，共 ${rows.length - 1} 条`).or(page.getByText(`导入成功，共 ${rows.length - 1} 条`)).first().waitFor({ timeout: 30_000 });
}

/** The estate names emp01 sees, read through the API as the screens do. */
async function estateNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const res = await fetch('/api/records/estate?size=200', { headers: { authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}` } });
    return ((await res.json()) as { data: { rows: { name: string }[] } }).data.rows.map((r) => r.name);
  });
}

const HEADER = ['楼盘编号', '楼盘名称', '计费面积', '交付日期'];

describe('资料工具, 导出登记 and 系统备份', () => {
  let staff: Page;

  it('imports estates through 资料导入: kind, template columns, upload, progress and result', async () => {
    staff = await signedIn('emp01');
    await go(staff, '/common/data-import');
    const screen = staff.getByTestId('data-import-screen');
    await screen.waitFor();
    await screen.getByTestId('data-count').getByText(/现有楼盘管理 \d+ 条/).waitFor();
    expect(await screen.getByTestId('data-columns').innerText()).toContain('楼盘名称');
    await snap(staff, 'datatools-import');
    const [template] = await Promise.all([staff.waitForEvent('download'), screen.getByTestId('data-template').click()]);
    expect(template.suggestedFilename()).toBe('楼盘管理导入模板.xlsx');
    await importEstates(staff, [HEADER, ['E2E-DT-1', '数据工具一期', '建筑面积', '2020-05-01']]);
    await snap(staff, 'datatools-import-done');
    await staff.getByTestId('import-close').click();
    expect(await estateNames(staff)).toContain('数据工具一期');
  });

  it('exports houses by estate through 资料导出 after the purpose dialog, and 导出登记 lists it', async () => {
    await go(staff, '/common/data-export');
    const screen = staff.getByTestId('data-export-screen');
    await screen.waitFor();
    await screen.getByTestId('data-count').getByText(/符合条件的房屋管理 \d+ 条/).waitFor();
    await snap(staff, 'datatools-export');
    await screen.getByTestId('data-export-open').click();
    const dialog = staff.getByTestId('export-dialog');
    await dialog.getByTestId('export-usage').fill('数据工具核对');
    await dialog.getByTestId('export-auditor').fill('王经理');
    await dialog.getByTestId('export-audit-date').fill('2026.11.21');
    const [download] = await Promise.all([staff.waitForEvent('download'), dialog.getByTestId('export-confirm').click()]);
    expect(download.suggestedFilename()).toBe('房屋管理.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets[0]?.rowCount).toBeGreaterThan(1);

    await go(staff, '/data/export-audit');
    const audit = staff.getByTestId('export-audit-screen');
    await audit.getByTestId('audit-row').first().waitFor();
    await audit.getByTestId('audit-usage').fill('数据工具');
    await audit.getByTestId('audit-search').click();
    const row = audit.getByTestId('audit-row').filter({ hasText: '数据工具核对' });
    await row.waitFor();
    // the unfiltered list holds the row too: wait for the search's answer to replace it
    await expect.poll(() => audit.getByTestId('audit-row').count()).toBe(1);
    expect(await row.innerText()).toMatch(/房屋管理[\s\S]*王经理[\s\S]*2026\.11\.21/);
    await snap(staff, 'datatools-export-audit');
  });

  it('backs up as sa01, and root01 restores it: an estate imported after the backup is gone, the product runs on', async () => {
    const admin = await signedIn('sa01');
    await go(admin, '/data/system-backup');
    const screen = admin.getByTestId('backup-screen');
    await screen.getByTestId('backup-start').waitFor();
    expect(await screen.getByTestId('backup-restore').count()).toBe(0);
    await screen.getByTestId('backup-start').click();
    await screen.getByTestId('backup-job-done').waitFor({ timeout: 60_000 });
    await screen.getByTestId('backup-row').first().waitFor();
    expect(await screen.getByTestId('backup-row').first().innerText()).toContain('sa01');
    await snap(admin, 'datatools-backup');

    await go(staff, '/common/data-import');
    await staff.getByTestId('data-import-screen').waitFor();
    await importEstates(staff, [HEADER, ['E2E-DT-2', '备份之后二期', '建筑面积', '2021-05-01']]);
    await staff.getByTestId('import-close').click();
    expect(await estateNames(staff)).toContain('备份之后二期');

    const root = await signedIn('root01');
    await go(root, '/data/system-backup');
    const rootScreen = root.getByTestId('backup-screen');
    await rootScreen.getByTestId('backup-restore').first().click();
    const confirm = root.getByTestId('confirm-dialog');
    await confirm.getByText(/恢复全部数据/).waitFor();
    await snap(root, 'datatools-restore-confirm');
    await confirm.getByRole('button', { name: '确定' }).click();
    await rootScreen.getByTestId('backup-job-running').or(rootScreen.getByTestId('backup-job-done')).first().waitFor();
    await snap(root, 'datatools-restore-running');
    await rootScreen.getByTestId('backup-job-done').waitFor({ timeout: 90_000 });
    await snap(root, 'datatools-restore-done');

    const names = await estateNames(staff);
    expect(names).toContain('数据工具一期');
    expect(names).not.toContain('备份之后二期');
  }, 180_000);
});
