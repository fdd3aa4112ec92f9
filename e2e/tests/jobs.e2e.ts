import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { resetJobClock, setJobClock } from '../support/job-clock';
import { closeMessages, openCentreItem, signIn } from '../support/shell';

// 定时任务 and 后台作业 (issue 27) through the screens, as emp01 (SH 客服主管): a monthly bill run of
// 滨江名苑 on the 1st at 06:30 is set up while the schedules' clock (JOB_CLOCK_FILE) reads five
// minutes before next month's 1st 06:30 China time, so its next firing is that moment; the clock
// then jumps past it, the run appears on 后台作业 and is followed to done, and its lines wait on
// 计费审核 for the estate and that month, which the seed has not billed (it bills up to this month).

let browser: Browser;
let page: Page;
const DATA_CENTRE = 318;
const CHARGING_CENTRE = 147;
const ESTATE = '滨江名苑';
const TITLE = 'E2E 滨江名苑月初计费';
/** Not the form's default (08:00), so the typed time is what fires. */
const HOURS = '06';
const MINUTES = '30';

/** Next month's 1st at HOURS:MINUTES China time, and that month (YYYY-MM). */
function nextFirstOfMonth(now = new Date()): { at: Date; period: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const [y, m] = month === 12 ? [year + 1, 1] : [year, month + 1];
  const period = `${y}-${String(m).padStart(2, '0')}`;
  return { at: new Date(`${period}-01T${HOURS}:${MINUTES}:00+08:00`), period };
}
const fire = nextFirstOfMonth();
const jobTitle = `计费：${ESTATE} ${fire.period}`;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'emp01');
  await closeMessages(page);
});
afterAll(async () => {
  resetJobClock();
  await browser.close();
});

async function open(centre: number, title: string): Promise<void> {
  await closeMessages(page, 1500);
  await openCentreItem(page, centre, title);
}
async function pick(scope: Locator, testId: string, option: string): Promise<void> {
  await scope.getByTestId(testId).first().click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}
const scheduleRow = () => page.getByTestId('schedule-row').filter({ hasText: TITLE });
const jobRow = () => page.getByTestId('job-row').filter({ hasText: jobTitle });

describe('定时任务 and 后台作业', () => {
  it('定时任务: a monthly bill run on the 1st at 06:30, its next firing on the schedules\' clock', async () => {
    setJobClock(new Date(fire.at.getTime() - 5 * 60_000));
    await open(DATA_CENTRE, '定时任务');
    await page.getByTestId('schedules-screen').waitFor();
    await page.getByTestId('schedule-add').click();
    // a Mantine modal's root has no box of its own: wait for a field of it
    const form = page.getByTestId('schedule-form');
    await form.getByTestId('schedule-title').waitFor();
    expect(await form.getByTestId('schedule-kind').inputValue()).toBe('每月计费');
    await form.getByTestId('schedule-title').fill(TITLE);
    await pick(form, 'schedule-day', '1日');
    // the 24-hour time picker: typed from the hours field, which passes on to the minutes by itself
    await form.getByTestId('schedule-time-hours').click();
    await page.keyboard.type(`${HOURS}${MINUTES}`);
    expect([await form.getByTestId('schedule-time-hours').inputValue(), await form.getByTestId('schedule-time-minutes').inputValue()]).toEqual([HOURS, MINUTES]);
    await pick(form, 'schedule-estate', ESTATE);
    await snap(page, 'jobs-schedule-form');
    await form.getByTestId('schedule-save').click();
    await form.waitFor({ state: 'detached' });

    const row = scheduleRow();
    await row.waitFor();
    expect(await row.getByTestId('schedule-rule').innerText()).toBe(`每月1日 ${HOURS}:${MINUTES}`);
    expect(await row.getByTestId('schedule-next').innerText()).toBe(`${fire.period}-01 ${HOURS}:${MINUTES}`);
    expect(await row.getByTestId('schedule-last').innerText()).toBe('未执行');
    expect(await row.getByTestId('schedule-enabled-state').innerText()).toBe('启用');
    expect(await row.innerText()).toContain(ESTATE);
    await snap(page, 'jobs-schedules');
  });

  it('后台作业: the clock passes 06:30, the run appears and its progress reaches done', async () => {
    setJobClock(new Date(fire.at.getTime() + 2000));
    await open(DATA_CENTRE, '后台作业');
    await page.getByTestId('jobs-screen').waitFor();
    // the scheduler ticks every second; 刷新 reads the list until the firing's job is on it
    await expect
      .poll(
        async () => {
          await page.getByTestId('jobs-refresh').click();
          await page.waitForTimeout(500);
          return jobRow().count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    const row = jobRow();
    expect(await row.getByTestId('job-created-by').innerText()).toBe(`定时任务「${TITLE}」`);
    expect(await row.innerText()).toContain('计费');
    // the list polls itself while the job is queued or running
    await row.locator('[data-testid="job-state"][data-state="done"]').waitFor({ timeout: 120_000 });
    const progress = await row.getByTestId('job-progress-text').innerText();
    const [done, total] = progress.split('/').map(Number) as [number, number];
    expect(total).toBeGreaterThan(0);
    expect(done).toBe(total);
    expect(await row.getByTestId('job-error').count()).toBe(0);
    expect(await row.getByTestId('job-seconds').innerText()).toMatch(/秒$/);
    await snap(page, 'jobs-list');
  });

  it('计费审核: the run\'s lines wait for audit for the estate and the month', async () => {
    await open(CHARGING_CENTRE, '计费审核');
    await page.getByTestId('audit-screen').waitFor();
    const lines = page.getByTestId('audit-lines');
    await pick(lines, 'estate-select', ESTATE);
    await lines.getByTestId('filter-period').fill(fire.period);
    await lines.getByTestId('filter-apply').click();
    const table = lines.getByTestId('lines-table');
    const firstLine = table.locator('[data-testid^="line-"]').first();
    await firstLine.waitFor({ timeout: 30_000 });
    expect(await firstLine.innerText()).toContain(fire.period);
    expect(await table.innerText()).toContain(ESTATE);
    await snap(page, 'jobs-audit-lines');
  });

  it('定时任务: the last result is 已完成, the next firing a month on; deleted after a confirm', async () => {
    await open(DATA_CENTRE, '定时任务');
    await page.getByTestId('schedules-refresh').click();
    const row = scheduleRow();
    await row.getByTestId('schedule-last').getByText('已完成').waitFor();
    const next = nextFirstOfMonth(new Date(fire.at.getTime() + 86_400_000));
    expect(await row.getByTestId('schedule-next').innerText()).toBe(`${next.period}-01 ${HOURS}:${MINUTES}`);
    await row.getByTestId('schedule-delete').click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText(`确定删除定时任务「${TITLE}」吗？`, { exact: false }).waitFor();
    await snap(page, 'jobs-schedule-delete');
    await confirm.getByRole('button', { name: '确定' }).click();
    await row.waitFor({ state: 'detached' });
  });
});
