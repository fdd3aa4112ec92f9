import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { estates, refuse, stubApi } from '../test-api';
import type { Line } from '../types';
import { AuditLines } from './audit-lines';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const line = (id: number, houseCode: string, net: string): Line => ({
  id,
  estateId: 1,
  houseId: id,
  houseCode,
  houseName: `${houseCode}室`,
  itemId: 3,
  itemName: '物业服务费',
  runId: 7,
  targetType: 'house',
  targetName: null,
  period: '2026-11',
  periodFrom: '2026-11-01',
  periodTo: '2026-11-30',
  quantity: '89.5000',
  unitPrice: '2.3500',
  fraction: null,
  gross: net,
  reduction: '0.00',
  net,
  open: null,
  dueDate: '2026-11-30',
  status: 'pending_audit',
  reversalOf: null,
  adjustsLineId: null,
  generation: 1,
  remark: null,
  auditedByName: null,
  releasedAt: null,
});

const page = { total: 2, page: 1, size: 50, rows: [line(11, '1-101', '210.33'), line(12, '1-102', '1.2345')], sumNet: '211.56', sumOpen: '0.00' };

describe('计费审核 lines', { timeout: 20_000 }, () => {
  it('shows the lines of the state with amounts right-aligned and the sums', async () => {
    const calls = stubApi({ 'GET /api/common/estates': () => estates, 'POST /api/charging/lines/list': () => page });
    renderWithProviders(<AuditLines readOnly={false} title="计费审核" />);
    expect(await screen.findByText('1-101 1-101室')).toBeTruthy();
    expect(screen.getByTestId('sum-net').textContent).toBe('211.56');
    // 4 decimals when the value has more than 2
    expect(within(screen.getByTestId('line-12')).getAllByText('1.2345')).toHaveLength(2);
    expect(calls.find((c) => c.path === '/api/charging/lines/list')?.body).toMatchObject({ status: 'pending_audit', page: 1, size: 50 });
    for (const s of ['待计费', '待审核', '已审核', '待收费', '已收费']) expect(screen.getByRole('tab', { name: s })).toBeTruthy();
  });

  it('sends the selected ids with the action and shows the server refusal in Chinese', async () => {
    const refusal = '费用 1-101 物业服务费 2026-11 已审核，不能再审核';
    const calls = stubApi({
      'GET /api/common/estates': () => estates,
      'POST /api/charging/lines/list': () => page,
      'POST /api/charging/lines/transition': () => refuse(409, refusal, 'charging.line_state'),
    });
    const user = userEvent.setup();
    renderWithProviders(<AuditLines readOnly={false} title="计费审核" />);
    await user.click(await screen.findByRole('checkbox', { name: '选择 1-101 物业服务费' }));
    await user.click(screen.getByTestId('action-approve'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定审核这 1 条费用吗？')).toBeTruthy();
    await user.click(within(dialog).getByTestId('action-confirm-ok'));

    await waitFor(() => expect(screen.getByTestId('action-error').textContent).toContain(refusal));
    const sent = calls.find((c) => c.path === '/api/charging/lines/transition');
    expect(sent?.body).toEqual({ ids: [11], action: 'approve' });
  });

  it('按条件全部 sends the filters and the state instead of ids', async () => {
    const calls = stubApi({
      'GET /api/common/estates': () => estates,
      'POST /api/charging/lines/list': () => page,
      'POST /api/charging/lines/transition-all': () => ({ moved: 2, status: 'pending_calc' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AuditLines readOnly={false} title="计费审核" />);
    await screen.findByText('1-101 1-101室');
    await user.click(screen.getByTestId('action-reject-all'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('action-confirm-ok'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/charging/lines/transition-all')?.body).toEqual({ status: 'pending_audit', action: 'reject' }));
  });

  it('read-only: no actions, no 计费, no 冲销', async () => {
    stubApi({ 'GET /api/common/estates': () => estates, 'POST /api/charging/lines/list': () => page });
    renderWithProviders(<AuditLines readOnly title="计费审核" />);
    await screen.findByText('1-101 1-101室');
    expect(screen.queryByTestId('audit-actions')).toBeNull();
    expect(screen.queryByTestId('open-run')).toBeNull();
  });
});
