import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { fillDate } from '../support/dates';
import { closeMessages, openCentreItem, signIn } from '../support/shell';

// Master data through the screens (emp01 of SH, new layout, centre 56 共用资料维护中心):
// create, edit, search, export and import a house and an owner; re-import an edited export (update by ID).

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'emp01');
  await closeMessages(page);
});
afterAll(() => browser.close());

async function openItem(title: string): Promise<void> {
  // System messages may still pop up after sign-in on a slow machine.
  await closeMessages(page, 1500);
  await snap(page, `records-master-before-${title}`);
  await openCentreItem(page, 56, title);
}

const form = () => page.getByTestId('record-form');
const fill = (field: string, value: string) => form().getByTestId(`field-${field}`).fill(value);

async function choose(field: string, option: string): Promise<void> {
  await form().getByTestId(`field-${field}`).click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

async function saveAndSee(key: string, text: string): Promise<void> {
  await page.getByTestId('record-save').click();
  await page.getByText('保存成功').first().waitFor();
  await page.getByTestId(`record-screen-${key}`).getByTestId('record-table').getByText(text).first().waitFor();
}

async function search(key: string, filter: string, value: string): Promise<string> {
  const screen = page.getByTestId(`record-screen-${key}`);
  await screen.getByTestId(`filter-${filter}`).fill(value);
  await screen.getByTestId('record-search').click();
  await screen.getByTestId('record-total').filter({ hasText: '共 1 条' }).waitFor();
  await screen.getByTestId('record-table').getByText(value).first().waitFor();
  return screen.getByTestId('record-table').innerText();
}

/** Exports through the export-purpose dialog; the downloaded workbook. */
async function exportWorkbook(key: string, fileName: string): Promise<ExcelJS.Workbook> {
  const screen = page.getByTestId(`record-screen-${key}`);
  await screen.getByTestId('record-export').click();
  const dialog = page.getByTestId('export-dialog');
  // The dialog keeps what was entered the last time it was used on this screen.
  if ((await dialog.getByTestId('export-usage').inputValue()) === '') {
    await dialog.getByTestId('export-confirm').click();
    await dialog.getByText('请输入用途').waitFor();
  }
  await dialog.getByTestId('export-usage').fill('季度核对');
  await dialog.getByTestId('export-auditor').fill('王经理');
  await dialog.getByTestId('export-audit-date').fill('2026.11.21');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('export-confirm').click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

async function exportAll(key: string, fileName: string): Promise<unknown[][]> {
  const workbook = await exportWorkbook(key, fileName);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importFile(key: string, content: Buffer): Promise<void> {
  const screen = page.getByTestId(`record-screen-${key}`);
  if (!(await page.getByTestId('import-start').isVisible())) await screen.getByTestId('record-import').click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.locator('input[type="file"]').setInputFiles({ name: `${key}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: content });
  await dialog.getByTestId('import-start').click();
}

describe('房屋管理', () => {
  it('creates a house in its estate, building and unit', async () => {
    await openItem('房屋管理');
    const screen = page.getByTestId('record-screen-house');
    await screen.getByTestId('record-row').first().waitFor();
    expect(await screen.getByTestId('record-table').innerText()).toMatch(/阳光花园|滨江名苑/);
    await screen.getByTestId('record-add').click();
    await choose('estateId', '阳光花园');
    await choose('buildingId', '1栋');
    await choose('unitId', '1单元');
    await fill('code', 'E2E-H-0001');
    await fill('name', '阳光花园1栋1单元E2E室');
    await fill('floor', '13');
    await fill('buildArea', '88.5');
    await fillDate(page, form().getByTestId('field-chargeStartDate'), '2026-12-01');
    await saveAndSee('house', 'E2E-H-0001');
  });

  it('finds it with the code filter and edits it', async () => {
    const table = await search('house', 'code', 'E2E-H');
    expect(table).toContain('阳光花园1栋1单元E2E室');
    const screen = page.getByTestId('record-screen-house');
    await screen.getByTestId('record-row').filter({ hasText: 'E2E-H-0001' }).getByTestId('record-edit').click();
    await fill('name', '阳光花园1栋1单元E2E改');
    await choose('useState', '装修中');
    await saveAndSee('house', '阳光花园1栋1单元E2E改');
    expect(await screen.getByTestId('record-table').innerText()).toContain('装修中');
  });

  it('exports the filtered houses after the export-purpose dialog', async () => {
    const rows = await exportAll('house', '房屋管理.xlsx');
    expect(rows[0]).toContain('房屋编号');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('E2E-H-0001');
    expect(rows[1]).toContain('阳光花园');
  });

  it('refuses an import with a bad row, naming it, then imports a good file', async () => {
    const header = ['所属楼盘', '所属楼宇', '房屋编号', '房屋名称', '使用状态', '使用类型', '建筑面积(㎡)'];
    await importFile('house', await xlsx([header, ['滨江名苑', '2栋', 'E2E-H-0100', '滨江名苑2栋E2E', '使用中', '自用', 95.2], ['滨江名苑', '2栋', 'E2E-H-0101', '', '使用中', '自用', 95.2]]));
    const error = page.getByTestId('import-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('导入失败！');
    expect(await error.innerText()).toContain('工作表“Sheet1”第3行');
    await snap(page, 'records-master-import-error');
    await importFile('house', await xlsx([header, ['滨江名苑', '2栋', 'E2E-H-0100', '滨江名苑2栋E2E', '使用中', '自用', 95.2]]));
    await page.getByText('导入成功，共 1 条').first().waitFor();
    expect(await page.getByTestId('import-result').innerText()).toContain('新增 1 条，修改 0 条');
    await page.getByTestId('import-close').click();
    const table = await search('house', 'code', 'E2E-H-0100');
    expect(table).toContain('滨江名苑2栋E2E');
  });

  it('re-imports an exported file with one changed cell: that house is updated, nothing added, progress shown', async () => {
    await search('house', 'code', 'E2E-H-0001');
    const workbook = await exportWorkbook('house', '房屋管理.xlsx');
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the export has no sheet');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(-2)).toEqual(['ID', '版本']);
    expect(sheet.rowCount).toBe(2);
    sheet.getRow(2).getCell(headers.indexOf('房屋名称') + 1).value = '阳光花园1栋1单元E2E导入改';
    // Every state the progress panel shows, however briefly (the job of a small file ends fast).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { importProgress: string[] }).importProgress = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="import-progress"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await importFile('house', Buffer.from(await workbook.xlsx.writeBuffer()));
    const result = page.getByTestId('import-result');
    await result.waitFor();
    expect(await result.innerText()).toContain('新增 0 条，修改 1 条，未变 0 条');
    const progress = await page.evaluate(() => (window as unknown as { importProgress: string[] }).importProgress);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((text) => /^(读取|校验|写入)中：/.test(text))).toBe(true);
    await snap(page, 'records-master-import-update');
    await page.getByTestId('import-close').click();
    const table = await search('house', 'code', 'E2E-H-0001');
    expect(table).toContain('阳光花园1栋1单元E2E导入改');
    expect(await search('house', 'name', 'E2E导入改')).toContain('E2E-H-0001');
  });
});

describe('业主管理', () => {
  it('creates an owner with an ID number and a mobile', async () => {
    await openItem('业主管理');
    const screen = page.getByTestId('record-screen-owner');
    await screen.getByTestId('record-row').first().waitFor();
    await screen.getByTestId('record-add').click();
    await fill('name', '端到端业主');
    await fill('idNumber', '12345');
    await fill('mobile', '13912340001');
    await page.getByTestId('record-save').click();
    await form().getByText('证件号码格式不正确').first().waitFor();
    await fill('idNumber', '11010519491231002X');
    await page.getByTestId('record-save').click();
    await page.getByText('保存成功').first().waitFor();
    expect(await search('owner', 'name', '端到端业主')).toContain('13912340001');
  });

  it('finds the owner by name and edits the mobile', async () => {
    const table = await search('owner', 'name', '端到端');
    expect(table).toContain('11010519491231002X');
    const screen = page.getByTestId('record-screen-owner');
    await screen.getByTestId('record-row').filter({ hasText: '端到端业主' }).getByTestId('record-edit').click();
    await fill('mobile', '13912340002');
    await saveAndSee('owner', '13912340002');
  });

  it('exports and imports owners', async () => {
    const rows = await exportAll('owner', '业主管理.xlsx');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('13912340002');
    const header = ['业主名称', '业主类型', '证件类型', '证件号码', '手机号'];
    await importFile('owner', await xlsx([header, ['导入业主乙', '个人', '居民身份证', '310115198001011234', '13700000001'], ['导入业主丙', '个人', '居民身份证', '310115198001015678', '1370000']]));
    const error = page.getByTestId('import-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('工作表“Sheet1”第3行');
    expect(await error.innerText()).toContain('手机号格式不正确');
    await importFile('owner', await xlsx([header, ['导入业主乙', '个人', '居民身份证', '310115198001011234', '13700000001']]));
    await page.getByText('导入成功，共 1 条').first().waitFor();
    await page.getByTestId('import-close').click();
    expect(await search('owner', 'name', '导入业主乙')).toContain('13700000001');
    await snap(page, 'records-master-owner');
  });
});
