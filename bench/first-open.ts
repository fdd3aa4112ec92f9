// First opens of six screens (issue 25 item 19): 常规结算, 凭证登账, 服务计费, 服务看板, 结算看板 and 仪表管理.
// Wall-clock time is noisy on a shared machine, so beside it this prints what load does not change much:
// CPU time spent by the server, its embedded database and the browser's renderer, the JS fetched, the
// API calls made, and how long after the click the screen's first API call starts (a waterfall shows there).
//
// 1. API: each first-open call of each screen, `runs` times as mgr01 (median wall ms, median server and
//    database CPU ms per call, answer size).
// 2. Browser: each screen opened `opens` times, each in a fresh browser context (cold cache, as a first open
//    is): sign in, open the centre panel, click the item, wait until the screen has its data and nothing
//    loads; median time to ready, renderer CPU until then and in the 2 s after (animations), JS KB fetched.
//
// Run: npm run bench -- first-open [runs] [opens]      (the built product on the embedded database)
//      FIRST_OPEN_URL=http://127.0.0.1:3100 SERVER_PID=… npm run bench -- first-open   (a product already running)
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { startProduct, type RunningProduct } from '../e2e/support/product';
import { closeMessages, signIn as browserSignIn } from '../e2e/support/shell';
import { signIn } from './support/sign-in';

const runs = Number(process.argv[2] ?? 15);
const opens = Number(process.argv[3] ?? 5);
const USER = 'mgr01';
const AUTH_SIGN_KEY = process.env.AUTH_SIGN_KEY ?? 'pm-suite-sign-2026';

const china = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
const today = china(new Date());
const month = today.slice(0, 7);
const monthsBack = (n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}
interface Screen {
  title: string;
  centre: number;
  /** Present once the screen has drawn its data. */
  ready: string;
  calls: Call[];
}
const get = (path: string): Call => ({ method: 'GET', path });
const post = (path: string, body: unknown): Call => ({ method: 'POST', path, body });

// The calls each screen's first open makes (recorded in the browser; the shell's own calls are left out).
const SCREENS: Screen[] = [
  { title: '常规结算', centre: 147, ready: '[data-testid="estate-select"]', calls: [get('/api/common/estates')] },
  {
    title: '凭证登账',
    centre: 271,
    ready: '[data-testid="queue-3"] table',
    calls: [
      post('/api/accounting/book', {}),
      post('/api/accounting/tree', { includeInactive: true }),
      post('/api/accounting/vouchers/list', { status: [3], sort: 'number', order: 'asc', page: 1, size: 50 }),
    ],
  },
  {
    title: '服务计费',
    centre: 147,
    ready: '[data-testid="service-billing-screen"] table',
    calls: [
      get('/api/common/estates'),
      get('/api/records/charge-item/options'),
      get('/api/records/dispatch?status=3&page=1&size=20&sort=finishedAt&order=desc'),
      post('/api/charging/runs/list', { kind: 'service', page: 1, size: 10 }),
    ],
  },
  {
    title: '服务看板',
    centre: 318,
    ready: '[data-testid="service-dashboard"] .recharts-surface',
    calls: [get('/api/dashboards/companies'), get(`/api/dashboards/service?from=${china(new Date(Date.now() - 89 * 86_400_000))}&to=${today}`)],
  },
  {
    title: '结算看板',
    centre: 318,
    ready: '[data-testid="bars-receipts"] .recharts-bar-rectangle',
    calls: [get('/api/dashboards/companies'), get(`/api/dashboards/settlement?from=${monthsBack(11)}&to=${month}`)],
  },
  {
    title: '仪表管理',
    centre: 56,
    ready: '[data-testid="record-total"]',
    calls: [get('/api/dictionaries'), get('/api/records/estate/options'), get('/api/records/meter?page=1&size=10&sort=code&order=asc')],
  },
];

/** CPU nanoseconds of a process, all its threads. */
function cpuNs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    return readdirSync(`/proc/${pid}/task`).reduce((sum, t) => sum + Number(readFileSync(`/proc/${pid}/task/${t}/schedstat`, 'utf8').split(' ')[0]), 0);
  } catch {
    return 0;
  }
}
/** The embedded database's host: the server's child process. */
function childOf(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const first = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)[0];
    return first ? Number(first) : undefined;
  } catch {
    return undefined;
  }
}
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const f0 = (n: number) => n.toFixed(0);
const f1 = (n: number) => n.toFixed(1);

