import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, go, signIn } from '../support/shell';

// 公文 with three SH users (issue 14): emp03 (收费员, old menu) writes a 项目工作报告, takes it back in
// time and sends it again; mgr01 (项目经理) reviews it; emp01 and emp03 countersign (all must act);
// mgr01's 撤回 after emp01 acted is refused with 下一节点已处理，不能撤回; mgr01 办结. Then emp01 writes
// a notice to mgr01 that emp03 reviews; once emp01 办结 it, mgr01's bell and 通讯 show it and mgr01
// confirms it once. 通讯 turns red and back as documents wait and are handled.

let browser: Browser;
const users: Record<'starter' | 'manager' | 'colleague', Page> = {} as never;
const errors: string[] = [];
const stamp = Date.now().toString().slice(-6);
const REPORT = `十一月项目工作报告-${stamp}`;
const NOTICE = `关于电梯年检的通知-${stamp}`;

async function signedIn(username: string): Promise<Page> {
  const { page } = await newPage(browser);
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`${username}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${username}: ${r.status()} ${r.url()}`);
  });
  await signIn(page, username);
  await closeMessages(page);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  users.starter = await signedIn('emp03');
  users.manager = await signedIn('mgr01');
  users.colleague = await signedIn('emp01');
});
afterAll(() => browser.close());


async function still(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
}

/** 通讯: how many things wait for the user (data-pending) and whether it is red. */
async function communication(page: Page): Promise<{ pending: number; red: boolean }> {
  const link = page.getByTestId('link-communication');
  const pending = Number(await link.getAttribute('data-pending'));
  const colour = await link.evaluate((el) => getComputedStyle(el).color);
  return { pending, red: colour !== 'rgb(255, 255, 255)' };
}

