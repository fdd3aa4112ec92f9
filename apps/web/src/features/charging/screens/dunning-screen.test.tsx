import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { estates, refuse, stubApi } from '../test-api';
import DunningScreen from './dunning-screen';

beforeAll(async () => {
  await prepareDom();
  // jsdom has no scrolling; Mantine's combobox scrolls the selected option into view.
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const candidates = {
  total: 2,
  page: 1,
  size: 50,
  rows: [
    { houseId: 11, houseCode: 'H-0101', houseName: '1栋0101', ownerName: '张三', open: '230.25', openLines: 2, months: 2, oldestDueDate: '2026-01-15', daysOverdue: 300 },
    { houseId: 12, houseCode: 'H-0102', houseName: '1栋0102', ownerName: null, open: '50.00', openLines: 1, months: 1, oldestDueDate: '2026-10-15', daysOverdue: 40 },
  ],
};

async function chooseEstate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('estate-select'));
  await user.click(await screen.findByRole('option', { name: '安居花园', hidden: true }));
}

describe('催缴通知', { timeout: 30_000 }, () => {
  it('lists the houses in arrears of an estate with the filters, and writes notices for the chosen ones', async () => {
    const calls = stubApi({
      'GET /api/common/estates': () => estates,
      'POST /api/charging/dunning/candidates': () => candidates,
      'POST /api/charging/dunning/list': () => ({ total: 0, page: 1, size: 50, rows: [] }),
      'POST /api/common/emps': () => [{ id: 7, name: '李四', username: 'lisi', jobName: null, deptId: null, mobile: null }],
      'POST /api/charging/dunning/send': () => ({ sent: 1, notices: [{ id: 1, houseId: 11, docNumber: '催字〔2026〕第000001号', amount: '230.25' }] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DunningScreen menuId={170} title="催缴通知" readOnly={false} />);
    await chooseEstate(user);
    expect(await screen.findByText('H-0101 1栋0101')).toBeTruthy();
    expect(screen.getByText('230.25')).toBeTruthy();
    await user.type(screen.getByTestId('dunning-min-amount'), '100');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/charging/dunning/candidates' && (c.body as { minAmount?: string }).minAmount === '100')).toBe(true));

    expect(screen.getByTestId<HTMLButtonElement>('dunning-generate').disabled).toBe(true);
    await user.click(await screen.findByRole('checkbox', { name: '1栋0101' }));
    await user.click(screen.getByTestId('dunning-generate'));
    const dialog = await screen.findByTestId('dunning-dialog');
    expect(within(dialog).getByTestId<HTMLTextAreaElement>('dunning-template').value).toContain('{欠费金额大写}');
    await user.clear(within(dialog).getByTestId('dunning-subject'));
    await user.type(within(dialog).getByTestId('dunning-subject'), '十一月催缴');
    await user.click(within(dialog).getByTestId('dunning-submit'));
    expect(await screen.findByText('催字〔2026〕第000001号')).toBeTruthy();
    const send = calls.find((c) => c.path === '/api/charging/dunning/send');
    expect(send?.body).toMatchObject({ estateId: 1, houseIds: [11], subject: '十一月催缴' });
    expect((send?.body as { receiverIds?: number[] }).receiverIds).toBeUndefined();
  });

  it('keeps the server’s refusal in the dialog', async () => {
    stubApi({
      'GET /api/common/estates': () => estates,
      'POST /api/charging/dunning/candidates': () => candidates,
      'POST /api/charging/dunning/send': () => refuse(409, '以下房屋没有欠费：1栋0102', 'charging.dunning_no_arrears'),
    });
    const user = userEvent.setup();
    renderWithProviders(<DunningScreen menuId={170} title="催缴通知" readOnly={false} />);
    await chooseEstate(user);
    await user.click(await screen.findByRole('checkbox', { name: '全选本页' }));
    await user.click(screen.getByTestId('dunning-generate'));
    await user.click(await screen.findByTestId('dunning-submit'));
    expect(await screen.findByText('以下房屋没有欠费：1栋0102')).toBeTruthy();
  });
});