let product: RunningProduct | undefined;
let base = process.env.FIRST_OPEN_URL;
let serverPid = process.env.SERVER_PID ? Number(process.env.SERVER_PID) : undefined;
if (!base) {
  product = await startProduct();
  base = product.url;
  serverPid = product.pid;
}
const dbPid = childOf(serverPid);
const load = [loadavg()[0]!];

async function apiCalls(): Promise<string[]> {
  const { token } = await signIn(base!, AUTH_SIGN_KEY, USER);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const rows: string[] = [];
  for (const screen of SCREENS) {
    for (const call of screen.calls) {
      const wall: number[] = [];
      const server: number[] = [];
      const db: number[] = [];
      let size = 0;
      // one warm-up call: statements prepared, as after the shell's first screens
      for (let i = 0; i <= runs; i++) {
        const s0 = cpuNs(serverPid);
        const d0 = cpuNs(dbPid);
        const t0 = performance.now();
        const res = await fetch(`${base}${call.path}`, call.method === 'GET' ? { headers } : { method: 'POST', headers, body: JSON.stringify(call.body) });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`${call.path}: ${res.status} ${text.slice(0, 200)}`);
        if (i === 0) continue;
        wall.push(performance.now() - t0);
        server.push((cpuNs(serverPid) - s0) / 1e6);
        db.push((cpuNs(dbPid) - d0) / 1e6);
        size = Buffer.byteLength(text);
      }
      rows.push(`| ${screen.title} | ${call.method} ${call.path.split('?')[0]} | ${f1(median(wall))} | ${serverPid ? f1(median(server)) : '–'} | ${dbPid ? f1(median(db)) : '–'} | ${f1(size / 1024)} KB |`);
      console.log(rows.at(-1));
    }
  }
  return rows;
}

interface Open {
  ready: number;
  firstApi: number;
  cpuReady: number;
  cpuSettled: number;
  js: number;
  api: string[];
}

