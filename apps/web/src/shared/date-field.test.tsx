import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, test } from 'vitest';
import { LANGUAGE_KEY } from '../i18n';
import { prepareDom, renderWithProviders } from '../test/render';
import { DateField, DateTimeField, parseDateText } from './date-field';

beforeAll(prepareDom);
afterEach(() => localStorage.removeItem(LANGUAGE_KEY));

describe('parseDateText', () => {
  test.each([
    ['2026-11-05', '2026-11-05'],
    ['2026/11/5', '2026-11-05'],
    ['2026.1.9', '2026-01-09'],
    ['2026年11月5日', '2026-11-05'],
    ['2026-02-30', null],
    ['11/05/2026', null],
    ['', null],
  ])('%s reads as %s', (text, expected) => {
    expect(parseDateText(text)).toBe(expected);
  });
});

function Controlled({ initial, withTime = false }: { initial: string; withTime?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {withTime ? <DateTimeField label="受理时间" value={value} onChange={setValue} /> : <DateField label="日期" value={value} onChange={setValue} />}
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('shows YYYY-MM-DD, not the browser’s mm/dd/yyyy, and takes typed dates', async () => {
    renderWithProviders(<Controlled initial="2026-11-05" />);
    const input = screen.getByLabelText<HTMLInputElement>('日期');
    expect(input.type).toBe('text');
    expect(input.value).toBe('2026-11-05');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '2026/12/1');
    fireEvent.blur(input);
    expect(screen.getByTestId('value').textContent).toBe('2026-12-01');
    expect(input.value).toBe('2026-12-01');
  });

  it('opens a calendar in traditional Chinese when the interface is 繁體', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'zh-TW');
    renderWithProviders(<Controlled initial="2026-11-05" />);
    await userEvent.setup().click(screen.getByLabelText('日期'));
    // The calendar header reads 2026年11月 and the weekdays are Chinese, starting on Monday (一).
    expect((await screen.findByText('2026年11月')).tagName).toBe('BUTTON');
    const weekdays = [...document.querySelectorAll('.mantine-DateInput-weekday')].map((w) => w.textContent);
    expect(weekdays).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  });
});

describe('DateTimeField', () => {
  it('shows YYYY-MM-DD HH:mm', () => {
    renderWithProviders(<Controlled initial="2026-11-20 08:30" withTime />);
    expect(screen.getByLabelText('受理时间').textContent).toBe('2026-11-20 08:30');
  });
});

/** Every source file of the web app (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

test('no screen uses the browser’s own date or month input (mm/dd/yyyy and a month box in the browser’s language)', () => {
  const src = join(import.meta.dirname, '..');
  // Periods too: MonthField shows YYYY-MM with a 1月…12月 grid in the interface's Chinese.
  const native = /type=["{']+\s*(date|datetime-local|month)\b|type:\s*'(date|datetime-local|month)'|'datetime-local'/;
  const offenders = sources(src).filter((path) => native.test(readFileSync(path, 'utf8')));
  expect(offenders).toEqual([]);
});
