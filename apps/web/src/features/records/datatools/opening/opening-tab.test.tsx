import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpeningCheck, OpeningImport } from '@pm/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chinaToday } from '../../../../shared/china-date';
import { prepareDom, renderWithProviders } from '../../../../test/render';
import { stubApi, type Call } from '../../../../test/stub-api';
import OpeningTab from './opening-tab';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const check: OpeningCheck = {
  jobId: 7,
  openingId: null,
  status: 'running',
  phase: 'read',
  total: 0,
  processed: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  imported: 0,
  sheets: [],
  message: null,
  errors: [],
  createdAt: '2026-11-21T08:00:00.000Z',
  finishedAt: null,
};

const checked: OpeningImport = {
  id: 5,
  fileName: '期初.xlsx',
  source: 'template',
  state: 'checked',
  arrearsRows: 2,
  accountRows: 1,
  depositRows: 1,
  arrears: '1234.50',
  prepay: '100.00',
  change: '0.30',
  deposits: '2000.00',
  totals: [
    {
      estateId: 1,
      estateName: '阳光花园',
      kind: 'arrears',
      itemId: 3,
      itemName: '物业服务费',
      rows: 2,
      houses: 1,
      amount: '1234.50',
    },
    {
      estateId: 1,
      estateName: '阳光花园',
      kind: 'prepay',
      itemId: null,
      itemName: null,
      rows: 1,
      houses: 1,
      amount: '100.00',
    },
  ],
  asOf: null,
  counterSubjectCode: null,
  voucher: null,
  undoVoucher: null,
  tie: null,
  paidLines: 0,
  movedAccounts: 0,
  job: null,
  error: null,
  createdByName: '王经理',
  createdAt: '2026-11-21T08:00:01.000Z',
  committedAt: null,
  undoneAt: null,
  undoReason: null,
};

const done: OpeningImport = {
  ...checked,
  state: 'done',
  asOf: '2026-11-21',
  counterSubjectCode: '310401',
  committedAt: '2026-11-21T08:01:00.000Z',
  voucher: { id: 40, displayNumber: '记-0012', period: '2026-11', status: 2 },
  job: { id: 3, state: 'done', done: 4, total: 4 },
  tie: {
    rows: [
      {
        slot: 'receivable:1',
        label: '应收物业费',
        subjectCode: '112201',
        subjectName: '应收账款-物业服务费',
        side: 'D',
        ledger: '1234.50',
        voucher: '1234.50',
        difference: '0.00',
      },
      {
        slot: 'counter',
        label: '对方科目',
        subjectCode: '310401',
        subjectName: '利润分配-未分配利润',
        side: 'C',
        ledger: '3334.80',
        voucher: '3334.80',
        difference: '0.00',
      },
    ],
    difference: '0.00',
  },
};

const subjects = {
  companyId: 1,
  codeScheme: '4-2-2',
  subjects: [
    {
      id: 1,
      companyId: 1,
      code: '3104',
      name: '利润分配',
      fullName: '利润分配',
      category: 3,
      categoryName: '所有者权益',
      direction: 'C',
      parentId: null,
      level: 1,
      aux: [],
      active: true,
      leaf: false,
    },
    {
      id: 2,
      companyId: 1,
      code: '310401',
      name: '未分配利润',
      fullName: '利润分配-未分配利润',
      category: 3,
      categoryName: '所有者权益',
      direction: 'C',
      parentId: 1,
      level: 2,
      aux: [],
      active: true,
      leaf: true,
    },
  ],
};

/** The upload: each send answers 202 with the next job's first snapshot; what was sent (the form's fields in order). */
function stubUpload(firsts: OpeningCheck[]) {
  const sent: { url: string; fields: [string, string][] }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      sent.push({
        url: this.url,
        fields: [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]),
      });
      const first = firsts[Math.min(sent.length - 1, firsts.length - 1)];
      setTimeout(() => {
        this.status = 202;
        this.responseText = JSON.stringify({ code: 200, msg: 'success', data: first });
        this.onload?.();
      }, 5);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

