import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScreenLookupProvider } from '../../shared/embedded-screen';
import type { ScreenProps } from '../../shared/screen';
import { prepareDom } from '../../test/render';
import { refusal, stubApi } from '../../test/stub-api';
import cn from './locales/zh-CN.json';
import tw from './locales/zh-TW.json';
import { screens } from './screens';
import NamedSearchScreen from './screens/named-search-screen';
import { ComplaintPanelScreen, SafetyPanelScreen } from './screens/panel-screens';

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const routes = [
  { component: 'record/complaint/index', path: '/service/complaint' },
  { component: 'record/dispatch/index', path: '/service/dispatch' },
];

function Where() {
  const loc = useLocation();
  return <span data-testid="where">{loc.pathname + loc.search}</span>;
}

/** What the embedded billing/receivable screens would be: a marker showing the route they see. */
function FakeEmbedded({ title }: ScreenProps) {
  const loc = useLocation();
  return <div data-testid="embedded">{`${title} ${loc.search}`}</div>;
}

function renderScreen(ui: ReactNode, path = '/search') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['shell'], { routes });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ScreenLookupProvider value={(c) => (c === 'search/panel/billing' || c === 'search/panel/receivable' ? FakeEmbedded : null)}>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <Where />
          </MemoryRouter>
        </ScreenLookupProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const house = { id: 11, code: 'H-0101', name: '1栋0101', estateId: 1, estateName: '安居花园' };
const found = {
  q: '5678',
  groups: [
    { kind: 'owner', hits: [{ kind: 'owner', id: 3, label: '王芳', phone: '13900005678', houses: [house, { ...house, id: 12, code: 'H-0102', name: '1栋0102' }] }] },
    { kind: 'resident', hits: [{ kind: 'resident', id: 4, label: '李强', phone: '13700005678', houses: [] }] },
  ],
};
const complaint = { id: 1, record: 'complaint', no: 'SH-TS-20260001', at: '2026-03-01T02:00:00.000Z', houseId: 11, houseName: '1栋0101', type: '2', who: '王芳', content: '楼道灯不亮', status: '1' };
const event = { id: 2, record: 'security-event', no: '高空抛物', at: '2026-03-02T02:00:00.000Z', houseId: null, houseName: null, type: '6', who: '业主 王女士', content: '5栋南侧：塑料袋', status: '2' };

function stub(overrides: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  return stubApi({
    'GET /api/search': (c) => (c.query.get('q') === '5678' ? found : { q: c.query.get('q'), groups: [] }),
    'GET /api/search/panel/complaint': () => ({ total: 1, rows: [complaint] }),
    'GET /api/search/panel/repair': () => ({ total: 0, rows: [] }),
    'GET /api/search/panel/safety': () => ({ total: 1, rows: [event] }),
    'POST /api/cust/v2/follow-items': () => ({ total: 1, page: 1, size: 10, rows: [{ kind: 'complaint', id: 1, no: 'SH-TS-20260001', houseId: 11, houseName: '1栋0101', content: '楼道灯不亮', status: '1', at: '2026-03-01T02:00:00.000Z' }] }),
    'GET /api/common/estates': () => [{ id: 1, code: 'E01', name: '安居花园' }],
    ...overrides,
  });
}

