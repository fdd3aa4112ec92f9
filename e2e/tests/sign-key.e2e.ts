import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startProduct, type RunningProduct } from '../support/product';
import { signIn } from '../support/shell';

// A deployment that sets its own AUTH_SIGN_KEY: the page must sign with the server's key.
const DEPLOYMENT_SIGN_KEY = 'e2e-deployment-sign-key-7';
/** The key the web bundle used to carry (the server's default). */
const DEFAULT_SIGN_KEY = 'pm-suite-sign-2026';

let product: RunningProduct | undefined;
let browser: Browser | undefined;
// One after the other, so a browser that fails to launch still leaves the product to stop.
beforeAll(async () => {
  product = await startProduct({ AUTH_SIGN_KEY: DEPLOYMENT_SIGN_KEY });
  browser = await launchBrowser();
  // a second product seeds its own embedded database: slower than the shared one's reuse
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('a product started with its own AUTH_SIGN_KEY', () => {
  it('signs a staff member in through the login page', async () => {
    const { context, page } = await newPage(browser!, product!.url);
    await signIn(page, 'emp01');
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(await page.evaluate(() => sessionStorage.getItem('signKey'))).toBe(DEPLOYMENT_SIGN_KEY);
    await context.close();
  });

  it('refuses a page that signs with the default key instead of the server key', async () => {
    const { context, page } = await newPage(browser!, product!.url);
    await page.goto('/home');
    const panel = page.getByTestId('login-panel');
    await page.waitForFunction(() => sessionStorage.getItem('signKey'));
    await page.evaluate((key) => sessionStorage.setItem('signKey', key), DEFAULT_SIGN_KEY);
    await panel.locator('input[name="username"]').fill('emp01');
    await panel.locator('input[name="password"]').fill('Demo@2026');
    await panel.getByRole('button', { name: '登录' }).click();
    await expect(panel.getByRole('alert').innerText()).resolves.toMatch(/登录请求签名校验失败/);
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();
  });
});