async function chooseAndCheck(user: ReturnType<typeof userEvent.setup>, name: string) {
  const input = document.querySelector('[data-testid="opening-check"] input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await user.upload(
    input,
    new File(['x'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  await user.click(screen.getByTestId('opening-check-start'));
}

describe('期初导入', { timeout: 30_000 }, () => {
  it('shows a refused file row by row, previews the fixed one, and commits it with today and 未分配利润 to 已导入 with a tie of 0.00', async () => {
    const sent = stubUpload([check, { ...check, jobId: 8 }]);
    let current: OpeningImport = checked;
    const calls: Call[] = stubApi({
      'GET /api/opening': () => ({ rows: [] }),
      'GET /api/opening/check/7': () => ({
        ...check,
        status: 'failed',
        phase: 'validate',
        total: 3,
        processed: 3,
        message: '导入失败！',
        errors: [{ path: '期初欠费!3', message: '工作表“期初欠费”第3行“房屋编号”：房屋“X-404”不存在' }],
      }),
      'GET /api/opening/check/8': () => ({
        ...check,
        jobId: 8,
        status: 'done',
        phase: 'done',
        total: 3,
        processed: 3,
        openingId: 5,
      }),
      'GET /api/opening/5': () => current,
      'GET /api/opening/subjects': () => subjects,
      'POST /api/opening/5/commit': () => {
        current = {
          ...done,
          state: 'committing',
          tie: null,
          voucher: null,
          job: { id: 3, state: 'running', done: 1, total: 4 },
        };
        setTimeout(() => (current = done), 300);
        return current;
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OpeningTab readOnly={false} />);
    expect(await screen.findByText('暂无期初导入')).toBeTruthy();
    // Strings of the records namespace reach the opening tab too (its own namespace first, then records').
    expect(screen.getByText('选择 Excel 文件')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'HC 小区管理系统' }));
    expect(screen.getByTestId('opening-hc').textContent).toContain('acct_type 为 2003 现金账户');
    await chooseAndCheck(user, '期初-有错.xlsx');
    const error = await screen.findByTestId('opening-check-error', {}, { timeout: 3000 });
    expect(error.textContent).toContain('导入失败！');
    expect(within(error).getByTestId('opening-check-error-row').textContent).toContain('期初欠费!3');
    expect(within(error).getByTestId('opening-check-error-row').textContent).toContain('房屋“X-404”不存在');
    expect(sent[0]).toEqual({
      url: '/api/opening/check',
      fields: [
        ['source', 'hc'],
        ['file', '期初-有错.xlsx'],
      ],
    });

    await chooseAndCheck(user, '期初.xlsx');
    const preview = await screen.findByTestId('opening-preview', {}, { timeout: 3000 });
    expect(screen.queryByTestId('opening-check-error')).toBeNull();
    expect(within(preview).getByTestId('opening-counts').textContent).toBe('欠费 2 行，预存 1 行，押金 1 行');
    expect(within(preview).getByTestId('opening-arrears').textContent).toBe('1,234.50');
    expect(within(preview).getByTestId('opening-change').textContent).toBe('0.30');
    expect(
      within(preview)
        .getAllByTestId('opening-total-row')
        .map((r) => r.textContent),
    ).toEqual(['阳光花园欠费物业服务费211,234.50', '阳光花园预交款11100.00']);
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('opening-counter').value).toBe('310401 利润分配-未分配利润'),
    );
    expect(screen.getByTestId<HTMLInputElement>('opening-as-of').value).toBe(chinaToday());

    await user.click(screen.getByTestId('opening-commit-start'));
    const commit = calls.find((c) => c.method === 'POST' && c.path === '/api/opening/5/commit');
    expect(commit?.body).toEqual({ asOf: chinaToday(), counterSubjectCode: '310401' });
    expect((await screen.findByTestId('opening-progress')).textContent).toContain('正在导入：1 / 4');
    const result = await screen.findByTestId('opening-done', {}, { timeout: 5000 });
    expect(result.textContent).toContain('已导入');
    expect(within(result).getByTestId('opening-voucher').textContent).toBe('记-0012（2026-11 期，待审核）');
    const tie = within(result).getByTestId('opening-tie-difference');
    expect(tie.textContent).toBe('0.00');
    expect(tie.dataset.tied).toBe('true');
    expect(within(result).getByTestId<HTMLButtonElement>('opening-undo').disabled).toBe(false);
  });

  it('refuses 撤销导入 once a fee was paid or an account moved, and shows a failed commit', async () => {
    const row = { ...done, paidLines: 2, movedAccounts: 1 };
    const failed = { ...checked, id: 6, fileName: '二期.xlsx', error: '会计期间 2026-10 已结账' };
    stubApi({
      'GET /api/opening': () => ({ rows: [failed, row] }),
      'GET /api/opening/5': () => row,
      'GET /api/opening/6': () => failed,
      'GET /api/opening/subjects': () => subjects,
    });
    const user = userEvent.setup();
    renderWithProviders(<OpeningTab readOnly={false} />);
    expect((await screen.findByTestId('opening-error')).textContent).toContain('会计期间 2026-10 已结账');
    const rows = screen.getAllByTestId('opening-row');
    expect(rows.map((r) => within(r).getByTestId('opening-state').textContent)).toEqual(['待导入', '已导入']);
    expect(rows[1]?.textContent).toContain('100.30');
    await user.click(rows[1]!);
    const undo = await screen.findByTestId('opening-undo');
    expect((undo as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('opening-undo-blocked').textContent).toBe('已有 2 笔费用收款 / 1 个账户变动，不能撤销');
  });

  it('read-only: checks, commits and discards nothing', async () => {
    stubApi({
      'GET /api/opening': () => ({ rows: [checked] }),
      'GET /api/opening/5': () => checked,
      'GET /api/opening/subjects': () => subjects,
    });
    renderWithProviders(<OpeningTab readOnly />);
    await screen.findByTestId('opening-preview');
    expect(screen.getByTestId<HTMLButtonElement>('opening-check-start').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('opening-commit-start').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('opening-discard').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('opening-template').disabled).toBe(false);
  });
});
