import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import { clearSession, setSession } from '../../../shared/session';
import { formulaProblem, ReportFormulas } from './report-formulas';

beforeAll(prepareDom);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const signIn = (role: 'emp' | 'sa') =>
  setSession('tok', { userId: 7, role, name: '何振华', accountName: 'acc02', company: 1, companyNick: '安居', logo: '', job: '', menuStyle: 1, hasCallCenter: false, callCenterLoggedIn: false, mustChangePassword: false });

const row = (rowNo: number, name: string, type: number, formula1: string | null, formula2: string | null = null) => ({
  id: 100 + rowNo, rowNo, name, type, category: 11, parentRowNo: null,
  formula1, formula2, formula3: null, formula4: null, formula5: null, formula6: null, shouldRowNo: null,
});
const definition = {
  id: 3, kind: 'balance_sheet', name: '资产负债表',
  rows: [row(1, '流动资产', 1, null), row(2, '货币资金', 2, 'SUBJ(1001~1012,QM)', 'SUBJ(1001~1012,NC)'), row(3, '资产总计', 5, 'ROW(2)', 'ROW(2)')],
};

describe('报表公式', { timeout: 30_000 }, () => {
  it('checks the syntax as typed with the domain parser', () => {
    expect(formulaProblem('')).toBeNull();
    expect(formulaProblem('SUBJ(1001,QM)+ROW(2)')).toBeNull();
    expect(formulaProblem('SUBJ(1001,QM)*2')).toMatch(/^第\d+个字符处/);
  });

  it('lets a supervisor change a row: the server refuses an unknown subject with its message, then saves', async () => {
    signIn('sa');
    let answer: unknown = refusal(400, '第2行：科目1999不存在', 'accounting.bad_formula');
    const calls = stubApi({
      'POST /api/accounting/reports/definition': () => definition,
      'PUT /api/accounting/reports/rows/102': () => answer,
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportFormulas kind="balance_sheet" readOnly={false} />);
    expect((await screen.findByTestId('formula-row-2')).textContent).toContain('SUBJ(1001~1012,QM)');
    expect(screen.getByTestId('formula-table').textContent).toContain('期末余额');
    await user.click(screen.getByTestId('formula-edit-2'));
    const form = await screen.findByTestId('formula-form');
    const f1 = within(form).getByTestId('formula-1');
    await user.clear(f1);
    await user.type(f1, 'SUBJ(1001,QM)*');
    expect(within(form).getByTestId('formula-save')).toHaveProperty('disabled', true);
    await user.clear(f1);
    await user.type(f1, 'SUBJ(1999,QM)');
    await user.click(within(form).getByTestId('formula-save'));
    expect((await within(form).findByTestId('formula-error')).textContent).toContain('第2行：科目1999不存在');
    answer = { ...definition.rows[1], formula1: 'SUBJ(1001,QM)+SUBJ(1002,QM)' };
    await user.clear(f1);
    await user.type(f1, 'SUBJ(1001,QM)+SUBJ(1002,QM)');
    await user.click(within(form).getByTestId('formula-save'));
    await waitFor(() => expect(screen.queryByTestId('formula-form')).toBeNull());
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toMatchObject({ id: 102, name: '货币资金', formula1: 'SUBJ(1001,QM)+SUBJ(1002,QM)', formula2: 'SUBJ(1001~1012,NC)' });
  });

  it('shows staff the formulas without an edit button', async () => {
    signIn('emp');
    stubApi({ 'POST /api/accounting/reports/definition': () => definition });
    renderWithProviders(<ReportFormulas kind="income" readOnly={false} />);
    expect((await screen.findByTestId('formula-row-3')).textContent).toContain('ROW(2)');
    expect(screen.getByTestId('formulas-read-only').textContent).toContain('报表公式只能由会计主管修改');
    expect(screen.queryByTestId('formula-edit-2')).toBeNull();
    expect(screen.getByTestId('formula-table').textContent).toContain('本年累计金额');
  });
});
