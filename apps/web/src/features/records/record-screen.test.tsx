import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { complaintRecord, estateRecord, patrolPlanRecord, type UserInformation } from '@pm/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clearSession, setSession } from '../../shared/session';
import { prepareDom, renderWithProviders } from '../../test/render';
import { stubApi, type Call } from '../../test/stub-api';
import { columnsKey } from './components/column-settings-logic';
import { RecordScreen } from './record-screen';

beforeAll(prepareDom);

const user = (userId: number): UserInformation => ({
  userId,
  role: 'emp',
  name: '张敏',
  accountName: `emp${userId}`,
  company: 1,
  companyNick: '上海安居',
  logo: '',
  job: '',
  menuStyle: 1,
  hasCallCenter: false,
  callCenterLoggedIn: false,
  mustChangePassword: false,
});

beforeEach(() => setSession('token', user(7)));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
});

const estates = [
  { id: 11, version: 1, code: 'YG01', name: '阳光花园', address: '浦东新区1号', developer: '安居地产', totalArea: 1200, chargeArea: '1', deliveredOn: '2020-05-01', phone: null, remark: '一期', labels: {} },
  { id: 12, version: 1, code: 'YG02', name: '翠湖天地', address: null, developer: null, totalArea: null, chargeArea: '1', deliveredOn: null, phone: null, remark: null, labels: {} },
];
const page = (rows: unknown[]) => () => ({ total: rows.length, page: 1, size: 10, rows });

function renderEstates(readOnly = false) {
  renderWithProviders(<RecordScreen def={estateRecord} menuId={1} title="楼盘管理" readOnly={readOnly} />);
}

