import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo@2026';

/** The unread-messages call after each sign-in, so closing the pop-ups waits for it. */
const messagesLoaded = new WeakMap<Page, Promise<unknown>>();

/** Signs in through the login page (/home) and waits until the shell has left it. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, path = '/home'): Promise<void> {
  await page.goto(path);
  const panel = page.getByTestId('login-panel');
  await panel.waitFor();
  await panel.locator('input[name="username"]').fill(username);
  await panel.locator('input[name="password"]').fill(password);
  messagesLoaded.set(page, page.waitForResponse((r) => r.url().includes('/api/messages?unread=true'), { timeout: 30_000 }).catch(() => undefined));
  await panel.getByRole('button', { name: /^(登录|登入)$/ }).click();
  // '/' is passed through on the way to the landing page (/search or /superAdmin)
  await page.waitForURL((url) => !url.pathname.startsWith('/home') && url.pathname !== '/', { timeout: 30_000 });
}

/**
 * Opens a menu item of the new layout: on /search the centre panel is on the page; inside the
 * layout the 操作导航 button opens it. Picks the centre, then clicks the item.
 */
export async function openCentreItem(page: Page, centreId: number, title: string): Promise<void> {
  await page.getByTestId('centre-panel').or(page.getByTestId('menu-toggle')).first().waitFor();
  const toggle = page.getByTestId('menu-toggle');
  let scope = page.getByTestId('centre-panel').first();
  if (await toggle.isVisible()) {
    const panel = page.getByTestId('nav-panel');
    if (!(await panel.isVisible())) await toggle.click();
    scope = panel;
  }
  await scope.locator(`[data-testid="centre"][data-centre-id="${centreId}"]`).click();
  await scope.getByTestId('centre-item').filter({ hasText: title }).first().click();
}

/** Opens a menu item of the old layout's tree by its path of titles. */
export async function openOldMenu(page: Page, ...titles: string[]): Promise<void> {
  const menu = page.getByTestId('old-menu');
  for (const [i, title] of titles.entries()) {
    const item = menu.getByText(title, { exact: true }).first();
    if (i < titles.length - 1) {
      const expanded = await item.locator('xpath=ancestor::a[1]').getAttribute('data-expanded').catch(() => null);
      if (expanded === null) await item.click();
    } else {
      await item.click();
      await tabOpened(page, title, item);
    }
  }
}

/**
 * The item's tab shows. On a loaded CI runner a click on the tree once opened nothing (never seen on
 * a quiet machine): say so in the log with what the page showed, and click once more.
 */
async function tabOpened(page: Page, title: string, item: ReturnType<Page['getByText']>): Promise<void> {
  const shown = () =>
    page.waitForFunction((t) => [...document.querySelectorAll('[data-testid="tab-title"]')].some((e) => e.textContent?.trim().startsWith(t)), title, {
      timeout: 10_000,
    });
  try {
    await shown();
  } catch {
    console.warn(`openOldMenu: 「${title}」 opened no tab after a click; url=${page.url()} tabs=${JSON.stringify(await tabTitles(page))}; clicking again`);
    await item.click();
    await shown();
  }
}

/** Titles of the open tabs, in order (without a tab's 只读 mark). */
export async function tabTitles(page: Page): Promise<string[]> {
  return page.getByTestId('tab-title').allInnerTexts().then((t) => t.map((s) => s.trim()));
}

/** The visible notification texts. */
export async function notices(page: Page): Promise<string[]> {
  return page.locator('.mantine-Notification-description').allInnerTexts();
}

/** Closes the system-message pop-ups shown after sign-in (they come one after another). */
export async function closeMessages(page: Page, wait = 2500): Promise<number> {
  let closed = 0;
  await messagesLoaded.get(page);
  const popup = page.getByTestId('message-popup');
  for (;;) {
    try {
      await page.getByRole('button', { name: '我知道了' }).waitFor({ timeout: closed === 0 ? wait : 1000 });
    } catch {
      return closed;
    }
    await page.getByRole('button', { name: '我知道了' }).click();
    closed += 1;
    await page.waitForTimeout(500);
    await popup.waitFor({ state: 'detached', timeout: 2000 }).catch(() => undefined);
  }
}

/** Navigates inside the single-page app (no reload), as a link would. */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState({ idx: (history.state as { idx?: number } | null)?.idx ?? 0 }, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A JSON POST of the product with the page's session (the signed-in token), answering the envelope's `data`. */
export async function postData<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p, {
        method: 'POST',
        headers: { authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}`, 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return ((await res.json()) as { data: never }).data;
    },
    [path, body] as const,
  );
}
