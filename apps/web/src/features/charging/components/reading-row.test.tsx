import { Table } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { refuse, stubApi } from '../test-api';
import type { Reading } from '../types';
import { ReadingRowView } from './reading-row';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const reading = (patch: Partial<Reading> = {}): Reading => ({
  meterId: 31,
  meterCode: 'W-1-101',
  kind: '1',
  kindName: '水表',
  useAttr: '1',
  multiplier: 1,
  houseId: 5,
  houseCode: '1-101',
  houseName: '1-101室',
  period: '2026-11',
  previous: '1200.00',
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

function renderRow(row: Reading, readOnly = false) {
  return renderWithProviders(
    <Table>
      <Table.Tbody>
        <ReadingRowView row={row} selected={false} onSelect={() => undefined} readOnly={readOnly} />
      </Table.Tbody>
    </Table>,
  );
}

describe('抄表录入 row', { timeout: 20_000 }, () => {
  it('saves the reading and shows the server Chinese error on the row', async () => {
    const calls = stubApi({ 'POST /api/charging/readings': () => refuse(400, '本期读数1100低于上期读数1200，请勾选回零或更正', 'charging.reading_below_previous') });
    const user = userEvent.setup();
    renderRow(reading());
    await user.type(screen.getByRole('textbox', { name: '本期读数 W-1-101' }), '1100');
    await user.click(screen.getByRole('button', { name: '保存 W-1-101' }));
    const row = screen.getByTestId('reading-31');
    await waitFor(() => expect(within(row).getByTestId('reading-error').textContent).toBe('本期读数1100低于上期读数1200，请勾选回零或更正'));
    expect(calls[0]?.body).toMatchObject({ meterId: 31, period: '2026-11', current: '1100', rolledOver: false, readOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown });
  });

  it('sends the roll-over flag when ticked', async () => {
    const calls = stubApi({ 'POST /api/charging/readings': () => reading({ readingId: 9, current: '15.00', usage: '8815.00', state: 'W' }) });
    const user = userEvent.setup();
    renderRow(reading({ previous: '9200.00' }));
    await user.type(screen.getByRole('textbox', { name: '本期读数 W-1-101' }), '15');
    await user.click(screen.getByRole('checkbox', { name: '回零 W-1-101' }));
    await user.click(screen.getByRole('button', { name: '保存 W-1-101' }));
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ current: '15', rolledOver: true }));
    expect(screen.queryByTestId('reading-error')).toBeNull();
  });

  it('an audited reading is locked; unusual usage is flagged; the state is a badge', () => {
    stubApi({});
    renderRow(reading({ readingId: 9, current: '1500.00', usage: '300.00', state: 'C', unusual: true, readOn: '2026-11-20' }));
    expect(screen.getByRole('textbox', { name: '本期读数 W-1-101' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: '保存 W-1-101' })).toBeNull();
    expect(screen.getByTestId('reading-31').getAttribute('data-unusual')).toBe('true');
    expect(screen.getByText('已审核')).toBeTruthy();
  });

  it('shows who entered the reading (the entrant may not audit it)', () => {
    stubApi({});
    renderRow(reading({ readingId: 9, current: '1500.00', usage: '300.00', state: 'W', readByName: '李秀英' }));
    expect(within(screen.getByTestId('reading-31')).getByTestId('reading-by').textContent).toBe('李秀英');
    expect(screen.getByText('待审核')).toBeTruthy();
  });
});
