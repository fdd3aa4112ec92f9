import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { sheet } from '../test-api';
import { ReceiptSheetView } from './receipt-sheet';

beforeAll(prepareDom);

describe('收据', { timeout: 20_000 }, () => {
  it('prints the total in figures and in capital numerals, the tenders and the cashier; the original has no watermark', async () => {
    renderWithProviders(<ReceiptSheetView sheet={sheet()} />);
    expect((await screen.findByTestId('receipt-words')).textContent).toBe('合计人民币（大写）：陆佰贰拾伍元陆角柒分');
    expect(screen.getByTestId('receipt-total').textContent).toBe('¥ 625.67');
    expect(screen.getByTestId('receipt-number').textContent).toBe('SJ2026000001');
    expect(screen.getByText('结算方式：现金 25.67、微信 600.00（WX0001）')).toBeTruthy();
    expect(screen.getByText('收款人：王会计')).toBeTruthy();
    expect(screen.queryByTestId('receipt-watermark')).toBeNull();
  });

  it('a reprint is marked 副本 with its copy number', async () => {
    renderWithProviders(<ReceiptSheetView sheet={sheet({ copyNo: 2, copy: true })} />);
    expect((await screen.findByTestId('receipt-watermark')).textContent).toBe('副本 2');
  });

  it('a voided receipt is marked 作废 with the reason', async () => {
    renderWithProviders(<ReceiptSheetView sheet={sheet({ copyNo: 3, copy: true, voided: true, voidReason: '重复收款' })} />);
    expect((await screen.findByTestId('receipt-watermark')).textContent).toBe('作废');
    expect(screen.getByText('作废原因：重复收款')).toBeTruthy();
  });
});
