import { lazy, type ComponentType } from 'react';
import type { ScreenProps } from '../shared/screen';
import { DOCUMENT_FLOW_MENU_IDS } from '../shared/config';
import { withChunkTimeout } from './chunk-timeout';
import type { ScreenRoute } from './menu/menu-logic';

/** A route of the signed-in shell: a menu screen, or one of the shell's own pages. */
export interface ShellRoute extends ScreenRoute {
  /** The shell's own page instead of a menu screen found by component. */
  page?: ComponentType<ScreenProps>;
  /** i18n key of the title (common namespace) for the shell's own pages. */
  titleKey?: string;
}

const UiComponentPage = lazy(() => withChunkTimeout(() => import('./pages/ui-component'), 'ui-component').then((m) => ({ default: m.UiComponentPage })));
const SuperAdminPage = lazy(() => withChunkTimeout(() => import('./pages/super-admin'), 'super-admin').then((m) => ({ default: m.SuperAdminPage })));

function own(menuId: number, name: string, path: string, titleKey: string, page: ComponentType<ScreenProps>): ShellRoute {
  return { menuId, name, path, title: '', titleKey, component: `shell/${name}`, state: 3, blank: false, page };
}

/** The menu catalogue's component of 发文, 办文 and 查阅 (menu ids 213-215): features/workflow's screen. */
export const DOCUMENT_FLOW_COMPONENT = 'office/flow/index';

/** The document flow is reachable by everyone (通讯 links to it), so its routes are fixed, its screen the feature's. */
function flow(menuId: number, name: string, path: string, titleKey: string): ShellRoute {
  return { menuId, name, path, title: '', titleKey, component: DOCUMENT_FLOW_COMPONENT, state: 3, blank: false };
}

/** Unconditional routes of both route sets: the document flow (213-215) on one screen, the UI library, system management. */
export const FIXED_ROUTES: ShellRoute[] = [
  flow(DOCUMENT_FLOW_MENU_IDS.send, 'oa_flow_send', '/oa/flow/send', 'routes.oaFlowSend'),
  flow(DOCUMENT_FLOW_MENU_IDS.proc, 'oa_flow_proc', '/oa/flow/proc', 'routes.oaFlowProc'),
  flow(DOCUMENT_FLOW_MENU_IDS.my, 'oa_flow_my', '/oa/flow/my', 'routes.oaFlowMy'),
  own(0, 'uicomponent', '/uicomponent', 'routes.uiComponent', UiComponentPage),
  own(0, 'superAdmin', '/superAdmin', 'routes.superAdmin', SuperAdminPage),
];

/**
 * The fixed routes titled as the menu names the same item (发文, 办文, 查阅公文), so a tab reads
 * like the item clicked; routes the menu does not hold keep their own title.
 */
export function fixedRoutesTitled(menu: readonly ScreenRoute[]): ShellRoute[] {
  const byPath = new Map(menu.map((r) => [r.path, r]));
  return FIXED_ROUTES.map((fixed) => {
    const item = byPath.get(fixed.path);
    if (!item) return fixed;
    const { titleKey: _own, ...route } = fixed;
    return { ...route, title: item.title };
  });
}

/**
 * Where / sends a signed-in user. super, and an sa who can use a system-administration screen, get
 * the system-management route set's /superAdmin; everyone else /search, whose navigation opens on
 * the first centre they can use (an sa such as the 财务主管 would otherwise land on greyed cards).
 */
export function landingPath(role: string, routes: readonly Pick<ScreenRoute, 'component' | 'state'>[]): string {
  if (role === 'super') return '/superAdmin';
  if (role === 'sa' && routes.some((r) => r.component.startsWith('sysadmin/') && r.state === 3)) return '/superAdmin';
  return '/search';
}