async function pick(page: Page, input: Locator, option: string): Promise<void> {
  await input.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The shell tab of one route (every open tab stays mounted; only the active one shows). */
const tabScreen = (page: Page, name: string) => page.locator(`[data-testid="screen"][data-screen="${name}"]`);

/** A fresh load of a shell route (the landing page /search has the simplified header). */
async function load(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await closeMessages(page, 1500);
  await page.getByTestId('link-communication').waitFor();
}

/** Opens the to-do list (办文) afresh and the document with that subject from it. */
async function openTodo(page: Page, subject: string): Promise<Locator> {
  await load(page, '/oa/flow/proc');
  const screen = tabScreen(page, 'oa_flow_proc');
  await screen.getByTestId('section-proc').click();
  const row = screen.getByTestId('todo-list').filter({ visible: true }).getByTestId('doc-row').filter({ hasText: subject });
  await row.getByTestId('doc-open').click();
  const view = screen.getByTestId('doc-view').filter({ visible: true });
  await view.waitFor();
  return view;
}

/** The shell's confirm dialog: 确定. */
async function confirmDialog(page: Page): Promise<void> {
  const ok = page.getByTestId('confirm-dialog').getByRole('button', { name: '确定' });
  await ok.waitFor();
  await ok.click();
}

describe('公文 through the document-flow screen, three users', () => {
  it('a report: sent, revoked in time, sent again; 通讯 turns red for the reviewer', async () => {
    const s = users.starter;
    await go(s, '/oa/flow/send');
    const form = tabScreen(s, 'oa_flow_send').getByTestId('send-form');
    await form.waitFor();
    await form.getByTestId('send-kind').getByText('报告公文').click();
    await pick(s, form.getByTestId('send-template'), '项目工作报告');
    expect(await form.getByTestId('flow-preview').innerText()).toContain('会签·部门会签');
    await form.getByTestId('send-subject').fill(REPORT);
    await form.locator('[data-testid="send-body"] .ProseMirror').click();
    await s.keyboard.type('本月完成报修 40 件，满意率 97%。');
    await snap(s, 'workflow-send-form');
    await form.getByTestId('send-submit').click();
    const view = tabScreen(s, 'oa_flow_send').getByTestId('doc-view').filter({ visible: true });
    await view.waitFor();
    expect(await view.getByTestId('doc-status').innerText()).toBe('办理中');
    expect(await view.getByTestId('doc-number').innerText()).toMatch(/报〔\d{4}〕\d+号/);

    // taken back before the reviewer acted: a draft again, then sent again
    await view.getByTestId('action-revoke').click();
    await confirmDialog(s);
    await expect.poll(() => view.getByTestId('doc-status').innerText()).toBe('草稿');
    await view.getByTestId('action-send').click();
    await expect.poll(() => view.getByTestId('doc-status').innerText()).toBe('办理中');

    const m = users.manager;
    await load(m, '/oa/flow/my');
    const before = await communication(m);
    expect(before.pending).toBeGreaterThan(0);
    expect(before.red).toBe(true);
    // 通讯 leads to 办文, where the report waits
    await m.getByTestId('link-communication').click();
    await m.waitForURL((u) => u.pathname === '/oa/flow/proc');
    await tabScreen(m, 'oa_flow_proc').getByTestId('todo-list').getByText(REPORT).waitFor();
    await still(m);
    await snap(m, 'workflow-todo-red');
  });

  it('the manager agrees; the countersign is all-must-act; his 撤回 after a colleague acted is refused; he closes it', async () => {
    const m = users.manager;
    const mv = await openTodo(m, REPORT);
    expect(await mv.getByTestId('action-agree').innerText()).toBe('同意');
    await mv.getByTestId('opinion').fill('情况属实，同意上报');
    await mv.getByTestId('action-agree').click();
    await expect.poll(() => mv.locator('[data-testid="flow-step"][data-current="true"]').innerText()).toContain('部门会签');
    await expect.poll(async () => (await communication(m)).pending).toBe(0);
    expect((await communication(m)).red).toBe(false);
    await mv.getByTestId('action-revoke').waitFor();

    const e = users.colleague;
    const ev = await openTodo(e, REPORT);
    expect(await ev.getByTestId('action-agree').innerText()).toBe('会签');
    await ev.getByTestId('opinion').fill('客服部无意见');
    await ev.getByTestId('action-agree').click();
    await ev.getByTestId('action-agree').waitFor({ state: 'detached' });
    // one of two countersigners acted: the node waits for the other
    await expect.poll(() => ev.locator('[data-testid="flow-step"][data-current="true"]').innerText()).toContain('部门会签');

    // the manager's page is from before: his 撤回 now comes too late
    await mv.getByTestId('action-revoke').click();
    await confirmDialog(m);
    await expect.poll(() => mv.getByTestId('action-error').innerText()).toContain('下一节点已处理，不能撤回');
    await still(m);
    await snap(m, 'workflow-revoke-too-late');

    const s = users.starter;
    const sv = await openTodo(s, REPORT);
    expect(await sv.getByTestId('action-agree').innerText()).toBe('会签');
    await sv.getByTestId('action-agree').click();
    await expect.poll(() => sv.locator('[data-testid="flow-step"][data-current="true"]').innerText()).toContain('办结');

    const fv = await openTodo(m, REPORT);
    expect(await fv.getByTestId('action-agree').innerText()).toBe('办结');
    await fv.getByTestId('action-agree').click();
    await expect.poll(() => fv.getByTestId('doc-status').innerText()).toBe('已办结');
    const trail = await fv.getByTestId('trail-event').evaluateAll((els) => els.map((el) => el.getAttribute('data-action')));
    expect(trail).toEqual(['create', 'send', 'revoke', 'send', 'agree', 'agree', 'agree', 'finish']);
    expect(await fv.getByTestId('doc-opinions').innerText()).toContain('情况属实，同意上报');
    await still(m);
    await snap(m, 'workflow-report-finished');
    expect(await tabScreen(m, 'oa_flow_proc').getByTestId('doc-tab').count()).toBe(1);
  });

  it('a notice reaches its receiver when 办结: the bell and 通讯 show it and it is confirmed once', async () => {
    const e = users.colleague;
    await go(e, '/oa/flow/send');
    const form = tabScreen(e, 'oa_flow_send').getByTestId('send-form');
    await form.waitFor();
    await pick(e, form.getByTestId('send-template'), '通知发布');
    await form.getByTestId('send-subject').fill(NOTICE);
    await form.locator('[data-testid="send-body"] .ProseMirror').click();
    await e.keyboard.type('本周四上午 9:00 起电梯年检，届时 1 号梯暂停使用。');
    await pick(e, form.getByTestId('receiver-company'), '上海安居物业管理有限公司');
    await pick(e, form.getByTestId('receiver-people'), '黄志明 · 项目经理');
    await e.keyboard.press('Escape');
    await form.getByTestId('receiver-add').click();
    expect(await form.getByTestId('receiver-list').innerText()).toContain('黄志明');
    await form.getByTestId('send-submit').click();
    await tabScreen(e, 'oa_flow_send').getByTestId('doc-view').filter({ visible: true }).waitFor();

    const m = users.manager;
    await load(m, '/oa/flow/my');
    const badgeBefore = await m.getByTestId('notice-badge').locator('.mantine-Indicator-indicator').count();

    const s = users.starter;
    const sv = await openTodo(s, NOTICE);
    await sv.getByTestId('action-agree').click();
    await expect.poll(() => sv.locator('[data-testid="flow-step"][data-current="true"]').innerText()).toContain('发布');

    const ev = await openTodo(e, NOTICE);
    expect(await ev.getByTestId('action-agree').innerText()).toBe('办结');
    await ev.getByTestId('action-agree').click();
    await expect.poll(() => ev.getByTestId('doc-status').innerText()).toBe('已办结');

    await load(m, '/oa/flow/my');
    expect(badgeBefore).toBe(0);
    const indicator = m.getByTestId('notice-badge').locator('.mantine-Indicator-indicator');
    await expect.poll(() => indicator.innerText()).toBe('1');
    expect((await communication(m)).red).toBe(true);
    await m.getByTestId('notice-bell').click();
    await m.getByTestId('notice-item').filter({ hasText: NOTICE }).click();
    const modal = m.getByTestId('notice-modal');
    await modal.getByTestId('notice-subject').filter({ hasText: NOTICE }).waitFor();
    expect(await modal.innerText()).toContain('本周四上午 9:00 起电梯年检');
    await still(m);
    await snap(m, 'workflow-notice-dialog');
    await modal.getByTestId('notice-confirm').click();
    await expect.poll(() => modal.getByTestId('notice-confirm').isDisabled()).toBe(true);
    await expect.poll(() => indicator.count()).toBe(0);
    await expect.poll(async () => (await communication(m)).red).toBe(false);

    // a second confirmation is refused by the server
    const again = await m.evaluate(async (subject) => {
      const auth = { authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}`, 'content-type': 'application/json' };
      const list = (await (await fetch('/api/account/notice', { headers: auth })).json()) as { data: { id: number; subject: string }[] };
      const id = list.data.find((n) => n.subject === subject)?.id;
      const res = await fetch('/api/comp-workflow-normal-doc-deal', { method: 'POST', headers: auth, body: JSON.stringify({ id }) });
      return (await res.json()) as { code: number; msg: string };
    }, NOTICE);
    expect(again).toMatchObject({ code: 1, msg: '该公文已确认，无需重复确认！' });
  });

  it('no script error or server failure on the way', () => {
    expect(errors).toEqual([]);
  });
});
