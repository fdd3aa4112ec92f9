import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { estates, refuse, stubApi, type Call } from '../test-api';
import type { Reading } from '../types';
import { thisPeriod } from '../format';
import { ReadingsPage } from './readings-page';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const meter = (meterId: number, houseCode: string | null, previous: string, patch: Partial<Reading> = {}): Reading => ({
  meterId,
  meterCode: `W-${meterId}`,
  kind: '1',
  kindName: '水表',
  useAttr: '1',
  multiplier: 1,
  houseId: houseCode ? meterId : null,
  houseCode,
  houseName: houseCode ? `${houseCode}室` : null,
  period: thisPeriod(),
  previous,
  readingId: null,
  current: null,
  usage: null,
  rolledOver: false,
  unusual: false,
  state: null,
  readOn: null,
  readByName: null,
  auditedByName: null,
  billed: false,
  remark: null,
  ...patch,
});

/** A reading sheet as the server keeps it: the list answers by state and size, a save below the previous is refused. */
function fakeSheet(rows: Reading[]) {
  let nextId = 500;
  const calls = stubApi({
    'GET /api/common/estates': () => estates,
    'POST /api/charging/readings/list': ({ body }) => {
      const q = body as { state?: string; size: number; q?: string };
      const matching = rows.filter((r) => (q.state === 'none' ? r.readingId === null : true) && (!q.q || (r.houseCode ?? '').includes(q.q)));
      return { total: matching.length, page: 1, size: q.size, rows: matching.slice(0, q.size) };
    },
    'POST /api/charging/readings': ({ body }) => {
      const input = body as { meterId: number; current: string };
      const at = rows.findIndex((r) => r.meterId === input.meterId);
      const row = rows[at]!;
      if (Number(input.current) < Number(row.previous)) return refuse(409, `本期读数${input.current}低于上期读数${row.previous}，请勾选回零或更正`, 'charging.reading_below_previous');
      rows[at] = { ...row, readingId: nextId++, current: input.current, state: 'W' };
      return rows[at];
    },
  });
  return calls;
}

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<ReadingsPage />);
  await user.click(screen.getByTestId('m-reading-estate'));
  await user.click(await screen.findByRole('option', { name: '安居花园', hidden: true }));
  await screen.findByTestId('m-reading-list');
}
const saves = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/charging/readings');

describe('抄表 on the phone', { timeout: 20_000 }, () => {
  it('lists the meters of this month with 上期读数 and the unread/read counts', async () => {
    const calls = fakeSheet([meter(1, '1-101', '1200.00'), meter(2, '1-102', '80.50', { readingId: 9, current: '95.00', state: 'W' }), meter(3, null, '10.00')]);
    const user = userEvent.setup();
    await openSheet(user);
    const list = screen.getByTestId('m-reading-list');
    expect(within(list).getAllByTestId('m-meter-house').map((e) => e.textContent)).toEqual(['1-101', '1-102', '公共仪表']);
    expect(within(screen.getByTestId('m-meter-1')).getByText('1,200.00')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('m-count-unread').textContent).toBe('未抄 2'));
    expect(screen.getByTestId('m-count-read').textContent).toBe('已抄 1');
    const asked = calls.find((c) => c.path === '/api/charging/readings/list');
    expect(asked?.body).toMatchObject({ estateId: 1, period: thisPeriod(), page: 1 });
  });

  it('narrows the list by house code', async () => {
    const calls = fakeSheet([meter(1, '1-101', '1'), meter(2, '2-201', '1')]);
    const user = userEvent.setup();
    await openSheet(user);
    await user.type(screen.getByTestId('m-reading-search'), '2-20');
    await waitFor(() => expect(screen.queryByTestId('m-meter-1')).toBeNull());
    expect(screen.getByTestId('m-meter-2')).toBeTruthy();
    expect(calls.some((c) => (c.body as { q?: string } | undefined)?.q === '2-20')).toBe(true);
  });

  it('shows the usage exactly as typed, on the decimal keyboard', async () => {
    fakeSheet([meter(1, '1-101', '0.10')]);
    const user = userEvent.setup();
    await openSheet(user);
    await user.click(screen.getByTestId('m-meter-1'));
    const input = await screen.findByRole('textbox', { name: '本期读数' });
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByTestId('m-entry-usage').textContent).toBe('—');
    // 0.3 − 0.1 in binary floating point is 0.19999999999999998
    await user.type(input, '0.30');
    expect(screen.getByTestId('m-entry-usage').textContent).toBe('0.20');
    await user.clear(input);
    await user.type(input, '0.05');
    expect(screen.getByTestId('m-entry-usage').textContent).toBe('低于上期读数');
  });

  it('shows the server refusal and keeps the sheet open', async () => {
    const calls = fakeSheet([meter(1, '1-101', '1200.00'), meter(2, '1-102', '50.00')]);
    const user = userEvent.setup();
    await openSheet(user);
    await user.click(screen.getByTestId('m-meter-1'));
    await user.type(await screen.findByRole('textbox', { name: '本期读数' }), '1100');
    await user.click(screen.getByTestId('m-entry-save'));
    expect((await screen.findByTestId('m-entry-error')).textContent).toBe('本期读数1100低于上期读数1200.00，请勾选回零或更正');
    expect(screen.getByRole('dialog').textContent).toContain('1-101 1-101室');
    expect(saves(calls)).toHaveLength(1);
  });

  it('saves and moves on to the next unread meter (保存并下一户), skipping read ones', async () => {
    const calls = fakeSheet([meter(1, '1-101', '1200.00'), meter(2, '1-102', '80.50', { readingId: 9, current: '95.00', state: 'W' }), meter(3, '1-103', '30.00')]);
    const user = userEvent.setup();
    await openSheet(user);
    await user.click(screen.getByTestId('m-meter-1'));
    await user.type(await screen.findByRole('textbox', { name: '本期读数' }), '1212.5');
    expect(screen.getByTestId('m-entry-usage').textContent).toBe('12.50');
    await user.click(screen.getByRole('button', { name: '保存并下一户' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('1-103 1-103室'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '本期读数' }).value).toBe('');
    expect(saves(calls)[0]?.body).toMatchObject({ meterId: 1, period: thisPeriod(), current: '1212.5', rolledOver: false, readOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown });
    await waitFor(() => expect(screen.getByTestId('m-count-unread').textContent).toBe('未抄 1'));
    expect(screen.getByTestId('m-count-read').textContent).toBe('已抄 2');
    expect(within(screen.getByTestId('m-meter-1')).getByText('待审核')).toBeTruthy();
  });

  it('an audited reading opens without a save', async () => {
    fakeSheet([meter(1, '1-101', '10.00', { readingId: 3, current: '12.00', state: 'C' })]);
    const user = userEvent.setup();
    await openSheet(user);
    await user.click(screen.getByTestId('m-meter-1'));
    expect(await screen.findByText('已审核，不能修改')).toBeTruthy();
    expect(screen.queryByTestId('m-entry-save')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '本期读数' }).disabled).toBe(true);
  });
});
