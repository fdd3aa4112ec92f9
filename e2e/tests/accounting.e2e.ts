import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, openCentreItem, signIn } from '../support/shell';

// 会计核算 through the screens on the seed's books of 上海安居: acc01 (会计) enters a balanced voucher
// and submits it; acc01 cannot audit it (会计 is not granted 凭证审核; 制单人与审核人不能为同一人 is the server
// suite's); acc02 (财务主管) audits and posts
// it; the detail ledger and the balance sheet show it; the month's remaining vouchers (the 业财一体
// vouchers of the seed's charging days among them) are audited and posted in batches, 2026-11 is
// closed (结账), and a voucher into the closed month is refused.

let browser: Browser;
let acc01: Page;
let acc02: Page;
const CENTRE = 271;
const MONTH = '2026-11';
const SUMMARY = '购买打印纸（E2E）';
const AMOUNT = '128.50';
const errors: string[] = [];

function watch(page: Page): void {
  // a refused call (4xx) is part of the tests; what fails is a script error or a 5xx
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: acc01 } = await newPage(browser));
  ({ page: acc02 } = await newPage(browser));
  watch(acc01);
  watch(acc02);
  await signIn(acc01, 'acc01');
  await closeMessages(acc01);
  await signIn(acc02, 'acc02');
  await closeMessages(acc02);
});
afterAll(() => browser.close());

