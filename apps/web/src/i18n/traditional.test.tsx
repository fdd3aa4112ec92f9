import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShellFooter } from '../app/layouts/shell-footer';
import { loadShellData } from '../app/shell-data';
import { renderWithProviders } from '../test/render';
import { stubApi } from '../test/stub-api';
import { LANGUAGE_KEY } from './index';
import { loadTraditional, localText } from './traditional';

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_KEY, 'zh-TW');
  await loadTraditional();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});
// The language is process-wide (test files share their worker): put 简体 back for the next file.
afterEach(() => localStorage.removeItem(LANGUAGE_KEY));

describe('server data in 繁體', () => {
  it('converts names and titles to traditional characters, and leaves them alone in 简体', () => {
    localStorage.setItem(LANGUAGE_KEY, 'zh-TW');
    expect(localText('智慧物业管理平台')).toBe('智慧物業管理平臺');
    expect(localText('投诉管理')).toBe('投訴管理');
    expect(localText('共用资料维护中心')).toBe('共用資料維護中心');
    localStorage.setItem(LANGUAGE_KEY, 'zh-CN');
    expect(localText('投诉管理')).toBe('投诉管理');
  });

  it('shows the footer copyright in traditional characters', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'zh-TW');
    stubApi({ 'GET /api/site': () => ({ siteName: '智慧物业管理平台', logo: '', icp: '沪ICP备2026000001号', phone: '400-820-2026', pubKey: '', signKey: '', copyright: '© 2026 上海安居数智科技有限公司 版权所有' }) });
    renderWithProviders(<ShellFooter />);
    expect(await screen.findByText('© 2026 上海安居數智科技有限公司 版權所有')).toBeTruthy();
    expect(document.title).toBe('智慧物業管理平臺');
  });

  it('gives menu titles (tab titles and page headings) and centre names in traditional characters', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'zh-TW');
    stubApi({
      'GET /api/account': () => ({ role: 'emp', name: '王晓燕', accountName: 'emp01', company: 1, companyNick: '上海安居', logo: '', job: '', menuStyle: 1, hasCallCenter: false, callCenterLoggedIn: false, mustChangePassword: false, userId: 1, phone: '', jobId: null, pendingDocumentsNumber: 0, passwordChanged: true }),
      'GET /api/menu/v2': () => [
        {
          id: 81, title: '客户服务中心', icon: 'IconHeadset', remark: '受理投诉与报修',
          children: [{ id: 1201, title: '客服受理', icon: 'IconMessageCircle', remark: '', children: [
            { id: 66, parentId: 1201, name: 'customer_complaint', path: '/customer/complaint', title: '投诉管理', icon: 'IconMessageCircle', component: 'record/complaint/index', hidden: false, order: 1, remark: '登记和处理业主投诉', state: 3, children: [] },
          ] }],
        },
      ],
    });
    const data = await loadShellData();
    expect(data.centres[0]?.title).toBe('客戶服務中心');
    expect(data.centres[0]?.children[0]?.children[0]?.title).toBe('投訴管理');
    expect(data.routes.find((r) => r.menuId === 66)?.title).toBe('投訴管理');
  });
});
