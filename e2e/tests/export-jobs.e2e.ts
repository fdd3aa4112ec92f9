import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, openCentreItem, postData, signIn } from '../support/shell';

// Excel exports as jobs (issue 27) through the screens, as emp01 (SH 客服主管): 欠费查询's 导出 asks the
// export purpose, runs as a job whose notification shows the rows written (its polls are held until
// the notification has been looked at), then saves the workbook under the screen's name; 后台作业
// lists the export with 下载, which downloads the same workbook again.

let browser: Browser;
let page: Page;
const CHARGING_CENTRE = 147;
const DATA_CENTRE = 318;
/** The header row of the 欠费房屋 workbook (apps/server/src/modules/arrears/arrears.ts). */
const HOUSE_HEADER = ['房屋编号', '房屋名称', '楼盘', '楼宇', '业主', '联系电话', '欠费金额', '欠费条数', '欠费月数', '最早应缴日期', '逾期天数', '违约金'];
/** The job's title on 后台作业: the export endpoint's summary. */
const JOB_TITLE = '导出欠费房屋';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'emp01');
  await closeMessages(page);
});
afterAll(() => browser.close());


async function workbookOf(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

// What the first test passes on to the second.
let exported: Buffer | undefined;

describe('Excel exports as jobs', () => {
  it('欠费查询 导出: the progress notification while the job runs, then the workbook with its header and every house', async () => {
    await closeMessages(page, 1500);
    await openCentreItem(page, CHARGING_CENTRE, '欠费查询');
    const screen = page.getByTestId('arrears-query-screen');
    await screen.waitFor();
    await page.getByTestId('ageing-total').waitFor({ timeout: 30_000 });
    const { total } = await postData<{ total: number }>(page, '/api/charging/arrears/houses', { page: 1, size: 1, sort: 'amount' });
    expect(total).toBeGreaterThan(0);

    // The job's polls wait until the running notification has been looked at.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const polls = '**/api/exports/*';
    await page.route(polls, async (route) => {
      await released;
      await route.continue();
    });

    await screen.getByTestId('export').click();
    const purpose = page.getByTestId('export-purpose-modal');
    await purpose.locator('input').nth(0).fill('欠费核对');
    await purpose.locator('input').nth(1).fill('王经理');
    await purpose.locator('input').nth(2).fill('2026.11.21');
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await purpose.getByRole('button', { name: '确定' }).click();

    const progress = page.getByTestId('export-progress');
    await progress.waitFor();
    await page.getByText('正在导出…').waitFor();
    expect(await progress.getByTestId('export-progress-rows').innerText()).toMatch(/^已写入 \d+ 行$/);
    await progress.getByTestId('export-progress-cancel').waitFor();
    await snap(page, 'export-jobs-progress');
    release();

    const download = await downloading;
    await page.unroute(polls);
    expect(download.suggestedFilename()).toBe('欠费查询.xlsx');
    exported = await readFile(await download.path());
    const sheet = await workbookOf(exported);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HOUSE_HEADER);
    expect(sheet.rowCount).toBe(total + 1);
    const done = page.getByTestId('export-done');
    await done.waitFor();
    expect(await done.innerText()).toBe(`导出完成：${total} 行`);
    await snap(page, 'export-jobs-done');
  });

  it('后台作业 lists the export, done, with 下载 that downloads the same workbook', async () => {
    expect(exported).toBeDefined();
    await closeMessages(page, 1500);
    await openCentreItem(page, DATA_CENTRE, '后台作业');
    await page.getByTestId('jobs-screen').waitFor();
    const row = page.getByTestId('job-row').filter({ hasText: JOB_TITLE }).first();
    await row.getByTestId('job-download').waitFor({ timeout: 30_000 });
    expect(await row.getByTestId('job-state').innerText()).toBe('已完成');
    expect(await row.getByTestId('job-created-by').innerText()).not.toBe('');
    await snap(page, 'export-jobs-list');

    const [again] = await Promise.all([page.waitForEvent('download'), row.getByTestId('job-download').click()]);
    expect(again.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = await readFile(await again.path());
    expect(file.equals(exported!)).toBe(true);
  });
});
