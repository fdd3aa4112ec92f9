import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import { ratePercent } from './charge-item-tax-drawer';
import { rowActionFor } from './row-actions';

// 收费规则's 税务设置 row action (issue 33): the item's tax setup and the company's 销方信息.

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const seller = { sellerName: '上海安居物业有限公司', sellerTaxId: '91310115MA1K4PM3XC', address: '上海市浦东新区', tel: '021-55550000', bankAccount: '招商银行 1234', clerk: '王芳', mergeMode: 'merged' };
const setup = (over: { seller?: typeof seller | null } = {}) => ({
  seller: over.seller === undefined ? seller : over.seller,
  items: [
    { itemId: 5, itemName: '物业服务费', passThrough: false, taxCode: '3040502020200000000', rate: '0.06', priceIncludesTax: true, policyFlag: null, goodsName: null },
    { itemId: 6, itemName: '停车费', passThrough: false, taxCode: null, rate: null, priceIncludesTax: true, policyFlag: null, goodsName: null },
  ],
});

describe('税务设置 of 收费规则', { timeout: 30_000 }, () => {
  it('shows the item’s setup and saves the code, rate and 含税 as typed', async () => {
    const calls = stubApi({ 'GET /api/invoices/tax-setup': () => setup(), 'PUT /api/invoices/tax-setup/items/6': (c) => ({ ...setup().items[1], ...(c.body as object) }) });
    const Action = rowActionFor('charge-item')!;
    const user = userEvent.setup();
    renderWithProviders(<Action row={{ id: 6, name: '停车费' }} readOnly={false} />);
    await user.click(screen.getByTestId('row-tax-setup'));
    expect(await screen.findByTestId('tax-item-not-set')).toBeTruthy();
    await user.type(screen.getByTestId('tax-code'), '3040502020200000000');
    await user.click(screen.getByTestId('tax-rate'));
    await user.click(await screen.findByRole('option', { name: '9%', hidden: true }));
    await user.click(screen.getByTestId('tax-includes'));
    await user.click(screen.getByTestId('tax-item-save'));
    expect(await screen.findByTestId('tax-item-saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ itemId: 6, taxCode: '3040502020200000000', rate: '0.09', priceIncludesTax: false, policyFlag: null, goodsName: null });
  });

  it('shows the server’s validation message', async () => {
    stubApi({ 'GET /api/invoices/tax-setup': () => setup(), 'PUT /api/invoices/tax-setup/items/5': () => refusal(400, '税收分类编码应为19位数字', 'validation') });
    const Action = rowActionFor('charge-item')!;
    const user = userEvent.setup();
    renderWithProviders(<Action row={{ id: 5, name: '物业服务费' }} readOnly={false} />);
    await user.click(screen.getByTestId('row-tax-setup'));
    const code = await screen.findByTestId<HTMLInputElement>('tax-code');
    expect(code.value).toBe('3040502020200000000');
    await user.clear(code);
    await user.type(code, '304');
    await user.click(screen.getByTestId('tax-item-save'));
    expect((await screen.findByTestId('tax-item-error')).textContent).toBe('税收分类编码应为19位数字');
  });

  it('销方信息: shows and saves the seller and 开票方式; a wrong tax id is refused in the server’s words', async () => {
    let refuse = true;
    const calls = stubApi({
      'GET /api/invoices/tax-setup': () => setup({ seller: null }),
      'PUT /api/invoices/tax-setup/seller': (c) => (refuse ? refusal(422, '销方税号不正确（统一社会信用代码校验位不符）', 'invoices.seller') : c.body),
    });
    const Action = rowActionFor('charge-item')!;
    const user = userEvent.setup();
    renderWithProviders(<Action row={{ id: 5, name: '物业服务费' }} readOnly={false} />);
    await user.click(screen.getByTestId('row-tax-setup'));
    await user.click(await screen.findByTestId('tax-tab-seller'));
    await user.type(screen.getByTestId('seller-sellerName'), '上海安居物业有限公司');
    await user.type(screen.getByTestId('seller-sellerTaxId'), '91310115MA1K4PM3XD');
    await user.click(screen.getByTestId('seller-per-item'));
    await user.click(screen.getByTestId('seller-save'));
    expect((await screen.findByTestId('seller-error')).textContent).toBe('销方税号不正确（统一社会信用代码校验位不符）');
    refuse = false;
    await user.click(screen.getByTestId('seller-save'));
    expect(await screen.findByTestId('seller-saved')).toBeTruthy();
    const sent = calls.filter((c) => c.method === 'PUT').at(-1)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ sellerName: '上海安居物业有限公司', sellerTaxId: '91310115MA1K4PM3XD', mergeMode: 'per_item' });
  });

  it('read-only: the setup shows, nothing can be saved', async () => {
    stubApi({ 'GET /api/invoices/tax-setup': () => setup() });
    const Action = rowActionFor('charge-item')!;
    const user = userEvent.setup();
    renderWithProviders(<Action row={{ id: 5, name: '物业服务费' }} readOnly />);
    await user.click(screen.getByTestId('row-tax-setup'));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('tax-code').disabled).toBe(true));
    expect(screen.queryByTestId('tax-item-save')).toBeNull();
  });

  it('writes rates as percentages exactly', () => {
    expect(['0.13', '0.09', '0.06', '0.015', '0.01', '0', '0.0600'].map(ratePercent)).toEqual(['13%', '9%', '6%', '1.5%', '1%', '0%', '6%']);
  });
});
