import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../test/render';
import { chinaToday } from '../../shared/china-date';
import { workingPeriod } from './components/voucher-form-state';
import { screens } from './screens';
import { book, row, stubApi, subjects, voucher } from './test-api';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const TITLES: Record<string, string> = {
  'accounting/voucher/entry': '凭证录入',
  'accounting/voucher/audit': '凭证审核',
  'accounting/voucher/post': '凭证登账',
  'accounting/setup/subjects': '会计科目',
};

async function open(component: string, readOnly = false) {
  const load = screens[component];
  if (!load) throw new Error(component);
  const { default: Screen } = await load();
  renderWithProviders(<Screen menuId={1} title={TITLES[component] ?? ''} readOnly={readOnly} />);
}

/** Opens a MonthField and picks a month of the year it shows (the grid reads 2026年, 1月…12月). */
async function pickMonth(user: ReturnType<typeof userEvent.setup>, testId: string, year: string, month: string) {
  const field = screen.getByTestId(testId);
  expect(field.tagName).toBe('BUTTON');
  await user.click(field);
  expect(await screen.findByText(`${year}年`)).toBeTruthy();
  const months = [...document.querySelectorAll<HTMLButtonElement>('.mantine-MonthPickerInput-monthsListControl')];
  expect(months.map((m) => m.textContent)).toEqual(['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月']);
  await user.click(months.find((m) => m.textContent === month)!);
}

const page = (rows: ReturnType<typeof row>[]) => ({ total: rows.length, page: 1, size: 50, rows, sumDebit: '0.00', sumCredit: '0.00' });

