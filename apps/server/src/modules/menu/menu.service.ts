import type { MenuCentre, MenuDoc, MenuNode, SysIntro } from '@pm/contracts';
import type { Db } from '@pm/db';
import { notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import type { FunctionRoles } from './function-roles';
import { boughtOnly, buildTree, forRole, toCentres } from './menu-tree';
import { FIXED_ROLE } from './menu-rights';
import { findMenuItem, findMenuRows, findRoleRights, findSystemDocument } from './menu.repo';

export interface MenuResult<T> {
  data: T;
  /** Navigator state, sent as the envelope's msg. */
  navigatorState: number;
}


export function menuService(db: Db, functionRoles: () => FunctionRoles) {
  /** System documents rarely change: kept per key while the menu stamp (moved by their writes) holds. */
  const sysDocCache = new Map<string, { stamp: number; doc: SysIntro }>();

  /** super: the full list, every item usable. Others: their company's purchases and their grants. */
  async function load(session: Session) {
    const [rows, rights] = await Promise.all([
      findMenuRows(db, session.userId, session.companyId),
      session.role === FIXED_ROLE ? new Map<number, boolean>() : findRoleRights(db, session.role),
    ]);
    const roles = functionRoles();
    const tree = forRole(buildTree(rows, { allUsable: session.role === FIXED_ROLE }), session.role, rights, (role, item) =>
      roles.admits(role as Session['role'], item),
    );
    return { tree, navigatorState: rows[0]?.nav ?? 0 };
  }

  async function oldLayout(session: Session): Promise<MenuResult<MenuNode[]>> {
    const { tree, navigatorState } = await load(session);
    return { data: session.role === 'super' ? tree : boughtOnly(tree), navigatorState };
  }

  async function centreLayout(session: Session): Promise<MenuResult<MenuCentre[]>> {
    const { tree, navigatorState } = await load(session);
    return { data: toCentres(tree), navigatorState };
  }

  async function docs(menuId: number): Promise<MenuDoc[]> {
    const item = await findMenuItem(db, menuId);
    if (!item) return [];
    return [{ id: item.id, title: item.title, remark: item.remark }];
  }

  async function sysIntro(key: string, stamp: number): Promise<SysIntro> {
    const hit = sysDocCache.get(key);
    if (hit?.stamp === stamp) return hit.doc;
    const row = await findSystemDocument(db, key);
    if (!row) throw notFound('未找到该系统文档！', 'menu.sys_doc_not_found');
    const doc = { key: row.key, title: row.title, content: row.content };
    sysDocCache.set(key, { stamp, doc });
    return doc;
  }

  return { oldLayout, centreLayout, docs, sysIntro };
}
