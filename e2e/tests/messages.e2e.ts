import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, smsVendorUrl, snap } from '../support/browser';
import { closeMessages, openCentreItem, signIn } from '../support/shell';

// 消息发送 (issue 32) in the browser: a clerk sends 催缴 by SMS to houses of an estate in arrears from 催缴通知; the
// fake Aliyun gateway receives each with the amount the row states; its delivery reports come back and the rows on
// 消息发送 turn 已送达.

let browser: Browser;
let page: Page;
const CENTRE = 147;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
  });
  await signIn(page, 'emp01');
  await closeMessages(page);
});
afterAll(() => browser.close());

async function still(): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

interface GatewayMessage {
  code: string;
  templateCode: string;
  params: Record<string, string>;
  outId?: string;
}

async function gatewayMessages(phone: string): Promise<GatewayMessage[]> {
  const res = await fetch(`${smsVendorUrl()}/__test/messages?phone=${encodeURIComponent(phone)}`);
  return ((await res.json()) as { messages: GatewayMessage[] }).messages;
}

describe('催缴 by SMS', () => {
  it('sends to the chosen houses in arrears; the gateway gets the right amounts and the delivery states arrive', async () => {
    await openCentreItem(page, CENTRE, '催缴通知');
    const screen = page.getByTestId('dunning-screen');
    await screen.waitFor();
    await screen.getByTestId('estate-select').click();
    await page.getByRole('option').first().click();
    const candidates = screen.locator('tbody tr').filter({ has: page.getByRole('checkbox') });
    await candidates.first().waitFor({ timeout: 30_000 });
    const chosen = Math.min(3, await candidates.count());
    for (let i = 0; i < chosen; i++) await candidates.nth(i).getByRole('checkbox').check();
    await screen.getByTestId('dunning-by-channel').click();
    // (the Modal's root carries the test id but is not itself a box; its content is)
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('channel-dunning-submit').waitFor();
    await dialog.getByTestId('channel-dunning-template').click();
    await page.getByRole('option', { name: /欠费催缴（短信）/ }).click();
    await still();
    await snap(page, 'messages-dunning-dialog');
    await dialog.getByTestId('channel-dunning-submit').click();
    await dialog.getByTestId('channel-dunning-result').waitFor({ timeout: 30_000 });
    await dialog.getByTestId('channel-dunning-link').click();

    // 消息发送, filtered by the batch: one row per owner phone (or 未发送 with the reason)
    const tab = page.getByTestId('messages-tab');
    await tab.waitFor({ timeout: 30_000 });
    const rows = tab.locator('tbody tr[data-testid^="message-row-"]');
    await rows.first().waitFor({ timeout: 30_000 });
    // the fake gateway reports each message delivered after about two seconds; the list follows by itself
    await expect
      .poll(async () => (await rows.allInnerTexts()).every((text) => /已送达|未发送|发送失败/.test(text)), { timeout: 60_000, interval: 1000 })
      .toBe(true);
    const texts = await rows.allInnerTexts();
    expect(texts.some((text) => text.includes('已送达'))).toBe(true);
    await still();
    await snap(page, 'messages-delivered');

    // each delivered row's message reached the gateway with the amount the row states
    const first = rows.filter({ hasText: '已送达' }).first();
    await first.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByTestId('message-drawer-content').waitFor();
    const content = await drawer.getByTestId('message-drawer-content').innerText();
    const amount = /欠费(\d+\.\d{2})元/.exec(content)?.[1];
    expect(amount).toBeDefined();
    const phone = /1[3-9]\d{9}/.exec(await drawer.innerText())?.[0];
    expect(phone).toBeDefined();
    const received = (await gatewayMessages(phone!)).filter((m) => m.code === 'OK' && m.templateCode === 'SMS_DUNNING_0001');
    expect(received.at(-1)?.params.amount).toBe(amount);
    await still();
    await snap(page, 'messages-drawer');
    await page.keyboard.press('Escape');

    // the templates the company sends with
    await page.getByRole('tab', { name: '消息模板' }).click();
    await page.getByText('SMS_DUNNING_0001').first().waitFor({ timeout: 30_000 });
    await still();
    await snap(page, 'messages-templates');

    // the gateway's own page lists it
    const { page: gateway } = await newPage(browser, smsVendorUrl());
    await gateway.goto('/');
    await expect.poll(async () => (await gateway.locator('body').innerText()).includes(`${amount}`), { timeout: 10_000 }).toBe(true);
    await snap(gateway, 'messages-sms-gateway');
    expect(errors).toEqual([]);
  });
});
