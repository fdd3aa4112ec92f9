import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, snap } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the built product', () => {
  it('serves the SPA with hashed js/ and css/ files and answers deep links with index.html', async () => {
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('response', (r) => scripts.push(new URL(r.url()).pathname));
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((p) => /^\/js\/[\w-]+\.[\w-]+\.js$/.test(p))).toBe(true);
    expect(scripts.some((p) => /^\/css\/[\w-]+\.[\w-]+\.css$/.test(p))).toBe(true);
    await snap(page, 'foundation-home');
    const deep = await fetch(`${baseUrl()}/some/deep/link`, { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    await context.close();
  });
});
