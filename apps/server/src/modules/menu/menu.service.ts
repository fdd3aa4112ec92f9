import type { MenuCentre, MenuDoc, MenuNode, SysIntro } from '@pm/contracts';
import type { Db } from '@pm/db';
import { notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { boughtOnly, buildTree, forRole, toCentres } from './menu-tree';
import { findMenuItem, findMenuRows, findSystemDocument } from './menu.repo';

export interface MenuResult<T> {
  data: T;
  /** Navigator state, sent as the envelope's msg. */
  navigatorState: number;
}

/** System documents rarely change: kept per key for a minute. */
const SYS_DOC_TTL_MS = 60_000;

export function menuService(db: Db) {
  const sysDocCache = new Map<string, { at: number; doc: SysIntro }>();

  /** super: the full list, every item usable. Others: their company's purchases and their grants. */
  async function load(session: Session) {
    const rows = await findMenuRows(db, session.userId, session.companyId);
    const tree = forRole(buildTree(rows, { allUsable: session.role === 'super' }), session.role);
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

  async function sysIntro(key: string): Promise<SysIntro> {
    const hit = sysDocCache.get(key);
    if (hit && Date.now() - hit.at < SYS_DOC_TTL_MS) return hit.doc;
    const row = await findSystemDocument(db, key);
    if (!row) throw notFound('未找到该系统文档！', 'menu.sys_doc_not_found');
    const doc = { key: row.key, title: row.title, content: row.content };
    sysDocCache.set(key, { at: Date.now(), doc });
    return doc;
  }

  return { oldLayout, centreLayout, docs, sysIntro };
}
