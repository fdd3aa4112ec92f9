import { MENU_STATE_USABLE, type MenuNode } from '@pm/contracts';
import type { ScreenRoute } from '../menu/menu-logic';

/** A group of the menu holding system-management screens (系统管理, 系统设置, 数据导出, 服务器管理收费 …). */
const SYSTEM_COMPONENT = /^(sysadmin|setup|charging\/server)\//;

export interface SystemCard {
  menuId: number;
  title: string;
  remark: string;
  /** Where the card opens; absent when the item has no route (not bought). */
  path?: string;
  usable: boolean;
  /** The item's menu state: 3 usable, another value not granted, absent not bought. */
  state?: number;
}

export interface SystemGroup {
  id: number;
  title: string;
  remark: string;
  cards: SystemCard[];
}

interface GroupLike {
  id: number;
  title: string;
  remark?: string;
  children: MenuNode[];
}

/** The menu's groups that hold a system-management screen, each with all its items as cards. */
export function systemGroups(groups: readonly GroupLike[], routes: readonly ScreenRoute[]): SystemGroup[] {
  const byId = new Map(routes.map((r) => [r.menuId, r]));
  return groups
    .filter((g) => g.children.some((i) => SYSTEM_COMPONENT.test(i.component)))
    .map((g) => ({
      id: g.id,
      title: g.title,
      remark: g.remark ?? '',
      cards: g.children
        .filter((i) => !i.hidden)
        .map((i) => {
          const path = byId.get(i.id)?.path;
          return {
            menuId: i.id,
            title: i.title,
            remark: i.remark ?? '',
            ...(path ? { path } : {}),
            usable: i.state === MENU_STATE_USABLE,
            ...(i.state === undefined ? {} : { state: i.state }),
          };
        }),
    }));
}

/** Cards whose title or remark holds the search text (case-insensitive); groups left empty drop out. */
export function filterGroups(groups: readonly SystemGroup[], query: string): SystemGroup[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...groups];
  return groups
    .map((g) => ({
      ...g,
      cards: g.cards.filter((c) => c.title.toLowerCase().includes(q) || c.remark.toLowerCase().includes(q)),
    }))
    .filter((g) => g.cards.length > 0);
}
