import type { Book } from '@pm/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { book, refuse, stubApi, subjects, voucher } from '../test-api';
import { VoucherEntryForm } from './voucher-entry-form';

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

async function pickSubject(user: ReturnType<typeof userEvent.setup>, row: number, code: string) {
  const input = within(screen.getByTestId(`line-${row}`)).getByRole('textbox', { name: '会计科目' });
  await user.click(input);
  await user.type(input, code);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('no listbox');
  const option = within(listbox).getAllByRole('option', { hidden: true }).find((o) => o.textContent?.startsWith(`${code} `));
  if (!option) throw new Error(code);
  await user.click(option);
}

const form = (editId: number | null = null) => <VoucherEntryForm book={book as Book} subjects={subjects} editId={editId} onEditId={() => undefined} readOnly={false} />;

describe('填制凭证', { timeout: 150_000 }, () => {
  it('saves the typed lines, submits, and shows the refusal of the server', async () => {
    const calls = stubApi({
      'POST /api/accounting/voucher-info': () => voucher({ status: 1, label: '记-0008', id: 72 }),
      'POST /api/accounting/vouchers/72/submit': () => refuse(409, '会计期间2026-11已结账，不能提交', 'accounting.period_closed'),
    });
    const user = userEvent.setup();
    renderWithProviders(form());
    await user.type(screen.getByTestId('summary-0'), '收到物业费');
    await pickSubject(user, 0, '1002');
    await user.type(screen.getByTestId('debit-0'), '100.00');
    await user.type(screen.getByTestId('summary-1'), '收到物业费');
    await pickSubject(user, 1, '2221');
    await user.type(screen.getByTestId('credit-1'), '=');
    expect(screen.getByTestId('balance-state').textContent).toBe('借贷平衡');
    await user.click(screen.getByTestId('voucher-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('会计期间2026-11已结账，不能提交');
    const saved = calls.find((c) => c.path === '/api/accounting/voucher-info')?.body as Record<string, unknown>;
    expect(saved).toMatchObject({ word: '记', attachments: 0, remark: null });
    expect(saved.id).toBeUndefined();
    expect(saved.lines).toEqual([
      { summary: '收到物业费', subjectId: 1, debit: '100.00', credit: '0', estateId: null, houseId: null, customerName: null },
      { summary: '收到物业费', subjectId: 4, debit: '0', credit: '100.00', estateId: null, houseId: null, customerName: null },
    ]);
    expect(calls.some((c) => c.path === '/api/accounting/vouchers/72/submit')).toBe(true);
  });

  it('sends nothing while a row lacks its summary, subject or amount, and names each row', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderWithProviders(form());
    await user.type(screen.getByTestId('summary-0'), '收到物业费');
    await pickSubject(user, 0, '1002');
    await user.type(screen.getByTestId('debit-0'), '10');
    await user.clear(screen.getByTestId('summary-1'));
    await user.type(screen.getByTestId('credit-1'), '10');
    await user.type(screen.getByTestId('summary-2'), '收到物业费');
    await pickSubject(user, 2, '2221');
    await user.click(screen.getByTestId('voucher-save'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('第2行：请输入摘要；第2行：请选择会计科目；第3行：借方或贷方必须填写金额');
    expect(screen.getByTestId('line-1').getAttribute('title')).toBe('请输入摘要');
    expect(calls.some((c) => c.path === '/api/accounting/voucher-info')).toBe(false);
  });

  it('warns 借贷不平 with both totals at save; the draft is 暂存 without a number and is not submitted', async () => {
    const held = voucher({ status: 1, id: 73, number: null, label: '记-暂存', statusName: '暂存', totalDebit: '500.00', totalCredit: '300.00', balanced: false });
    const calls = stubApi({ 'POST /api/accounting/voucher-info': () => held });
    const user = userEvent.setup();
    renderWithProviders(form());
    await user.type(screen.getByTestId('summary-0'), '收到物业费');
    await pickSubject(user, 0, '1002');
    await user.type(screen.getByTestId('debit-0'), '500.00');
    await user.type(screen.getByTestId('summary-1'), '收到物业费');
    await pickSubject(user, 1, '2221');
    await user.type(screen.getByTestId('credit-1'), '300.00');
    await user.click(screen.getByTestId('voucher-save'));
    expect((await screen.findByTestId('unbalanced-warning')).textContent).toBe('借贷不平：借方合计500.00，贷方合计300.00。凭证已暂存，借贷平衡后编号');
    expect(screen.getByTestId('voucher-label').textContent).toBe('暂存（借贷平衡后编号）');
    expect(screen.getByTestId('status-badge').textContent).toBe('暂存');
    await user.click(screen.getByTestId('voucher-submit'));
    expect(calls.filter((c) => c.path === '/api/accounting/voucher-info')).toHaveLength(2);
    expect(calls.some((c) => c.path.endsWith('/submit'))).toBe(false);
    // Balanced at the next save: numbered, the warning gone.
    stubApi({ 'POST /api/accounting/voucher-info': () => voucher({ status: 1, id: 73, number: 9, label: '记-0009', totalDebit: '500.00', totalCredit: '500.00' }) });
    await user.click(screen.getByTestId('voucher-save'));
    expect((await screen.findByText('记-0009', { selector: '[data-testid="voucher-label"]' })).textContent).toBe('记-0009');
    expect(screen.queryByTestId('unbalanced-warning')).toBeNull();
  });

  it('opens a returned draft with its reason; a 待审核 voucher is shown read-only', async () => {
    stubApi({ 'GET /api/accounting/vouchers/71': () => voucher({ status: 1, returnReason: '附件不全' }) });
    renderWithProviders(form(71));
    expect((await screen.findByTestId('return-reason')).textContent).toBe('退回原因：附件不全');
    expect(screen.getByTestId('voucher-label').textContent).toBe('记-0007');
    expect(screen.getByTestId<HTMLInputElement>('debit-0').value).toBe('617.34');
    expect(screen.getByTestId('total-words').textContent).toBe('陆佰壹拾柒元叁角肆分');
  });
});