/** Waits for the finite animations (a modal's transition), so a screenshot shows the end state. */
async function still(p: Page): Promise<void> {
  await p.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function openItem(page: Page, title: string): Promise<void> {
  await closeMessages(page, 500);
  await openCentreItem(page, CENTRE, title);
}

/** A JSON call of the product with the page's session: status, envelope code and message, data. */
async function call<T>(page: Page, path: string, body: unknown): Promise<{ status: number; msg: string; data: T }> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p, {
        method: 'POST',
        headers: { authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}`, 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      const json = (await res.json()) as { msg: string; data: never };
      return { status: res.status, msg: json.msg, data: json.data };
    },
    [path, body] as const,
  );
}

interface Row { id: number; label: string; status: number; source: string; makerId: number }
const list = (page: Page, query: object) =>
  call<{ rows: Row[]; total: number }>(page, '/api/accounting/vouchers/list', { period: MONTH, page: 1, size: 100, ...query }).then((r) => r.data);

interface SheetRow { name: string; total1: string | null }
const cashOnSheet = async (page: Page) =>
  (await call<SheetRow[]>(page, '/api/accounting/reporting', { period: MONTH })).data.find((r) => r.name === '货币资金')?.total1 ?? '';
const shown = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Picks an option of a Mantine Select (the input carries the test id). */
async function pick(page: Page, testId: string, text: string, scope = page.locator('body')): Promise<void> {
  const input = scope.getByTestId(testId);
  await input.click();
  // a searchable Select takes typing; a plain one only opens its list
  if (await input.isEditable()) await input.fill(text);
  await page.getByRole('option', { name: new RegExp(text) }).first().click();
}

/** The vouchers of a state left after the screen's first page, through the batch call the screen uses (chunks of 20). */
async function batchRest(page: Page, status: number, action: 'audit' | 'post'): Promise<void> {
  const ids = (await list(page, { status: [status] })).rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 20) {
    const res = await call<{ failed: unknown[] }>(page, `/api/accounting/vouchers/${action}-batch`, { ids: ids.slice(i, i + 20) });
    expect([res.status, res.data.failed]).toEqual([200, []]);
  }
}

let voucher: Row;
let cashBefore = '';

describe('会计核算 (acc01 会计, acc02 财务主管 of 上海安居)', { timeout: 180_000 }, () => {
  it('shows 会计核算中心 in four groups in the new layout, 核算设置 (会计期间, 会计科目) among them', async () => {
    await acc01.getByTestId('centre-panel').or(acc01.getByTestId('menu-toggle')).first().waitFor();
    const toggle = acc01.getByTestId('menu-toggle');
    if (await toggle.isVisible()) await toggle.click();
    await acc01.locator(`[data-testid="centre"][data-centre-id="${CENTRE}"]`).first().click();
    const groups = acc01.getByTestId('centre-group');
    await expect.poll(() => groups.count()).toBe(4);
    const setup = groups.filter({ hasText: '核算设置' });
    for (const title of ['会计期间', '会计科目'])
      expect(await setup.getByTestId('centre-item').filter({ hasText: title }).getAttribute('data-look')).toBe('usable');
    // 凭证审核 and 凭证登账 belong to the 财务主管
    expect(await groups.getByTestId('centre-item').filter({ hasText: '凭证审核' }).getAttribute('data-look')).toBe('notGranted');
    await snap(acc01, 'accounting-centre-acc01');
    if (await toggle.isVisible()) await toggle.click();
  });

  it('acc01 enters a balanced voucher and submits it', async () => {
    cashBefore = await cashOnSheet(acc01);
    await openItem(acc01, '凭证录入');
    const form = acc01.getByTestId('voucher-entry-form');
    await form.waitFor();
    await form.getByTestId('voucher-date').fill(`${MONTH}-20`);
    await form.getByTestId('voucher-attachments').fill('1');
    await form.getByTestId('summary-0').fill(SUMMARY);
    await pick(acc01, 'subject-0', '660203', form);
    await form.getByTestId('debit-0').fill(AMOUNT);
    await form.getByTestId('summary-1').fill(SUMMARY);
    await pick(acc01, 'subject-1', '1001', form);
    await form.getByTestId('credit-1').fill(AMOUNT);
    await expect.poll(() => form.getByTestId('balance-state').innerText()).toBe('借贷平衡');
    expect(await form.getByTestId('total-debit').innerText()).toBe(AMOUNT);
    await snap(acc01, 'accounting-entry-balanced');
    await form.getByTestId('voucher-submit').click();
    await expect.poll(async () => (await list(acc01, { keyword: SUMMARY })).rows.map((r) => r.status), { timeout: 15_000 }).toEqual([2]);
    voucher = (await list(acc01, { keyword: SUMMARY })).rows[0]!;
  });

  it('refuses acc01 the audit of the own voucher; acc01 submits the month\'s drafts', async () => {
    const own = await call(acc01, `/api/accounting/vouchers/${voucher.id}/audit`, {});
    expect([own.status, own.msg]).toEqual([403, '您未获得授权，不可作业！（凭证审核）']);
    // the month's other drafts (the seed's, one returned with a reason) go to audit too, for the close below
    for (const draft of (await list(acc01, { status: [1] })).rows) {
      const res = await call(acc01, `/api/accounting/vouchers/${draft.id}/submit`, {});
      expect(res.status, res.msg).toBe(200);
    }
  });

  it('acc02 audits and posts it on 凭证审核 and 凭证登账', async () => {
    await openItem(acc02, '凭证审核');
    const audit = acc02.getByTestId('queue-2');
    await audit.getByTestId(`voucher-${voucher.id}`).click();
    const detail = acc02.getByTestId('voucher-detail');
    await detail.waitFor();
    expect(await detail.innerText()).toContain(SUMMARY);
    await still(acc02);
    await snap(acc02, 'accounting-audit-detail');
    await detail.getByTestId('action-audit').click();
    await expect.poll(async () => (await list(acc02, { keyword: SUMMARY })).rows[0]?.status).toBe(3);
    await acc02.keyboard.press('Escape');
    await openItem(acc02, '凭证登账');
    const post = acc02.getByTestId('queue-3');
    await post.getByTestId(`voucher-${voucher.id}`).click();
    const postDetail = acc02.getByTestId('voucher-detail');
    await postDetail.getByTestId('action-post').click();
    await expect.poll(async () => (await list(acc02, { keyword: SUMMARY })).rows[0]?.status).toBe(4);
    await acc02.keyboard.press('Escape');
  });

  it('the detail ledger of 660203 and the balance sheet of 2026-11 show it', async () => {
    await openItem(acc01, '明细账');
    const ledger = acc01.getByTestId('ledger-detail-screen');
    await ledger.getByTestId('detail-subject').fill('660203');
    await pick(acc01, 'period-to', MONTH, ledger);
    const line = ledger.getByTestId('detail-table').locator('tr', { hasText: SUMMARY });
    await line.waitFor();
    expect(await line.innerText()).toContain(voucher.label);
    expect(await line.innerText()).toContain(AMOUNT);
    await snap(acc01, 'accounting-detail-ledger');
    // On paper: the same line on the shared print sheet, A4 landscape for the ledger's many columns.
    await ledger.getByTestId('ledger-print').click();
    const paper = acc01.getByTestId('ledger-print-view');
    await expect.poll(() => paper.locator('tr', { hasText: SUMMARY }).innerText()).toContain(AMOUNT);
    // As printed: the sheet alone (the voucher screens' print stylesheet, loaded earlier, once hid it too).
    await acc01.emulateMedia({ media: 'print' });
    expect(await paper.locator('tr', { hasText: SUMMARY }).isVisible()).toBe(true);
    expect(await ledger.isVisible()).toBe(false);
    await snap(acc01, 'accounting-detail-ledger-print');
    await acc01.emulateMedia({ media: 'screen' });
    await paper.getByTestId('print-close').click();
    await paper.waitFor({ state: 'detached' });

    const cashAfter = await cashOnSheet(acc01);
    expect((Math.round(Number(cashBefore) * 100) - Math.round(Number(cashAfter) * 100)) / 100).toBe(Number(AMOUNT));
    await openItem(acc01, '资产负债表');
    const sheet = acc01.getByTestId('report-balance-sheet-screen');
    await pick(acc01, 'period-to', MONTH, sheet);
    const cash = sheet.getByTestId('balance-sheet').locator('tr', { hasText: '货币资金' });
    await expect.poll(() => cash.innerText()).toContain(shown(cashAfter));
    expect(await sheet.getByTestId('report-mismatch').count()).toBe(0);
    await snap(acc01, 'accounting-balance-sheet');
  });

  it('shows acc01 the report formulas read-only; acc02 may change them, an unknown subject refused at save', async () => {
    const sheet = acc01.getByTestId('report-balance-sheet-screen');
    await sheet.getByTestId('tab-formulas').click();
    await sheet.getByTestId('formulas-read-only').waitFor();
    expect(await sheet.getByTestId('formula-table').locator('button').count()).toBe(0);

    await openItem(acc02, '资产负债表');
    const mine = acc02.getByTestId('report-balance-sheet-screen');
    await mine.getByTestId('tab-formulas').click();
    const cashRow = mine.getByTestId('formula-table').locator('tr', { hasText: '货币资金' });
    await cashRow.getByRole('button').click();
    const form = acc02.getByTestId('formula-form');
    const f1 = form.getByTestId('formula-1');
    const original = await f1.inputValue();
    await f1.fill('SUBJ(1009,QM)');
    await form.getByTestId('formula-save').click();
    expect(await form.getByTestId('formula-error').innerText()).toContain('科目1009不存在');
    await still(acc02);
    await snap(acc02, 'accounting-formula-refused');
    await f1.fill(original);
    await form.getByTestId('formula-save').click();
    await form.waitFor({ state: 'detached' });
  });

  it('acc02 audits every 待审核 voucher of the month (the charging days\' among them) and posts them in batches', async () => {
    const waiting = (await list(acc02, { status: [2] })).rows;
    const charging = waiting.filter((v) => v.source === 'charging');
    expect(charging.length).toBeGreaterThan(0);

    await openItem(acc02, '凭证审核');
    const audit = acc02.getByTestId('queue-2');
    await audit.getByTestId(`voucher-${charging[0]!.id}`).waitFor();
    await audit.getByRole('checkbox', { name: '全选' }).check();
    await audit.getByTestId('batch-audit').click();
    await acc02.getByTestId('batch-start').click();
    const result = acc02.getByTestId('batch-result');
    await result.waitFor({ timeout: 60_000 });
    // the screen lists 50 a page: what is beyond the first page goes through the same batch call
    expect(await result.innerText()).toContain(`成功 ${Math.min(waiting.length, 50)} 张`);
    await still(acc02);
    await snap(acc02, 'accounting-batch-audit');
    await acc02.getByTestId('batch-close').click();
    await batchRest(acc02, 2, 'audit');
    for (const v of charging) expect((await list(acc02, { keyword: undefined, status: [3] })).rows.some((r) => r.id === v.id)).toBe(true);

    await openItem(acc02, '凭证登账');
    const post = acc02.getByTestId('queue-3');
    await post.getByTestId(`voucher-${charging[0]!.id}`).waitFor();
    await post.getByRole('checkbox', { name: '全选' }).check();
    await post.getByTestId('batch-post').click();
    await acc02.getByTestId('batch-start').click();
    await acc02.getByTestId('batch-result').waitFor({ timeout: 60_000 });
    await acc02.getByTestId('batch-close').click();
    await batchRest(acc02, 3, 'post');
    expect((await list(acc02, { status: [1, 2, 3] })).total).toBe(0);
  });

  it('acc02 closes 2026-11 (结账); a voucher into the closed month is refused', async () => {
    await openItem(acc02, '会计期间');
    const row = acc02.getByTestId(`period-${MONTH}`);
    await row.getByTestId('close-period').click();
    const result = acc02.getByTestId('close-result');
    await result.waitFor({ timeout: 60_000 });
    expect(await result.innerText()).toContain('2026-12');
    await still(acc02);
    await snap(acc02, 'accounting-closed');
    await acc02.keyboard.press('Escape');
    await expect.poll(() => row.innerText()).toContain('已结账');

    await openItem(acc01, '凭证录入');
    const form = acc01.getByTestId('voucher-entry-form');
    await form.getByTestId('voucher-date').fill(`${MONTH}-28`);
    await form.getByTestId('summary-0').fill('结账后补录');
    await pick(acc01, 'subject-0', '660203', form);
    await form.getByTestId('debit-0').fill('10.00');
    await form.getByTestId('summary-1').fill('结账后补录');
    await pick(acc01, 'subject-1', '1001', form);
    await form.getByTestId('credit-1').fill('10.00');
    await form.getByTestId('voucher-save').click();
    const refused = form.getByTestId('form-error');
    await refused.waitFor();
    expect(await refused.innerText()).toContain(`会计期间${MONTH}已结账`);
    await snap(acc01, 'accounting-closed-refused');
    expect((await list(acc01, { keyword: '结账后补录' })).total).toBe(0);
  });

  it('had no script error and no 5xx', () => {
    expect(errors).toEqual([]);
  });
});