describe('综合查询', { timeout: 30_000 }, () => {
  it('has every label in both zh-CN and zh-TW', () => {
    const keys = (o: object, at = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v as object, `${at}${k}.`) : [`${at}${k}`]));
    expect(keys(tw).sort()).toEqual(keys(cn).sort());
  });

  it('registers the named search and the three panels by their menu components', () => {
    expect(Object.keys(screens).sort()).toEqual(['search/named/index', 'search/panel/complaint', 'search/panel/repair', 'search/panel/safety']);
  });

  it("answers as the user types (once, after the pause), grouped by kind; choosing an owner's house shows its panels", async () => {
    const calls = stub();
    const user = userEvent.setup();
    renderScreen(<NamedSearchScreen menuId={1} title="综合查询" readOnly={false} />);
    expect(await screen.findByTestId('choose-hint')).toBeTruthy();
    await user.type(screen.getByTestId('search-input'), '5678');
    const owners = await screen.findByTestId('group-owner');
    expect(within(owners).getByText('业主')).toBeTruthy();
    expect(within(owners).getByText('13900005678')).toBeTruthy();
    // Debounced: the box asked for the whole text, not for every key.
    expect(calls.filter((c) => c.path === '/api/search').map((c) => c.query.get('q'))).toEqual(['5678']);
    expect(within(screen.getByTestId('group-resident')).getByText('未关联房屋')).toBeTruthy();

    await user.click(within(owners).getByText('安居花园 H-0101'));
    expect((await screen.findByTestId('chosen-house')).textContent).toBe('当前房屋：H-0101 1栋0101');
    expect(screen.getByTestId('where').textContent).toBe('/search?houseId=11');

    const complaints = await screen.findByTestId('panel-complaint');
    expect(await within(complaints).findByText('楼道灯不亮')).toBeTruthy();
    expect(within(complaints).getByText('维修质量')).toBeTruthy();
    expect(within(complaints).getByText('待处理')).toBeTruthy();
    expect(within(complaints).getByRole('columnheader', { name: '编号' })).toBeTruthy();
    expect(within(complaints).getByText('SH-TS-20260001').closest('a')?.getAttribute('href')).toBe('/service/complaint?complaintNo=SH-TS-20260001');
    expect(await within(screen.getByTestId('panel-repair')).findByText('暂无记录')).toBeTruthy();
    const safety = screen.getByTestId('panel-safety');
    expect(await within(safety).findByText('高空抛物')).toBeTruthy();
    expect(within(safety).getByText('处理中')).toBeTruthy();
    expect(await within(screen.getByTestId('follow-items')).findByText('楼道灯不亮')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/cust/v2/follow-items')?.body).toEqual({ houseId: 11, page: 1, size: 10 });
    expect(calls.find((c) => c.path === '/api/search/panel/complaint')?.query.get('houseId')).toBe('11');

    // The receivable screen of the arrears feature, for the same house (it reads ?houseId=).
    expect((await screen.findByTestId('embedded')).textContent).toBe('应收信息查询 ?houseId=11');
    await user.click(screen.getByTestId('tab-billing'));
    expect((await screen.findByTestId('embedded')).textContent).toBe('收费信息查询 ?houseId=11');
  });

  it('says when nothing matches, and shows a refusal', async () => {
    stub();
    const user = userEvent.setup();
    renderScreen(<NamedSearchScreen menuId={1} title="综合查询" readOnly={false} />);
    await user.type(screen.getByTestId('search-input'), '无此人');
    expect((await screen.findByTestId('search-empty')).textContent).toBe('没有找到匹配的房屋、业主、住户或车辆');
    vi.unstubAllGlobals();
    stub({ 'GET /api/search': () => refusal(400, '查询内容不能超过40个字符', 'common.validation') });
    await user.type(screen.getByTestId('search-input'), 'x');
    expect(await screen.findByText('加载失败：查询内容不能超过40个字符')).toBeTruthy();
  });

  it('opens on the house the route names', async () => {
    const calls = stub();
    renderScreen(<NamedSearchScreen menuId={1} title="综合查询" readOnly={false} />, '/search/named?houseId=11');
    expect((await screen.findByTestId('chosen-house')).textContent).toBe('当前房屋：#11');
    expect(await within(screen.getByTestId('panel-complaint')).findByText('楼道灯不亮')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/search')).toBe(false);
  });
});

describe('信息查询 panels on their own', { timeout: 30_000 }, () => {
  it('asks for an estate or house first, then lists the house the route names with a link to the full screen', async () => {
    stub();
    renderScreen(<ComplaintPanelScreen menuId={1} title="投诉信息查询" readOnly />, '/search/complaint');
    expect(await screen.findByText('请选择楼盘或房屋')).toBeTruthy();
  });

  it("the house from the route: rows with the house column, the company's dictionary labels and the 查看全部 link", async () => {
    const calls = stub({ 'GET /api/dictionaries': () => ({ complaint_category: [{ value: '2', cn: '维修质量问题', tw: '維修質量問題', enabled: true }] }) });
    renderScreen(<ComplaintPanelScreen menuId={1} title="投诉信息查询" readOnly />, '/search/complaint?houseId=11');
    const panel = await screen.findByTestId('panel-complaint');
    expect(await within(panel).findByText('1栋0101')).toBeTruthy();
    expect(await within(panel).findByText('维修质量问题')).toBeTruthy();
    expect(within(panel).getByText('待处理')).toBeTruthy();
    expect(within(panel).getByTestId('full-complaint').getAttribute('href')).toBe('/service/complaint');
    expect(calls.find((c) => c.path === '/api/search/panel/complaint')?.query.get('size')).toBe('50');
  });

  it('safety: picks an estate, lists the estate, and says what the events are scoped to', async () => {
    const calls = stub();
    const user = userEvent.setup();
    renderScreen(<SafetyPanelScreen menuId={1} title="安全信息查询" readOnly />, '/search/safety');
    expect(screen.getByText('安全事件按公司登记（不区分楼盘）；访客按所选房屋或楼盘')).toBeTruthy();
    await user.click(await screen.findByTestId('estate-select'));
    await user.click(await screen.findByRole('option', { name: '安居花园', hidden: true }));
    const safety = screen.getByTestId('panel-safety');
    expect(await within(safety).findByText('高空抛物')).toBeTruthy();
    // events and visitors have no number: the column holds the event's title or the visitor's name
    expect(within(safety).getByRole('columnheader', { name: '事项' })).toBeTruthy();
    expect(within(safety).queryByRole('columnheader', { name: '编号' })).toBeNull();
    const asked = calls.find((c) => c.path === '/api/search/panel/safety')?.query;
    expect([asked?.get('estateId'), asked?.get('houseId')]).toEqual(['1', null]);
  });

  it('a refused panel shows the message', async () => {
    stub({ 'GET /api/search/panel/complaint': () => refusal(404, '房屋不存在', 'search.house_not_found') });
    renderScreen(<ComplaintPanelScreen menuId={1} title="投诉信息查询" readOnly />, '/search/complaint?houseId=99');
    expect(await screen.findByText('加载失败：房屋不存在')).toBeTruthy();
  });
});
