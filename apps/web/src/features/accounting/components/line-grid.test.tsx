import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi, subjects } from '../test-api';
import { LineGrid } from './line-grid';
import { freshLines, type LineDraft } from './line-grid-logic';

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ onLines }: { onLines?: (lines: LineDraft[]) => void }) {
  const [lines, setLines] = useState(freshLines);
  return <LineGrid lines={lines} onChange={(l) => { setLines(l); onLines?.(l); }} subjects={subjects} />;
}

describe('凭证分录 grid', { timeout: 90_000 }, () => {
  it('keeps running totals, shows the difference in red until balanced, then 借贷平衡 and the total in capitals', async () => {
    stubApi({ 'GET /api/common/estates': () => [{ id: 1, code: 'E01', name: '安居花园' }] });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByTestId('debit-0'), '617.34');
    await user.type(screen.getByTestId('credit-1'), '582.40');
    expect(screen.getByTestId('total-debit').textContent).toBe('617.34');
    expect(screen.getByTestId('total-credit').textContent).toBe('582.40');
    expect(screen.getByTestId('balance-state').textContent).toBe('借贷不平，差额 34.94');
    expect(screen.getByTestId('total-words').textContent).toBe('');
    await user.type(screen.getByTestId('credit-2'), '=');
    expect(screen.getByTestId<HTMLInputElement>('credit-2').value).toBe('34.94');
    expect(screen.getByTestId('balance-state').textContent).toBe('借贷平衡');
    expect(screen.getByTestId('total-words').textContent).toBe('陆佰壹拾柒元叁角肆分');
  });

  it('offers only active leaf subjects, found by code, and asks the house for a subject with house auxiliary', async () => {
    stubApi({ 'GET /api/common/estates': () => [{ id: 1, code: 'E01', name: '安居花园' }] });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const pick = within(screen.getByTestId('line-0')).getByRole('textbox', { name: '会计科目' });
    await user.click(pick);
    const listbox = document.getElementById(pick.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error('no listbox');
    const names = within(listbox).getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    expect(names).toEqual(['1002 银行存款', '112201 应收账款-物业服务费', '2221 应交税费', '500101 主营业务收入-物业服务收入']);
    await user.type(pick, '1122');
    expect(within(listbox).getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['112201 应收账款-物业服务费']);
    await user.click(within(listbox).getByRole('option', { name: '112201 应收账款-物业服务费', hidden: true }));
    const aux = await screen.findByTestId('aux-0');
    expect(within(aux).getByRole('textbox', { name: '楼盘' })).toBeTruthy();
    expect(within(aux).getByRole('textbox', { name: '房屋' })).toBeTruthy();
    expect(screen.queryByTestId('aux-1')).toBeNull();
  });

  it('adds a row carrying the summary down and removes one', async () => {
    stubApi({});
    const user = userEvent.setup();
    let last: LineDraft[] = [];
    renderWithProviders(<Harness onLines={(l) => { last = l; }} />);
    await user.type(screen.getByTestId('summary-3'), '计提折旧');
    await user.click(screen.getByTestId('add-line'));
    expect(last).toHaveLength(5);
    expect(screen.getByTestId<HTMLInputElement>('summary-4').value).toBe('计提折旧');
    await user.click(screen.getByTestId('remove-0'));
    expect(last).toHaveLength(4);
  });
});
