import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { estates, refuse, stubApi } from '../test-api';
import { bodyFrom, emptyDraft, fieldsFor } from './standard-form-logic';
import { StandardForm } from './standard-form';

beforeAll(async () => {
  await prepareDom();
  // jsdom has no scrolling; Mantine's combobox scrolls the selected option into view.
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const items = [{ id: 3, label: '物业服务费' }];

async function pickMethod(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByTestId('price-method'));
  await user.click(await screen.findByRole('option', { name: label, hidden: true }));
}

describe('standard form', { timeout: 30_000 }, () => {
  it('shows the inputs of the price method: unit price, fixed amount, or tiers', async () => {
    stubApi({ 'GET /api/common/estates': () => estates, 'GET /api/records/charge-item/options': () => items });
    const user = userEvent.setup();
    renderWithProviders(<StandardForm mode={{ kind: 'create', estateId: 1 }} onClose={() => undefined} onMode={() => undefined} readOnly={false} />);
    expect(await screen.findByTestId('unit-price')).toBeTruthy();
    expect(screen.queryByTestId('fixed-amount')).toBeNull();
    expect(screen.getByTestId('area-type')).toBeTruthy();

    await pickMethod(user, '固定金额');
    await waitFor(() => expect(screen.getByTestId('fixed-amount')).toBeTruthy());
    expect(screen.queryByTestId('unit-price')).toBeNull();
    expect(screen.queryByTestId('basis')).toBeNull();

    await pickMethod(user, '阶梯单价');
    await waitFor(() => expect(screen.getByTestId('tier-editor')).toBeTruthy());
    expect(screen.queryByTestId('fixed-amount')).toBeNull();
    await user.click(screen.getByRole('button', { name: '添加阶梯' }));
    expect(screen.getAllByRole('textbox', { name: /^起始量/ })).toHaveLength(2);

    await pickMethod(user, '按日单价');
    await waitFor(() => expect(screen.getByText('日单价')).toBeTruthy());
  });

  it('checks the tiers before sending and sends the method body; shows the server refusal', async () => {
    const calls = stubApi({
      'GET /api/common/estates': () => estates,
      'GET /api/records/charge-item/options': () => items,
      'POST /api/charging/standards': () => refuse(409, '标准编号 WY-01 已存在'),
    });
    const user = userEvent.setup();
    renderWithProviders(<StandardForm mode={{ kind: 'create', estateId: 1 }} onClose={() => undefined} onMode={() => undefined} readOnly={false} />);
    await user.click(await screen.findByTestId('item-select'));
    await user.click(await screen.findByRole('option', { name: '物业服务费', hidden: true }));
    await user.type(screen.getByTestId('standard-code'), 'WY-01');
    await user.type(screen.getByTestId('standard-name'), '水费阶梯');
    await user.type(screen.getByTestId('valid-from'), '2026-12-01');
    await pickMethod(user, '阶梯单价');
    const editor = await screen.findByTestId('tier-editor');
    await user.type(within(editor).getByRole('textbox', { name: '截止量 1' }), '10');
    await user.type(within(editor).getByRole('textbox', { name: '阶梯单价 1' }), '3.5');
    await user.click(within(editor).getByRole('button', { name: '添加阶梯' }));
    await user.click(screen.getByTestId('standard-save'));
    // the second band has no price yet: nothing is sent
    expect(await screen.findByText('阶梯单价不能为空')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/charging/standards')).toBe(false);

    await user.type(within(editor).getByRole('textbox', { name: '阶梯单价 2' }), '4.2');
    await user.click(screen.getByTestId('standard-save'));
    await waitFor(() => expect(screen.getByTestId('standard-error').textContent).toContain('标准编号 WY-01 已存在'));
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/charging/standards');
    expect(sent?.body).toMatchObject({
      estateId: 1,
      itemId: 3,
      code: 'WY-01',
      priceMethod: '3',
      unitPrice: null,
      fixedAmount: null,
      tiers: [
        { fromQty: '0', toQty: '10', unitPrice: '3.5' },
        { fromQty: '10', toQty: null, unitPrice: '4.2' },
      ],
      validFrom: '2026-12-01',
    });
  });

  it('the body carries only the chosen method price', () => {
    const fixed = bodyFrom({ ...emptyDraft(1), itemId: 3, priceMethod: '2', unitPrice: '2.35', fixedAmount: '50', validFrom: '2026-12-01' });
    expect(fixed).toMatchObject({ fixedAmount: '50', unitPrice: null, tiers: [], areaType: null });
    expect(fieldsFor({ priceMethod: '1', basis: 'usage' })).toEqual({ unitPrice: true, fixedAmount: false, tiers: false, basis: true, areaType: false });
  });
});
