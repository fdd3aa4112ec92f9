import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import OutsourcingScreen from './outsourcing-screen';

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

// The first answer goes through the lazy screen, the estates and the list: allow a busy machine its time.
const find = (id: string) => screen.findByTestId(id, {}, { timeout: 15_000 });

const row = (status: string, statusName: string, vote: { voteStatus: string | null; votePassed: boolean | null } = { voteStatus: null, votePassed: null }) => ({
  id: 5,
  estateId: 1,
  estateName: '安居花园',
  contractNo: 'WB-2026-001',
  contractor: '上海洁净物业保洁服务有限公司',
  serviceKind: 'cleaning',
  serviceKindName: '保洁',
  startsOn: '2026-07-01',
  endsOn: '2027-06-30',
  amount: '57600.00',
  paid: status === 'signed' ? '4800.00' : '0.00',
  unpaid: status === 'signed' ? '52800.00' : '57600.00',
  paymentTerms: '按月支付',
  status,
  statusName,
  voteId: vote.voteStatus ? 8 : null,
  voteTitle: vote.voteStatus ? '关于选聘上海洁净物业保洁服务有限公司提供保洁服务的表决' : null,
  ...vote,
  rejectedVoteIds: [],
  signedOn: status === 'signed' ? '2026-06-25' : null,
  endedOn: null,
  endReason: '',
});
const payment = { id: 90, seq: 7, kind: 'spending', kindName: '支出', category: 'outsourcing', categoryName: '外包服务费', amount: '-4800.00', balanceAfter: '22100.00', entryDate: '2026-07-31', summary: '公共区域保洁服务费（7月）', sourceDoc: '发票No.52003311', houseId: null, houseCode: null, createdAt: '2026-07-31T02:00:00.000Z', instalment: 1 };
const routes = (r: ReturnType<typeof row>) => ({
  'GET /api/common/estates': () => [{ id: 1, name: '安居花园' }],
  'GET /api/owners/outsourcing': () => ({ total: 1, page: 1, size: 15, rows: [r] }),
  'GET /api/owners/outsourcing/5': () => ({ ...r, payments: r.status === 'signed' ? [payment] : [], publicBalance: '22100.00' }),
});

describe('外包管理', { timeout: 30_000 }, () => {
  it('lists the contracts with paid and unpaid amounts and shows the payments of the one picked, and its print view', async () => {
    const calls = stubApi(routes(row('signed', '已签订', { voteStatus: 'closed', votePassed: true })));
    const user = userEvent.setup();
    renderWithProviders(<OutsourcingScreen menuId={1} title="外包管理" readOnly={false} />);
    const listRow = await find('contract-row-WB-2026-001');
    expect([...listRow.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['WB-2026-001', '上海洁净物业保洁服务有限公司', '保洁', '2026-07-01 ～ 2027-06-30', '57,600.00', '4,800.00', '52,800.00', '已签订']);
    const payments = await find('contract-payments');
    expect(within(payments).getByText('第1期')).toBeTruthy();
    expect(within(payments).getByText('4,800.00')).toBeTruthy();
    expect(screen.getByTestId('contract-public-balance').textContent).toBe('公共账户余额 22,100.00');
    expect(screen.getByTestId('pay-save')).toBeTruthy();
    await user.type(screen.getByTestId('filter-q'), '洁净');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/owners/outsourcing' && c.query.get('q') === '洁净')).toBe(true), { timeout: 10_000 });
    await user.click(screen.getByTestId('contract-print'));
    expect(within(await find('owners-print-view')).getByText('外包服务合同摘要')).toBeTruthy();
  });

  it('sends a payment as exact text and shows the refusal when the public account is short', async () => {
    const calls = stubApi({
      ...routes(row('signed', '已签订', { voteStatus: 'closed', votePassed: true })),
      'POST /api/owners/outsourcing/5/pay': () => refusal(409, '支出金额超过公共账户余额（余额22100.00元）', 'owners.balance_short'),
    });
    const user = userEvent.setup();
    renderWithProviders(<OutsourcingScreen menuId={1} title="外包管理" readOnly={false} />);
    await user.type(await find('pay-amount'), '30000.10');
    await user.type(screen.getByTestId('pay-source'), 'FP-9');
    await user.click(screen.getByTestId('pay-save'));
    expect((await find('pay-error')).textContent).toBe('支出金额超过公共账户余额（余额22100.00元）');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: '30000.10', summary: '保洁服务费', sourceDoc: 'FP-9' });
  });

  it('offers the signing only after the vote passed, and the redraft after it failed', async () => {
    stubApi(routes(row('voting', '表决中', { voteStatus: 'open', votePassed: null })));
    const { unmount } = renderWithProviders(<OutsourcingScreen menuId={1} title="外包管理" readOnly={false} />);
    expect(await find('contract-vote-hint')).toBeTruthy();
    expect(screen.queryByTestId('contract-sign')).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    stubApi(routes(row('voting', '表决中', { voteStatus: 'closed', votePassed: false })));
    renderWithProviders(<OutsourcingScreen menuId={1} title="外包管理" readOnly={false} />);
    expect(await find('contract-redraft')).toBeTruthy();
    expect(screen.queryByTestId('contract-sign')).toBeNull();
  });
});
