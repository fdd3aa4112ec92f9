import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { workerSlot } from './workers';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const artifacts = fileURLToPath(new URL('../artifacts', import.meta.url));

/** Debian's Chromium, headless, with the closed-network and fake-media flags this machine needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** This worker's product (global-setup.ts starts one per worker). */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  return urls[workerSlot(urls.length)]!;
}

/** The fake call-centre vendor of this worker's product. */
export function providerUrl(): string {
  const urls = inject('providerUrls');
  return urls[workerSlot(urls.length)]!;
}

/** The fake WeChat Pay of this worker's product (its payer page at /payer). */
export function paymentVendorUrl(): string {
  const urls = inject('paymentVendorUrls');
  return urls[workerSlot(urls.length)]!;
}

/** The fake Aliyun SMS gateway of this worker's product (`/__test/messages?phone=` lists what it was sent). */
export function smsVendorUrl(): string {
  const urls = inject('smsVendorUrls');
  return urls[workerSlot(urls.length)]!;
}

/** The variables of the newest SMS this worker's product sent to a number (a sign-in code is `code`). */
export async function latestSms(phone: string): Promise<Record<string, string> | undefined> {
  const res = await fetch(`${smsVendorUrl()}/__test/messages?phone=${encodeURIComponent(phone)}`);
  const { messages } = (await res.json()) as { messages: { code: string; params: Record<string, string> }[] };
  return messages.find((m) => m.code === 'OK')?.params;
}

/**
 * A page on the shared product, or on `url` (a second product a test started with its own settings);
 * `timezoneId` puts the browser in another zone than the machine's.
 */
export async function newPage(browser: Browser, url = baseUrl(), options: { timezoneId?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: url,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    permissions: ['microphone'],
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under e2e/artifacts for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: `${artifacts}/${name}.png`, fullPage: false });
}
