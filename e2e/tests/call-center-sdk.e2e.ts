import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { startProduct, type RunningProduct } from '../support/product';
import { signIn } from '../support/shell';

// A product started with CALL_CENTER_PHONE=sdk: the softphone in Chromium uses the vendor's phone SDK (JSON over
// ws://<host>:<PROVIDER_PORT>/phone-sdk) instead of JsSIP, against the bundled fake that speaks it.
let product: RunningProduct | undefined;
let browser: Browser | undefined;
let page: Page;
const frames: string[] = [];

type FakeCall = { calleeNum: string; customDisplayNum: string; dtmf: string; result: string; callType: number };

const control = async (path: string, body: unknown = {}) => {
  const res = await fetch(`${product!.providerUrl}/__fake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<Record<string, unknown>>;
};
const fakeState = async () =>
  (await (await fetch(`${product!.providerUrl}/__fake/state`)).json()) as { sdkLoggedIn: string[]; registered: string[]; activeCalls: { callId: string; dtmf: string }[]; calls: FakeCall[] };

async function waitStatus(value: string, timeout = 15_000): Promise<void> {
  await page.locator(`[data-testid="cc-status"][data-status="${value}"]`).waitFor({ timeout });
}
async function notice(text: string, timeout = 10_000): Promise<void> {
  await page.locator('.mantine-Notification-description', { hasText: text }).first().waitFor({ timeout });
}
async function agentLogin(): Promise<void> {
  await page.getByLabel('坐席账号').fill('cc8001');
  await page.getByLabel('坐席密码').fill('Agent@8001');
  await page.getByTestId('cc-login').getByRole('button', { name: '签入' }).click();
  await notice('登录成功');
  await page.locator('[data-testid="cc-registered"][data-registered="true"]').waitFor({ timeout: 15_000 });
}
/** The frames the page sent with this command, parsed. */
const sent = (cmd: string) =>
  frames
    .filter((f) => f.startsWith('> '))
    .map((f) => JSON.parse(f.slice(2)) as Record<string, unknown>)
    .filter((f) => f.cmd === cmd);

beforeAll(async () => {
  product = await startProduct({ CALL_CENTER_PHONE: 'sdk' });
  browser = await launchBrowser();
  ({ page } = await newPage(browser, product.url));
  page.on('websocket', (ws) => {
    if (ws.url().endsWith('/sip')) frames.push(`SIP ${ws.url()}`);
    if (!ws.url().endsWith('/phone-sdk')) return;
    ws.on('framesent', (f) => frames.push(`> ${String(f.payload)}`));
    ws.on('framereceived', (f) => frames.push(`< ${String(f.payload)}`));
  });
  // a second product seeds its own embedded database
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('the softphone on the vendor’s phone SDK (CALL_CENTER_PHONE=sdk)', () => {
  it('cc01 logs the agent in through the SDK, not SIP, and goes Ready', async () => {
    await signIn(page, 'cc01');
    await page.getByTestId('cc-open').click();
    await agentLogin();
    await waitStatus('Login');
    expect(sent('login')[0]).toMatchObject({ agent: '8001' });
    expect(frames.some((f) => f.startsWith('SIP '))).toBe(false);
    const state = await fakeState();
    expect(state.sdkLoggedIn).toContain('8001');
    expect(state.registered).not.toContain('8001');
    await page.getByRole('button', { name: '就绪', exact: true }).click();
    await waitStatus('Ready');
  });

  it('makes a call with makeCall, sends the second dial step and a key with requestSendDtmf, and hangs up', async () => {
    await page.getByTestId('cc-number').fill('13812345678,123');
    await page.getByRole('button', { name: '呼叫', exact: true }).click();
    await waitStatus('Established');
    expect(sent('makeCall')[0]).toMatchObject({ callee: '13812345678', displayNumber: '02150004000' });
    await page.getByRole('button', { name: 'key-#' }).click();
    await expect.poll(async () => (await fakeState()).activeCalls[0]?.dtmf).toBe('123#');
    expect(sent('requestSendDtmf').map((f) => f.digits)).toEqual(['123', '#']);
    await snap(page, 'call-center-sdk-established');
    await page.getByRole('button', { name: '挂断' }).click();
    await waitStatus('AfterCallWork');
    const call = (await fakeState()).calls.find((c) => c.calleeNum === '13812345678');
    expect(call).toMatchObject({ callType: 2, customDisplayNum: '02150004000', dtmf: '123#', result: 'answered' });
    await waitStatus('Ready', 10_000);
  });

  it('shows 账号已在别处登录！ when the vendor kicks the login, and asks for the agent login again', async () => {
    expect(await control('sdk-kick', { agentDn: '8001' })).toEqual({ kicked: true });
    await notice('账号已在别处登录！');
    await page.getByTestId('cc-login').waitFor();
    await snap(page, 'call-center-sdk-kicked');
    expect((await fakeState()).sdkLoggedIn).not.toContain('8001');
  });

  it('says 登录失败！ when the SDK is out of service', async () => {
    await control('scenario', { sdkOutOfService: true });
    await page.getByLabel('坐席账号').fill('cc8001');
    await page.getByLabel('坐席密码').fill('Agent@8001');
    await page.getByTestId('cc-login').getByRole('button', { name: '签入' }).click();
    await notice('登录失败！');
    await control('reset-scenario');
  });
});
