import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, snap } from '../support/browser';
import { postData, signIn } from '../support/shell';

// 抄表 on the staff phone (issue 34, 375×812): emp01 of SH (抄表录入 usable) opens the phone app at /m, takes the
// 抄表 tab, picks 阳光花园 (this China month by default), taps an unread house meter, types this period's reading
// (the usage shows as typed), 保存并下一户 moves on to another unread meter, the counts move by one, and the desktop's
// 抄表录入 list (POST /api/charging/readings/list) holds the reading, 待审核, entered by emp01.

const ESTATE = '阳光花园';
let browser: Browser;
let phone: Page;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const mobile = await browser.newContext({ baseURL: baseUrl(), locale: 'zh-CN', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  contexts.push(mobile);
  phone = await mobile.newPage();
  phone.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  phone.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
  });
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser.close();
});

/** This month (YYYY-MM) in Asia/Shanghai. */
function shanghaiMonth(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}
const count = async (testId: string) => Number((await phone.getByTestId(testId).innerText()).replace(/\D/g, ''));

interface SheetRow {
  meterId: number;
  meterCode: string;
  current: string | null;
  state: string | null;
  readByName: string | null;
}

describe('抄表 on the staff phone', { timeout: 180_000 }, () => {
  it('enters one reading on the spot; the desktop sheet shows it', async () => {
    await signIn(phone, 'emp01', undefined, '/m');
    await phone.waitForURL((u) => u.pathname === '/m');
    await phone.getByTestId('m-tab-readings').waitFor();
    await snap(phone, 'm-readings-tabbar');
    await phone.getByTestId('m-tab-readings').click();
    await phone.waitForURL((u) => u.pathname === '/m/readings');
    expect(await phone.getByTestId('message-popup').count()).toBe(0);
    expect(await phone.getByTestId('m-reading-period').innerText()).toBe(shanghaiMonth());

    await phone.getByTestId('m-reading-estate').click();
    await phone.getByRole('option', { name: ESTATE }).first().click();
    await phone.getByTestId('m-reading-list').waitFor({ timeout: 30_000 });
    await phone.getByTestId('m-count-unread').waitFor();
    const unread = await count('m-count-unread');
    const read = await count('m-count-read');
    expect(unread).toBeGreaterThan(1);

    // an unread house meter (not a public one)
    // A card (the list's direct children), not one of its parts whose test ids also start with m-meter-: earlier tests
    // may have read the first meters, whose cards then carry data-read while their parts do not.
    const card = phone.getByTestId('m-reading-list').locator(':scope > [data-testid^="m-meter-"]:not([data-read])').filter({ hasNotText: '公共仪表' }).first();
    const meterId = Number((await card.getAttribute('data-testid'))?.replace('m-meter-', ''));
    const house = await card.getByTestId('m-meter-house').innerText();
    await card.click();
    const entry = phone.getByRole('dialog');
    await expect.poll(() => entry.innerText()).toContain(house);
    const meter = await phone.getByTestId('m-entry-meter').innerText();
    const previous = (await phone.getByTestId('m-entry-previous').innerText()).replace(/,/g, '');
    const typed = (Number(previous) + 7.25).toFixed(2);
    await phone.getByTestId('m-entry-current').fill(typed);
    expect(await phone.getByTestId('m-entry-usage').innerText()).toBe('7.25');
    await snap(phone, 'm-readings-entry');
    await phone.getByTestId('m-entry-save').click();

    // 保存并下一户: the sheet moves on to another unread meter, empty
    await expect.poll(() => phone.getByTestId('m-entry-meter').innerText(), { timeout: 30_000 }).not.toBe(meter);
    expect(await phone.getByTestId('m-entry-current').inputValue()).toBe('');
    await phone.keyboard.press('Escape');
    await expect.poll(() => count('m-count-unread'), { timeout: 30_000 }).toBe(unread - 1);
    expect(await count('m-count-read')).toBe(read + 1);
    await phone.getByTestId(`m-meter-${meterId}`).getByText('待审核').waitFor();
    await snap(phone, 'm-readings');

    // the desktop 抄表录入 reads the same sheet
    const sheet = await postData<{ rows: SheetRow[] }>(phone, '/api/charging/readings/list', {
      estateId: await estateId(),
      period: shanghaiMonth(),
      state: 'W',
      page: 1,
      size: 999,
    });
    const row = sheet.rows.find((r) => r.meterId === meterId);
    expect(row?.state).toBe('W');
    expect(Number(row?.current)).toBe(Number(typed));
    expect(row?.readByName).toBeTruthy();
    expect(errors).toEqual([]);
  });
});

async function estateId(): Promise<number> {
  const estates = await phone.evaluate(async () => {
    const res = await fetch('/api/common/estates', { headers: { authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}` } });
    return ((await res.json()) as { data: { id: number; name: string }[] }).data;
  });
  const found = estates.find((e) => e.name === ESTATE);
  if (!found) throw new Error(`no estate ${ESTATE}`);
  return found.id;
}