async function browserOpens(): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const cdp = await browser.newBrowserCDPSession();
  const rendererMs = async () => {
    const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; cpuTime: number }[] };
    return info.processInfo.filter((p) => p.type === 'renderer').reduce((sum, p) => sum + p.cpuTime, 0) * 1000;
  };
  const rows: string[] = [];
  try {
    for (const screen of SCREENS) {
      const results: Open[] = [];
      for (let i = 0; i < opens; i++) {
        const context = await browser.newContext({ baseURL: base, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        await browserSignIn(page, USER);
        await closeMessages(page);
        await page.waitForTimeout(1000);
        results.push(await openOnce(page, screen, rendererMs));
        await context.close();
      }
      const m = (k: keyof Omit<Open, 'api'>) => median(results.map((r) => r[k]));
      rows.push(`| ${screen.title} | ${f0(m('ready'))} | ${f0(m('firstApi'))} | ${f0(m('cpuReady'))} | ${f0(m('cpuSettled'))} | ${f0(m('js') / 1024)} KB | ${results.at(-1)!.api.length} |`);
      console.log(rows.at(-1));
      console.log(`    calls of the last open: ${results.at(-1)!.api.join(', ')}`);
    }
    // One person opening the six one after another: the tabs stay open, each screen mounted.
    const inSession = new Map<string, Open[]>();
    for (let i = 0; i < opens; i++) {
      const context = await browser.newContext({ baseURL: base, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await browserSignIn(page, USER);
      await closeMessages(page);
      await page.waitForTimeout(1000);
      for (const screen of SCREENS) {
        const open = await openOnce(page, screen, rendererMs);
        inSession.set(screen.title, [...(inSession.get(screen.title) ?? []), open]);
      }
      await context.close();
    }
    sessionRows.length = 0;
    for (const screen of SCREENS) {
      const results = inSession.get(screen.title)!;
      const m = (k: keyof Omit<Open, 'api'>) => median(results.map((r) => r[k]));
      sessionRows.push(`| ${screen.title} | ${f0(m('ready'))} | ${f0(m('firstApi'))} | ${f0(m('cpuReady'))} | ${f0(m('cpuSettled'))} |`);
      console.log(`in one session: ${sessionRows.at(-1)}`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
const sessionRows: string[] = [];

/** The item of a centre in the navigation panel (on /search the panel is on the page; elsewhere 操作导航 opens it). */
async function centreItem(page: Page, centreId: number, title: string) {
  await page.getByTestId('centre-panel').or(page.getByTestId('menu-toggle')).first().waitFor();
  let scope = page.getByTestId('centre-panel').first();
  const toggle = page.getByTestId('menu-toggle');
  if (await toggle.isVisible()) {
    if (!(await page.getByTestId('nav-panel').isVisible())) await toggle.click();
    scope = page.getByTestId('nav-panel');
  }
  await scope.locator(`[data-testid="centre"][data-centre-id="${centreId}"]`).click();
  const item = scope.getByTestId('centre-item').filter({ hasText: title }).first();
  await item.waitFor();
  return item;
}

async function openOnce(page: Page, screen: Screen, rendererMs: () => Promise<number>): Promise<Open> {
  const pending = new Set<unknown>();
  let armed = false;
  const track = (r: unknown) => armed && pending.add(r);
  const done = (r: unknown) => pending.delete(r);
  page.on('request', track);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // The centre panel is opened first; the time runs from the click on the item, on the page's clock
  // (what Playwright spends checking and dispatching the click is not the product's).
  const item = await centreItem(page, screen.centre, screen.title);
  await page.evaluate(() => {
    const w = window as unknown as { clickedAt?: number };
    delete w.clickedAt;
    addEventListener('click', () => (w.clickedAt ??= performance.now()), { capture: true, once: true });
    performance.clearResourceTimings();
  });
  const cpu0 = await rendererMs();
  armed = true;
  await item.click();
  await page.locator(screen.ready).first().waitFor({ timeout: 60_000 });
  // ready: the screen's data drawn, no request in flight and no loader shown, for 200 ms
  const pageState = () =>
    page.evaluate(() => ({
      now: performance.now(),
      clickedAt: (window as unknown as { clickedAt: number }).clickedAt,
      loading: [...document.querySelectorAll('.mantine-Loader, .mantine-Skeleton')].some((e) => (e as HTMLElement).offsetParent !== null),
    }));
  let quietSince = 0;
  let clickedAt = 0;
  for (;;) {
    const state = await pageState();
    clickedAt = state.clickedAt;
    if (pending.size > 0 || state.loading) quietSince = 0;
    else if (!quietSince) quietSince = state.now;
    else if (state.now - quietSince >= 200) break;
    if (state.now - clickedAt > 60_000) throw new Error(`${screen.title}: not ready after 60 s`);
    await page.waitForTimeout(20);
  }
  const cpuReady = (await rendererMs()) - cpu0;
  await page.waitForTimeout(2000);
  const cpuSettled = (await rendererMs()) - cpu0;
  page.removeAllListeners('request').removeAllListeners('requestfinished').removeAllListeners('requestfailed');
  // the screen's own calls (not the menu's help texts) by when they started after the click
  const entries = (
    await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, bytes: e.encodedBodySize })),
    )
  ).filter((e) => e.start >= clickedAt && e.start <= quietSince);
  const calls = entries.filter((e) => e.path.startsWith('/api/') && !/^\/api\/(help-menu|menu\/sys-intro|site\/)/.test(e.path));
  const api = calls.map((c) => `${c.path} +${f0(c.start - clickedAt)}`);
  const firstApi = Math.min(...calls.map((c) => c.start)) - clickedAt;
  // the screen's code as sent (compressed), fetched between the click and ready
  const js = entries.filter((e) => e.path.startsWith('/js/')).reduce((sum, e) => sum + e.bytes, 0);
  return { ready: quietSince - clickedAt, firstApi, cpuReady, cpuSettled, js, api };
}

try {
  const started = new Date().toISOString();
  console.log(`first opens as ${USER} on ${base} (${product ? 'built product, embedded database' : 'running product'}), ${started}`);
  const apiRows = await apiCalls();
  load.push(loadavg()[0]!);
  const browserRows = await browserOpens();
  load.push(loadavg()[0]!);
  console.log(`\nload average ${load.map(f1).join(' → ')}`);
  console.log(`\n| screen | call | median ms | server CPU ms | database CPU ms | answer |\n|---|---|---|---|---|---|\n${apiRows.join('\n')}`);
  console.log(
    `\n| screen | ready ms | first API call after click ms | renderer CPU to ready ms | renderer CPU to ready + 2 s ms | JS fetched (compressed) | API calls |\n|---|---|---|---|---|---|---|\n${browserRows.join('\n')}`,
  );
  console.log(
    `\nThe six opened one after another in one session (each earlier tab still open):\n| screen | ready ms | first API call after click ms | renderer CPU to ready ms | renderer CPU to ready + 2 s ms |\n|---|---|---|---|---|\n${sessionRows.join('\n')}`,
  );
} finally {
  await product?.stop();
}