describe('accounting screens', { timeout: 120_000 }, () => {
  it('registers the voucher and subject screens of 会计核算中心', () => {
    for (const component of Object.keys(TITLES)) expect(screens[component]).toBeTypeOf('function');
  });

  for (const component of ['accounting/voucher/entry', 'accounting/voucher/audit', 'accounting/voucher/post']) {
    it(`${TITLES[component]} says the company has no book yet`, async () => {
      stubApi({ 'POST /api/accounting/book': () => null, 'POST /api/accounting/tree': () => ({ companyId: 1, codeScheme: '4-2-2', subjects: [] }) });
      await open(component);
      expect(await screen.findByRole('heading', { name: TITLES[component] })).toBeTruthy();
      expect((await screen.findByTestId('no-book')).textContent).toContain('尚未建账');
    });
  }

  it('会计科目 offers 建账 with both charts when the company has no book, and sends the choice', async () => {
    const calls = stubApi({
      'POST /api/accounting/book': () => null,
      'GET /api/accounting/chart-templates': () => [
        { key: 'small', name: '小企业会计准则', subjectCount: 80, codeScheme: '4-2-2' },
        { key: 'enterprise', name: '企业会计准则', subjectCount: 95, codeScheme: '4-2-2' },
      ],
      'POST /api/accounting/book/setup': () => ({ ...book, chart: 'enterprise', chartName: '企业会计准则', subjectCount: 95 }),
    });
    const user = userEvent.setup();
    await open('accounting/setup/subjects');
    await user.click(await screen.findByRole('radio', { name: '企业会计准则（95 个科目）' }, { timeout: 10_000 }));
    // 启用期间 is the Mantine month picker (this month in China), not the browser's month box
    const year = chinaToday().slice(0, 4);
    expect(screen.getByTestId('book-start').textContent).toBe(chinaToday().slice(0, 7));
    await pickMonth(user, 'book-start', year, '1月');
    await user.click(screen.getByTestId('book-save'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/accounting/book/setup')?.body).toEqual({ chart: 'enterprise', codeScheme: '4-2-2', startPeriod: `${year}-01`, wordMode: 'single', renumberOnClose: true }));
  });

  it('会计科目 shows the tree and proposes the next child code by the scheme', async () => {
    const calls = stubApi({
      'POST /api/accounting/book': () => book,
      'POST /api/accounting/tree': () => ({ companyId: 1, codeScheme: '4-2-2', subjects }),
      'POST /api/accounting/subjects': (c) => ({ ...subjects[2], id: 9, code: (c.body as { code: string }).code, name: '停车费', fullName: '应收账款-停车费' }),
    });
    const user = userEvent.setup();
    await open('accounting/setup/subjects');
    expect(await screen.findByTestId('subject-row-112201')).toBeTruthy();
    expect(within(screen.getByTestId('subject-row-500102')).getByText('停用')).toBeTruthy();
    await user.click(screen.getByTestId('add-child-1122'));
    expect(screen.getByTestId<HTMLInputElement>('subject-code').value).toBe('112202');
    await user.clear(screen.getByTestId('subject-code'));
    await user.type(screen.getByTestId('subject-code'), '11220');
    expect(await screen.findByText('科目编码11220的长度不符合编码结构4-2-2（应为4、6、8位）')).toBeTruthy();
    await user.type(screen.getByTestId('subject-code'), '2');
    await user.type(screen.getByTestId('subject-name'), '停车费');
    await user.click(screen.getByTestId('subject-save'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/accounting/subjects')?.body).toEqual({ code: '112202', name: '停车费', direction: 'D', aux: [] }));
  });

  it('凭证审核 audits the selected vouchers in batch and lists the refused ones with the reason', async () => {
    const a = voucher({ id: 71, label: '记-0007' });
    const b = voucher({ id: 72, label: '记-0008', number: 8 });
    const calls = stubApi({
      'POST /api/accounting/book': () => book,
      'POST /api/accounting/tree': () => ({ companyId: 1, codeScheme: '4-2-2', subjects }),
      'POST /api/accounting/vouchers/list': () => page([row(a), row(b)]),
      'POST /api/accounting/vouchers/audit-batch': () => ({ done: [{ id: 72, label: '记-0008' }], failed: [{ id: 71, label: '记-0007', code: 'accounting.maker_cannot_audit', message: '制单人与审核人不能为同一人' }] }),
    });
    const user = userEvent.setup();
    await open('accounting/voucher/audit');
    await user.click(await screen.findByTestId('select-all'));
    await user.click(screen.getByTestId('batch-audit'));
    await user.click(await screen.findByTestId('batch-start'));
    expect((await screen.findByTestId('batch-result')).textContent).toBe('审核完成：成功 1 张，失败 1 张');
    expect(screen.getByTestId('batch-count').textContent).toBe('已处理 2 / 2 张');
    expect(within(screen.getByTestId('batch-failed')).getByText('制单人与审核人不能为同一人')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/accounting/vouchers/audit-batch')?.body).toEqual({ ids: [71, 72] });
    expect(calls.find((c) => c.path === '/api/accounting/vouchers/list')?.body).toMatchObject({ status: [2] });
  });

  it('凭证审核 picks 会计期间 on the Chinese month picker and asks for that month', async () => {
    const calls = stubApi({
      'POST /api/accounting/book': () => book,
      'POST /api/accounting/tree': () => ({ companyId: 1, codeScheme: '4-2-2', subjects }),
      'POST /api/accounting/vouchers/list': () => page([]),
    });
    const user = userEvent.setup();
    await open('accounting/voucher/audit');
    await screen.findByTestId('queue-2');
    // 待审核 opens on every period (the picker empty); a month picked filters the list
    expect(screen.getByTestId('filter-period').textContent).toBe('');
    await pickMonth(user, 'filter-period', chinaToday().slice(0, 4), '3月');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/accounting/vouchers/list').at(-1)?.body).toMatchObject({ period: `${chinaToday().slice(0, 4)}-03`, status: [2] }));
  });

  it('凭证录入’s 凭证列表 opens on the working period, shown YYYY-MM on the month picker', async () => {
    const calls = stubApi({
      'POST /api/accounting/book': () => book,
      'POST /api/accounting/tree': () => ({ companyId: 1, codeScheme: '4-2-2', subjects }),
      'POST /api/accounting/vouchers/list': () => page([]),
    });
    const user = userEvent.setup();
    await open('accounting/voucher/entry');
    await user.click(await screen.findByRole('tab', { name: '凭证列表' }));
    const period = await screen.findByTestId('filter-period');
    expect(period.tagName).toBe('BUTTON');
    expect(period.textContent).toBe(workingPeriod(book));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/accounting/vouchers/list')?.body).toMatchObject({ period: workingPeriod(book) }));
  });

  it('凭证登账 read-only lists 待登账 without 登账', async () => {
    stubApi({
      'POST /api/accounting/book': () => book,
      'POST /api/accounting/tree': () => ({ companyId: 1, codeScheme: '4-2-2', subjects }),
      'POST /api/accounting/vouchers/list': () => page([row(voucher({ status: 3 }))]),
    });
    await open('accounting/voucher/post', true);
    expect(await screen.findByTestId('voucher-71')).toBeTruthy();
    expect(screen.queryByTestId('batch-post')).toBeNull();
    expect(within(screen.getByTestId('voucher-71')).getByText('待登账')).toBeTruthy();
  });

  for (const component of ['accounting/voucher/audit', 'accounting/voucher/post']) {
    it(`${TITLES[component]} asks for its vouchers after the book alone, not the subject tree it never reads`, async () => {
      const calls = stubApi({
        'POST /api/accounting/book': () => book,
        'POST /api/accounting/tree': () => ({ companyId: 1, codeScheme: '4-2-2', subjects }),
        'POST /api/accounting/vouchers/list': () => page([row(voucher({ status: 3 }))]),
      });
      await open(component);
      expect(await screen.findByTestId('voucher-71')).toBeTruthy();
      expect(calls.map((c) => c.path)).toEqual(['/api/accounting/book', '/api/accounting/vouchers/list']);
    });
  }
});
