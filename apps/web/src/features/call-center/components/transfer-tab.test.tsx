import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { TransferTab } from './transfer-tab';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

// 12 contacts: pages of 5 (CALL_CENTER_PAGE_SIZES.transferPhoneBook), a page asked as /book/:page/:size
const contacts = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `联系人${i + 1}`, phone: `021-6000 00${String(i + 1).padStart(2, '0')}` }));
const bookPage = (path: string) => {
  const [page, size] = path.split('/').slice(-2).map(Number) as [number, number];
  return { total: contacts.length, rows: contacts.slice((page - 1) * size, page * size) };
};

describe('转接: the phone book to choose an outside number from', { timeout: 30_000 }, () => {
  it('shows the book 5 at a time with its pages; a contact chosen fills the number', async () => {
    const asked: string[] = [];
    stubApi({
      'POST /api/call-center/book/1/5': (call) => (asked.push(call.path), bookPage(call.path)),
      'POST /api/call-center/book/3/5': (call) => (asked.push(call.path), bookPage(call.path)),
    });
    const user = userEvent.setup();
    renderWithProviders(<TransferTab />);
    await user.click(screen.getByText('转外线'));
    expect(await screen.findByText('联系人1')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('联系人11')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(asked).toEqual(['/api/call-center/book/1/5', '/api/call-center/book/3/5']);
    await user.click(screen.getByText('联系人12'));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('cc-transfer-number').value).toBe('02160000012'));
  });

  it('shows no pages when the book fits on one', async () => {
    stubApi({ 'POST /api/call-center/book/1/5': () => ({ total: 2, rows: contacts.slice(0, 2) }) });
    const user = userEvent.setup();
    renderWithProviders(<TransferTab />);
    await user.click(screen.getByText('转外线'));
    expect(await screen.findByText('联系人2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '1' })).toBeNull();
  });
});
