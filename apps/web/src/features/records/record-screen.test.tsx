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
describe('record screen paging', { timeout: 30_000 }, () => {
  // 25 estates, served a page at a time as the list asks
  const many = Array.from({ length: 25 }, (_, i) => ({ ...estates[1]!, id: 100 + i, code: `E${String(i + 1).padStart(2, '0')}`, name: `楼盘${i + 1}` }));
  const served = (call: Call) => {
    const pageNo = Number(call.query.get('page'));
    const size = Number(call.query.get('size'));
    const name = call.query.get('name') ?? '';
    const hits = many.filter((e) => e.name.includes(name));
    return { total: hits.length, page: pageNo, size, rows: hits.slice((pageNo - 1) * size, pageNo * size) };
  };
  const asked = (calls: Call[]) => {
    const last = calls.filter((c) => c.path === '/api/records/estate').at(-1);
    return Object.fromEntries(last?.query ?? []);
  };

  beforeAll(() => {
    // jsdom has no scrolling; Mantine's combobox scrolls the selected option into view.
    if (!('scrollIntoView' in Element.prototype))
      Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
  });

  it('reads a page at a time; 查询, another sort and another page size each start again at page 1', async () => {
    const calls = stubApi({ 'GET /api/records/estate': served });
    const u = userEvent.setup();
    renderEstates();
    expect(await screen.findByText('楼盘1')).toBeTruthy();
    expect(screen.getByTestId('record-total').textContent).toBe('共 25 条');
    expect(asked(calls)).toEqual({ page: '1', size: '10', sort: 'code', order: 'asc' });
    expect(screen.getByTestId<HTMLInputElement>('list-page-size').value).toBe('10 条/页');

    await u.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('楼盘21')).toBeTruthy();
    expect(asked(calls)).toEqual({ page: '3', size: '10', sort: 'code', order: 'asc' });

    // typing asks nothing; 查询 reads page 1 of the filtered list
    await u.type(screen.getByTestId('filter-name'), '楼盘1');
    expect(asked(calls)).toMatchObject({ page: '3' });
    await u.click(screen.getByTestId('record-search'));
    await waitFor(() => expect(asked(calls)).toEqual({ page: '1', size: '10', sort: 'code', order: 'asc', name: '楼盘1' }));
    expect((await screen.findByTestId('record-total')).textContent).toBe('共 11 条');

    await u.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(asked(calls)).toMatchObject({ page: '2', name: '楼盘1' }));
    await u.click(screen.getByTestId('sort-name'));
    await waitFor(() => expect(asked(calls)).toEqual({ page: '1', size: '10', sort: 'name', order: 'asc', name: '楼盘1' }));

    await u.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(asked(calls)).toMatchObject({ page: '2', sort: 'name' }));
    await u.click(screen.getByTestId('list-page-size'));
    await u.click(await screen.findByRole('option', { name: '20 条/页', hidden: true }));
    await waitFor(() => expect(asked(calls)).toEqual({ page: '1', size: '20', sort: 'name', order: 'asc', name: '楼盘1' }));
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();

    // 重置 clears the filters: page 1 of everything, the chosen size kept
    await u.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(asked(calls)).toEqual({ page: '1', size: '20', sort: 'name', order: 'asc' }));
    expect((await screen.findByTestId('record-total')).textContent).toBe('共 25 条');
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
