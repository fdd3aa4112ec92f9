import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileUploadRule, ReleaseNote, SitePage, SitePicture } from '@pm/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../shared/session';
import { json } from '../../../test/responses';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { DialogAnswer } from '../test-api';
import FileConfigScreen from './file-config-screen';
import PicturesScreen from './pictures-screen';
import ReleaseScreen from './release-screen';
import WebsiteScreen from './website-screen';

beforeAll(async () => {
  await prepareDom();
  setSession('tok', { userId: 9, role: 'sa', name: '周志强', accountName: 'sa01', company: 1, companyNick: '集团', logo: '', job: '', menuStyle: 1, hasCallCenter: false, callCenterLoggedIn: false, mustChangePassword: false });
});
afterEach(() => vi.unstubAllGlobals());

const picture: SitePicture = { id: 3, slot: 'company-logo', targetCompanyId: 2, targetCompanyName: '上海安居物业有限公司', fileId: 40, fileName: 'sh-logo.png', size: 4096, title: '上海公司标志', url: '/api/site/pictures/3/image?v=40', updatedAt: '2026-11-20T02:00:00.000Z' };
const release = (over: Partial<ReleaseNote>): ReleaseNote => ({ id: 1, version: '2.4.0', releaseDate: '2026-11-14', title: '公文流转', notes: '<p>新增公文</p>', published: true, publishedAt: '2026-11-14T02:00:00.000Z', messageId: 7, updatedAt: '2026-11-14T02:00:00.000Z', ...over });
const rule = (over: Partial<FileUploadRule>): FileUploadRule => ({ category: 0, name: '通用附件', extensions: ['pdf', 'xlsx'], maxMb: 10, saved: false, ...over });
const home: SitePage = { id: 1, key: 'home', title: '首页', order: 1, shown: true, sections: [{ id: 11, pageId: 1, title: '服务承诺', text: '7×24 小时在线支持', order: 10, shown: true }] };
const about: SitePage = { id: 5, key: 'aboutus', title: '关于我们', order: 5, shown: false, sections: [] };

