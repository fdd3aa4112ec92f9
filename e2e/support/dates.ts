import type { Locator, Page } from 'playwright-core';

/**
 * Fills a Mantine date input (YYYY-MM-DD typed) and closes its calendar, so the open dropdown
 * does not cover the buttons below it.
 */
export async function fillDate(page: Page, field: Locator, value: string): Promise<void> {
  await field.fill(value);
  // leaving the input closes the calendar (Escape would close the form's modal too)
  await field.blur();
  await page.locator('[data-dates-dropdown="true"]:visible').first().waitFor({ state: 'hidden' });
}

/**
 * Picks `YYYY-MM-DDTHH:mm` on a Mantine date-time picker (a button, not typeable): moves the
 * calendar to the month, clicks the day, types hours and minutes, then 确定 (the check button).
 */
export async function pickDateTime(page: Page, field: Locator, value: string): Promise<void> {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/.exec(value);
  if (!m) throw new Error(`not YYYY-MM-DDTHH:mm: ${value}`);
  const [, y, mo, d, hh, mm] = m as unknown as [string, string, string, string, string, string];
  await field.click();
  const dropdown = page.locator('[data-dates-dropdown="true"]').last();
  await dropdown.waitFor();
  const target = Number(y) * 12 + Number(mo) - 1;
  for (let step = 0; step < 240; step++) {
    // the level control reads 2026年11月 (the calendar's month label)
    const label = (await dropdown.locator('button[data-direction="previous"] + button').first().innerText()).trim();
    const shown = /(\d{4})年(\d{1,2})月/.exec(label);
    if (!shown) throw new Error(`calendar header not understood: ${label}`);
    const at = Number(shown[1]) * 12 + Number(shown[2]) - 1;
    if (at === target) break;
    await dropdown.locator(`button[data-direction="${at < target ? 'next' : 'previous'}"]`).first().click();
  }
  await dropdown.locator('table button:not([data-outside])').filter({ hasText: new RegExp(`^${Number(d)}$`) }).first().click();
  const [hours, minutes] = [dropdown.locator('input[inputmode="numeric"]').nth(0), dropdown.locator('input[inputmode="numeric"]').nth(1)];
  await hours.click();
  await hours.pressSequentially(hh);
  await minutes.click();
  await minutes.pressSequentially(mm);
  await dropdown.locator('button:has(svg)').last().click();
  await dropdown.waitFor({ state: 'hidden' });
}