describe('RecordScreen', { timeout: 30_000 }, () => {
  it('shows a negative available-hours figure in red, the others as they are', async () => {
    stubApi({
      'GET /api/records/patrol-plan': page([
        { id: 1, version: 1, planName: '一月巡查', route: 'A线', inspectorId: 3, planMonth: '2026-01', plannedHours: 180, contractedHours: 174, availableHours: -6, hoursConfirmed: true, frequency: '1', status: '1', labels: { inspectorId: '李强' } },
        { id: 2, version: 1, planName: '二月巡查', route: 'B线', inspectorId: 3, planMonth: '2026-02', plannedHours: 100, contractedHours: 174, availableHours: 74, hoursConfirmed: false, frequency: '1', status: '1', labels: { inspectorId: '李强' } },
      ]),
    });
    renderWithProviders(<RecordScreen def={patrolPlanRecord} menuId={73} title="巡查计划" readOnly={false} />);
    const negative = await screen.findByText('-6');
    expect(negative.getAttribute('data-warning')).toBe('negative');
    expect(screen.getByText('74').getAttribute('data-warning')).toBeNull();
  });

  it('opens a read-only drawer of every field on a row click, with 编辑 opening the form', async () => {
    stubApi({ 'GET /api/records/estate': page(estates) });
    const u = userEvent.setup();
    renderEstates();
    await u.click(await screen.findByText('阳光花园'));
    const drawer = await screen.findByTestId('record-detail');
    expect(await within(drawer).findByText('楼盘详情：阳光花园')).toBeTruthy();
    // Fields the list does not show are in the detail too.
    expect(within(drawer).getByTestId('detail-remark').textContent).toContain('一期');
    expect(within(drawer).getByTestId('detail-totalArea').textContent).toContain('1200');
    expect(within(drawer).queryByRole('textbox')).toBeNull();
    await u.click(within(drawer).getByTestId('detail-edit'));
    expect(await screen.findByText('编辑楼盘')).toBeTruthy();
  });

  it('offers no 编辑 in the drawer of a read-only screen', async () => {
    stubApi({ 'GET /api/records/estate': page(estates) });
    renderEstates(true);
    await userEvent.setup().click(await screen.findByText('翠湖天地'));
    const drawer = await screen.findByTestId('record-detail');
    expect(within(drawer).queryByTestId('detail-edit')).toBeNull();
  });

  it('deletes the ticked rows after one confirmation and lists the rows the server refused with its reason', async () => {
    const calls: Call[] = stubApi({
      'GET /api/records/estate': page(estates),
      'POST /api/records/estate/batch-delete': () => ({ results: [{ id: 11, ok: true, mode: 'deleted' }, { id: 12, ok: false, msg: '该记录已被其他数据引用，不能删除' }] }),
    });
    const u = userEvent.setup();
    renderEstates();
    await screen.findByText('阳光花园');
    await u.click(screen.getByTestId('select-page'));
    expect(screen.getByTestId('selected-count').textContent).toBe('已选 2 条');
    await u.click(screen.getByTestId('delete-selected'));
    expect(await screen.findByText('确定删除所选的 2 条记录吗？删除后不可恢复；被引用的记录将标记为删除。')).toBeTruthy();
    await u.click(screen.getByTestId('batch-delete-ok'));
    const refused = await screen.findByTestId('batch-delete-refused');
    expect(refused.textContent).toContain('翠湖天地：该记录已被其他数据引用，不能删除');
    expect(calls.find((c) => c.path === '/api/records/estate/batch-delete')?.body).toEqual({ ids: [11, 12] });
    await waitFor(() => expect(screen.getByTestId('selected-count').textContent).toBe('已选 1 条'));
  });

  it('exports only the ticked rows', async () => {
    const calls = stubApi({ 'GET /api/records/estate': page(estates), 'POST /api/records/estate/export': () => new Response(new Blob(['x'])) });
    // jsdom has no object URLs; the download's link gets a stand-in, put back below.
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    onTestFinished(() => {
      created.mockRestore();
      revoked.mockRestore();
    });
    const u = userEvent.setup();
    renderEstates();
    await screen.findByText('阳光花园');
    await u.click(screen.getAllByTestId('select-row')[1]!);
    await u.click(screen.getByTestId('export-selected'));
    await u.type(await screen.findByTestId('export-usage'), '核对');
    await u.type(screen.getByTestId('export-auditor'), '王经理');
    await u.click(screen.getByTestId('export-confirm'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/records/estate/export')?.body).toMatchObject({ usage: '核对', filters: { ids: '12' } }));
  });

  it('keeps the columns each user hides and moves, by user id', async () => {
    stubApi({ 'GET /api/records/estate': page(estates) });
    const u = userEvent.setup();
    renderEstates();
    await screen.findByText('阳光花园');
    await u.click(screen.getByTestId('record-columns'));
    await u.click(await screen.findByTestId('column-address'));
    await u.click(screen.getByLabelText('上移 楼盘名称'));
    await waitFor(() => expect(screen.queryByTestId('column-head-address')).toBeNull());
    const heads = screen.getAllByRole('columnheader').map((h) => h.getAttribute('data-testid'));
    expect(heads.slice(1, 3)).toEqual(['column-head-name', 'column-head-code']);
    expect(JSON.parse(localStorage.getItem(columnsKey(7, 'estate')) ?? '{}')).toMatchObject({ hidden: ['address'] });
    expect(localStorage.getItem(columnsKey(8, 'estate'))).toBeNull();
  });
});
const complaintPage = { total: 1, page: 1, size: 10, rows: [{ id: 1, complaintNo: 'SH-TS-20260006', complainant: '杨帆', status: '1' }] };

describe('record screen filters from the route', { timeout: 30_000 }, () => {
  it('starts the list with the list filters the route names (a link from another screen), and ignores other parameters', async () => {
    const calls = stubApi({ 'GET /api/records/complaint': () => complaintPage });
    renderWithProviders(<RecordScreen def={complaintRecord} menuId={1} title="投诉管理" readOnly />, { route: '/service/complaint?complaintNo=SH-TS-20260006&houseId=3' });
    expect(await screen.findByText('杨帆')).toBeTruthy();
    const lists = calls.filter((c) => c.path === '/api/records/complaint');
    expect(lists.map((c) => c.query.get('complaintNo'))).toEqual(['SH-TS-20260006']);
    expect(lists[0]?.query.has('houseId')).toBe(false);
    expect(screen.getByTestId<HTMLInputElement>('filter-complaintNo').value).toBe('SH-TS-20260006');
  });

  it('without parameters the list starts unfiltered', async () => {
    const calls = stubApi({ 'GET /api/records/complaint': () => complaintPage });
    renderWithProviders(<RecordScreen def={complaintRecord} menuId={1} title="投诉管理" readOnly />, { route: '/service/complaint' });
    expect(await screen.findByText('杨帆')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/records/complaint')?.query.has('complaintNo')).toBe(false);
  });
});
