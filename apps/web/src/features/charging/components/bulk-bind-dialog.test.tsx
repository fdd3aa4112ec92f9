import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { estates, stubApi } from '../test-api';
import type { Standard } from '../types';
import { BulkBindDialog } from './bulk-bind-dialog';

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const standard = (patch: Partial<Standard>): Standard => ({
  id: 1, estateId: 1, estateName: '安居花园', itemId: 3, itemName: '物业服务费', code: 'WY-01', name: '住宅物业费', version: 1, priceMethod: '1', basis: 'area', areaType: '1',
  unitPrice: '2.3500', fixedAmount: null, vacantRate: null, rounding: 'half_up_2', proration: 'actual_days', validFrom: '2026-01-01', validTo: null, remark: null, used: false, bindings: 0, ...patch,
});

describe('批量绑定', { timeout: 20_000 }, () => {
  it('binds the standard to the estate and lists the skipped houses with their reasons', async () => {
    const calls = stubApi({
      'GET /api/common/estates': () => estates,
      'POST /api/charging/standards/list': () => ({ total: 2, page: 1, size: 200, rows: [standard({}), standard({ id: 2, code: 'S-01', name: '水费', basis: 'usage', itemName: '水费' })] }),
      'POST /api/charging/bindings/bulk': () => ({ created: 118, skipped: 2, skippedReasons: [{ houseCode: '1-101', reason: '已绑定物业服务费' }, { houseCode: '1-102', reason: '没有计费开始日期' }] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BulkBindDialog opened onClose={() => undefined} estateId={1} />);
    await user.click(await screen.findByTestId('bind-standard'));
    await user.click(await screen.findByRole('option', { name: 'WY-01 住宅物业费（物业服务费）', hidden: true }));
    await user.click(screen.getByTestId('bind-submit'));
    const result = await screen.findByTestId('bind-result');
    expect(within(result).getByText('已绑定 118 户，跳过 2 户')).toBeTruthy();
    expect(within(result).getByText('1-102：没有计费开始日期')).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.path === '/api/charging/bindings/bulk')?.body).toEqual({ estateId: 1, standardCode: 'WY-01', targetType: 'house' }));
  });

  it('for meters offers only usage standards and binds meters', async () => {
    stubApi({
      'GET /api/common/estates': () => estates,
      'POST /api/charging/standards/list': () => ({ total: 2, page: 1, size: 200, rows: [standard({}), standard({ id: 2, code: 'S-01', name: '水费', basis: 'usage', itemName: '水费' })] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BulkBindDialog opened onClose={() => undefined} estateId={1} targetType="meter" />);
    await user.click(await screen.findByTestId('bind-standard'));
    expect(await screen.findByRole('option', { name: 'S-01 水费（水费）', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'WY-01 住宅物业费（物业服务费）', hidden: true })).toBeNull();
  });
});
