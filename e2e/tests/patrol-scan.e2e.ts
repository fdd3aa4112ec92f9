import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, signIn } from '../support/shell';

// 巡查签到 (issue 34) on the inspector's phone (375×812): emp03 (SH) has the demo's 执行中 plan 日常巡更（扫码签到）.
// The label codes are read as a staff user (emp01) from GET /api/patrol/points, as the label sheet gets them. Signed
// out, the label of point 1 leads to the login and back: 签到成功; point 3 → 顺序不符; point 1 again → 重复签到; the
// route shows each point's state.

const PLAN = '日常巡更（扫码签到）';
let browser: Browser;
let staff: Page;
let phone: Page;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const desk = await newPage(browser);
  contexts.push(desk.context);
  staff = desk.page;
  await signIn(staff, 'emp01');
  await closeMessages(staff);
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

/** The label URLs of the plan's points, as the 巡检点二维码 sheet prints them. */
async function labelUrls(): Promise<string[]> {
  const plans = await staff.evaluate(async () => {
    const res = await fetch('/api/patrol/points', { headers: { authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}` } });
    if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: { planName: string; points: { code: string }[] }[] }).data;
  });
  const plan = plans.find((p) => p.planName === PLAN);
  if (!plan) throw new Error(`no plan ${PLAN} in ${JSON.stringify(plans.map((p) => p.planName))}`);
  return plan.points.map((p) => `/m/patrol/scan?c=${encodeURIComponent(p.code)}`);
}

async function verdict(): Promise<{ kind: string | null; title: string | null }> {
  const panel = phone.getByTestId('patrol-verdict');
  await panel.waitFor({ timeout: 30_000 });
  return { kind: await panel.getAttribute('data-kind'), title: await panel.getByTestId('patrol-verdict-title').textContent() };
}

const pointStates = async () => {
  const route = phone.getByTestId('patrol-route').filter({ hasText: PLAN });
  await route.waitFor();
  return route.getByTestId('patrol-point-state').allTextContents();
};

describe('巡查签到 on the inspector\'s phone', { timeout: 180_000 }, () => {
  it('checks in by the labels: 签到成功, 顺序不符, 重复签到, and the route shows each point', async () => {
    const urls = await labelUrls();
    expect(urls).toHaveLength(4);

    // signed out: the label's link goes through the login and back to the scan
    await signIn(phone, 'emp03', undefined, urls[0]);
    await phone.waitForURL((u) => u.pathname === '/m/patrol/scan', { timeout: 30_000 });
    expect(await verdict()).toEqual({ kind: 'ok', title: '签到成功' });
    // the desktop's message pop-up stays off the phone pages
    expect(await phone.getByTestId('message-popup').count()).toBe(0);
    expect((await pointStates()).map((s) => s.replace(/ \d\d:\d\d$/, ''))).toEqual(['已签到', '未签到', '未签到', '未签到']);
    await snap(phone, 'patrol-scan-ok');

    await phone.goto(urls[2]!);
    expect(await verdict()).toEqual({ kind: 'flagged', title: '顺序不符' });
    expect(await phone.getByTestId('patrol-verdict-reason').textContent()).toBe('签到成功，但前面的巡检点尚未签到');
    expect((await pointStates()).map((s) => s.replace(/ \d\d:\d\d$/, ''))).toEqual(['已签到', '未签到', '顺序不符', '未签到']);
    await snap(phone, 'patrol-scan-out-of-order');

    await phone.goto(urls[0]!);
    expect(await verdict()).toEqual({ kind: 'refused', title: '重复签到' });
    expect(await phone.getByTestId('patrol-verdict-reason').textContent()).toBe('该巡检点本轮已签到，请勿重复签到');
    await snap(phone, 'patrol-scan-repeated');

    await phone.getByTestId('patrol-back').click();
    await phone.getByTestId('patrol-mobile').waitFor();
    expect((await pointStates()).map((s) => s.replace(/ \d\d:\d\d$/, ''))).toEqual(['已签到', '未签到', '顺序不符', '未签到']);
    expect(await phone.getByTestId('patrol-route').filter({ hasText: PLAN }).getByTestId('patrol-route-state').textContent()).toBe('巡检中');
    await snap(phone, 'patrol-routes');
    expect(errors).toEqual([]);
  });
});