describe('图片管理 screen', { timeout: 20_000 }, () => {
  it('lists pictures with thumbnails, says which slots use the built-in picture, and deletes after asking', async () => {
    const calls = stubApi({ 'GET /api/sysadmin/pictures': () => [picture], 'DELETE /api/sysadmin/pictures/3': () => null });
    const asked: (string | undefined)[] = [];
    renderWithProviders(<><PicturesScreen menuId={1} title="图片管理" readOnly={false} /><DialogAnswer answer onAsked={(m) => asked.push(m)} /></>);
    const row = await screen.findByTestId('picture-3');
    expect(within(row).getByRole('img').getAttribute('src')).toBe(picture.url);
    expect(row.textContent).toContain('公司标志');
    expect(row.textContent).toContain('上海安居物业有限公司');
    expect(screen.getByText('以下用途未设置图片，使用系统内置图片：站点标志、首页大图')).toBeTruthy();
    await userEvent.setup().click(within(row).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(asked[0]).toBe('确定删除图片「上海公司标志」吗？删除后该处恢复使用内置图片。');
  });

  it('says so when there is no picture', async () => {
    stubApi({ 'GET /api/sysadmin/pictures': () => [] });
    renderWithProviders(<PicturesScreen menuId={1} title="图片管理" readOnly={false} />);
    expect(await screen.findByText('暂无图片，站点与公司使用内置图片')).toBeTruthy();
  });
});

describe('版本发布 screen', { timeout: 20_000 }, () => {
  it('publishes a draft after asking; a published version offers only 查看', async () => {
    const calls = stubApi({
      'GET /api/sysadmin/releases': () => [release({ id: 2, version: '2.5.0', published: false, publishedAt: null, messageId: null }), release({})],
      'POST /api/sysadmin/releases/2/publish': () => release({ id: 2, version: '2.5.0' }),
    });
    const asked: (string | undefined)[] = [];
    renderWithProviders(<><ReleaseScreen menuId={1} title="版本发布" readOnly={false} /><DialogAnswer answer onAsked={(m) => asked.push(m)} /></>);
    const published = await screen.findByTestId('release-2.4.0');
    expect(within(published).queryByRole('button', { name: '发布' })).toBeNull();
    expect(within(published).getByRole('button', { name: '查看' })).toBeTruthy();
    const draft = screen.getByTestId('release-2.5.0');
    expect(draft.textContent).toContain('草稿');
    await userEvent.setup().click(within(draft).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/sysadmin/releases/2/publish')).toBe(true));
    expect(asked[0]).toBe('确定发布版本 2.5.0 吗？发布后将作为系统消息推送给本公司及下级公司的员工，且不能再修改。');
  });

  it('opens a published version read-only', async () => {
    stubApi({ 'GET /api/sysadmin/releases': () => [release({})] });
    renderWithProviders(<ReleaseScreen menuId={1} title="版本发布" readOnly={false} />);
    await userEvent.setup().click(within(await screen.findByTestId('release-2.4.0')).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByTestId('release-dialog');
    expect(within(dialog).getByText('该版本已发布，不能修改；如需更正请新建一个版本。')).toBeTruthy();
    expect(within(dialog).queryByTestId('release-save')).toBeNull();
    expect(within(dialog).getByText('新增公文')).toBeTruthy();
  });
});

describe('文件配置 screen', { timeout: 20_000 }, () => {
  it('shows each category’s types, limit and source, saves an edit and shows the server’s message on the field', async () => {
    let refuse = true;
    const calls = stubApi({
      'GET /api/sysadmin/file-rules': () => [rule({}), rule({ category: 201, name: '图片资源', extensions: ['png'], maxMb: 5, saved: true })],
      'PUT /api/sysadmin/file-rules/0': () =>
        refuse ? json(400, { code: 400, msg: '大小上限不能超过50MB', details: [{ path: 'maxMb', message: '大小上限不能超过50MB' }] }) : rule({ maxMb: 3, saved: true }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FileConfigScreen menuId={1} title="文件配置" readOnly={false} />);
    const general = await screen.findByTestId('file-rule-0');
    expect(general.textContent).toContain('10 MB');
    expect(general.textContent).toContain('系统默认');
    expect(within(general).queryByRole('button', { name: '恢复默认' })).toBeNull();
    expect(screen.getByTestId('file-rule-201').textContent).toContain('已配置');
    await user.click(within(general).getByRole('button', { name: '修改' }));
    const dialog = await screen.findByTestId('file-rule-dialog');
    const max = within(dialog).getByTestId('file-rule-max');
    await user.clear(max);
    await user.type(max, '3');
    await user.click(within(dialog).getByTestId('file-rule-save'));
    expect(await within(dialog).findByText('大小上限不能超过50MB')).toBeTruthy();
    refuse = false;
    await user.click(within(dialog).getByTestId('file-rule-save'));
    await waitFor(() => expect(screen.queryByTestId('file-rule-dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ category: 0, name: '通用附件', extensions: ['pdf', 'xlsx'], maxMb: 3 });
  });
});

describe('网站页面 screen', { timeout: 20_000 }, () => {
  it('lists the pages and the chosen page’s sections; adds a section and hides one', async () => {
    const calls = stubApi({
      'GET /api/sysadmin/site-pages': () => [home, about],
      'POST /api/sysadmin/site-sections': (c) => ({ id: 12, ...(c.body as object) }),
      'PUT /api/sysadmin/site-sections/11': (c) => ({ id: 11, pageId: 1, ...(c.body as object) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<WebsiteScreen menuId={1} title="网站页面" readOnly={false} />);
    expect(await screen.findByText('服务承诺')).toBeTruthy();
    expect(screen.getByTestId('site-page-aboutus').textContent).toContain('隐藏');
    await user.click(within(screen.getByTestId('section-11')).getByRole('switch'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ title: '服务承诺', shown: false }));

    await user.click(screen.getByTestId('section-add'));
    const dialog = await screen.findByTestId('section-dialog');
    await user.type(within(dialog).getByTestId('section-title'), '合作伙伴');
    await user.type(within(dialog).getByTestId('section-text'), '与多家银行合作');
    await user.click(within(dialog).getByTestId('section-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ pageId: 1, title: '合作伙伴', text: '与多家银行合作', order: 20, shown: true }));

    await user.click(screen.getByTestId('site-page-aboutus'));
    expect(await screen.findByText('该页面暂无栏目')).toBeTruthy();
  });
});
