import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { refuse, stubApi } from '../test-api';
import type { Line } from '../types';
import { ReverseDialog } from './reverse-dialog';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const released = { id: 21, houseCode: '1-101', itemName: '物业服务费', period: '2026-10', net: '210.33', status: 'released' } as Line;

describe('冲销', { timeout: 20_000 }, () => {
  it('asks for the reason, then sends the corrected amount; the server refusal stays in the dialog', async () => {
    const calls = stubApi({ 'POST /api/charging/lines/reverse': () => refuse(409, '该费用已有收款，请先退款', 'charging.line_paid') });
    const user = userEvent.setup();
    renderWithProviders(<ReverseDialog line={released} onClose={() => undefined} />);
    await user.click(await screen.findByTestId('reverse-submit'));
    expect(await screen.findByText('请输入冲销原因')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByTestId('reverse-reason'), '面积登记错误');
    await user.type(screen.getByRole('textbox', { name: '更正后金额' }), '198.00');
    await user.click(screen.getByTestId('reverse-submit'));
    await waitFor(() => expect(screen.getByText('该费用已有收款，请先退款')).toBeTruthy());
    expect(calls[0]?.body).toEqual({ id: 21, reason: '面积登记错误', cancel: false, amount: '198.00' });
  });

  it('只冲销 sends cancel without an amount', async () => {
    const calls = stubApi({ 'POST /api/charging/lines/reverse': () => ({ reversal: released, replacement: null }) });
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<ReverseDialog line={released} onClose={onClose} />);
    await user.type(await screen.findByTestId('reverse-reason'), '重复计费');
    await user.click(screen.getByRole('checkbox', { name: '只冲销，不重新计费' }));
    await user.click(screen.getByTestId('reverse-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ id: 21, reason: '重复计费', cancel: true });
  });
});
