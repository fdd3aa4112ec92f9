// Screenshots of the acct-assets screens against a running product (not a test): node e2e/acct-assets-shots.mjs <url> <outdir>
import { chromium } from 'playwright-core';

const [url, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ baseURL: url, viewport: { width: 1500, height: 900 } });
page.setDefaultTimeout(60_000);
await page.goto('/home');
const panel = page.getByTestId('login-panel');
await panel.locator('input[name="username"]').fill(process.env.WHO ?? 'emp01');
await panel.locator('input[name="password"]').fill('Demo@2026');
await panel.getByRole('button', { name: /^(登录|登入)$/ }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/home'));
await page.waitForTimeout(3000);
for (let i = 0; i < 5; i++) {
  const close = page.locator('.mantine-Modal-close');
  if (await close.first().isVisible().catch(() => false)) await close.first().click();
  await page.waitForTimeout(500);
}
async function open(centre, title) {
  await page.getByTestId('centre-panel').or(page.getByTestId('menu-toggle')).first().waitFor();
  const toggle = page.getByTestId('menu-toggle');
  let scope = page.getByTestId('centre-panel').first();
  if (await toggle.isVisible()) {
    const nav = page.getByTestId('nav-panel');
    if (!(await nav.isVisible())) await toggle.click();
    scope = nav;
  }
  await scope.locator(`[data-testid="centre"][data-centre-id="${centre}"]`).click();
  await scope.getByTestId('centre-item').filter({ hasText: title }).first().click();
}
await open(271, '资产卡片');
await page.getByTestId('asset-table').waitFor();
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/assets-cards.png` });
await page.getByTestId('asset-add').click();
await page.waitForTimeout(1000);
await page.screenshot({ path: `${out}/assets-card-drawer.png` });
await page.getByRole('button', { name: '取消' }).click();
await page.waitForTimeout(800);

await open(147, '凭证模板');
await page.getByTestId('template-slots').waitFor();
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/charging-templates.png` });
await open(147, '凭证收费结算');
await page.getByTestId('cv-from').fill(process.env.FROM ?? '2026-11-24');
await page.getByTestId('cv-to').fill(process.env.TO ?? '2026-11-26');
await page.getByTestId('cv-preview').click();
await page.waitForTimeout(4000);
await page.screenshot({ path: `${out}/charging-settle-preview.png`, fullPage: true });
if (process.env.GENERATE) {
  await page.getByTestId('cv-generate').click();
  await page.waitForTimeout(6000);
  await page.screenshot({ path: `${out}/charging-settle-generated.png`, fullPage: true });
  const drill = page.getByTestId('cv-generated').getByRole('button').first();
  if (await drill.isVisible().catch(() => false)) {
    await drill.click();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/charging-settle-sources.png` });
  }
}
try {
await open(271, '折旧计提');
await page.waitForTimeout(3000);

await page.getByTestId('depreciation-table').waitFor();
await page.waitForTimeout(2000);
await page.screenshot({ path: `${out}/assets-depreciation-done.png` });
await page.getByTestId('depreciation-period').fill('2026-11');
await page.waitForTimeout(2500);
await page.screenshot({ path: `${out}/assets-depreciation-preview.png` });
} catch (error) {
  console.log('depreciation screen:', String(error).slice(0, 200));
}
await browser.close();
