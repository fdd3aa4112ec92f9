import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../test/render';
import { PrintView } from './print-view';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

describe('PrintView', () => {
  it('lays the sheet straight under <body> with its heading, and prints or closes from the toolbar', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <PrintView
        testId="sheet"
        title="安居物业服务有限公司"
        subtitle="收费日报"
        meta={<span>日期：2026-05-06</span>}
        actions={<button type="button">导出</button>}
        onClose={onClose}
      >
        <table><tbody><tr><td>合计</td><td data-amount>1,817.34</td></tr></tbody></table>
      </PrintView>,
    );
    const sheet = screen.getByTestId('sheet');
    expect(sheet.parentElement).toBe(document.body);
    expect(screen.getByRole('dialog', { name: '安居物业服务有限公司' })).toBe(sheet);
    for (const text of ['收费日报', '日期：2026-05-06', '1,817.34']) expect(within(sheet).getByText(text)).toBeTruthy();
    expect(within(sheet).getAllByRole('button').map((b) => b.textContent)).toEqual(['导出', '打印', '关闭']);
    await user.click(within(sheet).getByTestId('print-now'));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(sheet).getByTestId('print-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves out the subtitle and meta lines it is not given', () => {
    renderWithProviders(<PrintView testId="labels" title="巡检点二维码" onClose={() => undefined}><p>标签</p></PrintView>);
    const sheet = screen.getByTestId('labels');
    const page = within(sheet).getByText('标签').parentElement!;
    expect([...page.children].map((c) => c.textContent)).toEqual(['巡检点二维码', '标签']);
  });

  it('prints wide ledgers and reports on a landscape sheet, everything else on a portrait one', () => {
    renderWithProviders(
      <>
        <PrintView testId="ledger" title="明细账" orientation="landscape" onClose={() => undefined}><p>宽表</p></PrintView>
        <PrintView testId="list" title="收费日报" onClose={() => undefined}><p>窄表</p></PrintView>
      </>,
    );
    const sheetOf = (text: string) => screen.getByText(text).parentElement!;
    expect(sheetOf('宽表').className).toMatch(/landscape/);
    expect(sheetOf('窄表').className).not.toMatch(/landscape/);
  });
});
