import { describe, expect, test } from 'vitest';
import type { ScreenRoute } from './menu/menu-logic';
import { fixedRoutesTitled, landingPath } from './shell-routes';

const route = (menuId: number, path: string, title: string, component: string, state?: number): ScreenRoute => ({
  menuId,
  name: `r${menuId}`,
  path,
  title,
  component,
  blank: false,
  ...(state === undefined ? {} : { state }),
});

describe('the fixed routes', () => {
  test('take the menu item’s title, so a tab reads like the item clicked (查阅公文 opens 查阅公文)', () => {
    const titled = fixedRoutesTitled([route(215, '/oa/flow/my', '查阅公文', 'office/flow/index', 3), route(213, '/oa/flow/send', '发文', 'office/flow/index', 3)]);
    const my = titled.find((r) => r.path === '/oa/flow/my');
    expect(my?.title).toBe('查阅公文');
    expect(my?.titleKey).toBeUndefined();
    expect(titled.find((r) => r.path === '/oa/flow/send')?.title).toBe('发文');
    // not in the menu: its own title stays
    expect(titled.find((r) => r.path === '/oa/flow/proc')?.titleKey).toBe('routes.oaFlowProc');
    expect(titled.find((r) => r.path === '/superAdmin')?.titleKey).toBe('routes.superAdmin');
  });
});

describe('the landing page', () => {
  const sysadmin = (state?: number) => route(1, '/data/sysadmin-customers', '客户列表', 'sysadmin/customers/index', state);
  const serverCharge = route(2, '/charge/server-charge', '服务器管理收费', 'charging/server/charge', 3);

  test('super and an sa who can use system administration land on /superAdmin', () => {
    expect(landingPath('super', [])).toBe('/superAdmin');
    expect(landingPath('sa', [sysadmin(3)])).toBe('/superAdmin');
  });

  test('an sa without system administration (the 财务主管) lands on the navigation, like staff', () => {
    expect(landingPath('sa', [sysadmin(1), sysadmin(), serverCharge])).toBe('/search');
    expect(landingPath('emp', [sysadmin(3)])).toBe('/search');
    expect(landingPath('gov', [])).toBe('/search');
  });
});
