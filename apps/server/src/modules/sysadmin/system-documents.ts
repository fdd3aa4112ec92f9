import type { MenuHelp, SystemDocument, UpdateMenuHelpInput, UpdateSystemDocumentInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { logOperation } from '../records/index';
import * as repo from './sysadmin-settings.repo';
import * as errors from './sysadmin-settings.errors';

// 文档管理: the system documents GET /api/menu/sys-intro answers, and the item help GET /api/menu/docs answers
// (the catalogue's remarks). Both writes move the menu stamp (statement triggers), so the shell reads them at once.

export async function listSystemDocuments(db: Db): Promise<SystemDocument[]> {
  return repo.allSystemDocuments(db);
}

export async function updateSystemDocument(db: Db, session: Session, input: UpdateSystemDocumentInput): Promise<SystemDocument> {
  const before = await repo.systemDocument(db, input.key);
  if (!before) throw errors.documentNotFound();
  await db.transaction(async (tx) => {
    await repo.upsertSystemDocument(tx, { key: before.key, title: input.title, content: input.content });
    await logOperation(tx, session, { recordKey: 'system-document', recordId: null, action: 'update', detail: { key: before.key, title: input.title } });
  });
  return (await repo.systemDocument(db, before.key))!;
}

/** Items (nodes without children) with their centre and group titles, in menu order. */
export async function listMenuHelp(db: Db): Promise<MenuHelp[]> {
  const nodes = await repo.catalogueNodes(db);
  const parents = new Set(nodes.map((n) => n.parentId));
  const out: MenuHelp[] = [];
  const visit = (parentId: number | null, path: string[]) => {
    for (const n of nodes.filter((c) => c.parentId === parentId)) {
      if (parents.has(n.id)) visit(n.id, [...path, n.title]);
      else if (path.length > 0) out.push({ id: n.id, centre: path[0] ?? '', group: path.slice(1).join(' / '), title: n.title, component: n.component, remark: n.remark });
    }
  };
  visit(null, []);
  return out;
}

/** Items only: a centre's or group's description is 导航管理's. */
export async function updateMenuHelp(db: Db, session: Session, input: UpdateMenuHelpInput): Promise<MenuHelp> {
  const item = (await listMenuHelp(db)).find((h) => h.id === input.id);
  if (!item) throw errors.menuNotFound();
  await db.transaction(async (tx) => {
    await repo.updateMenuRemark(tx, item.id, input.remark);
    await logOperation(tx, session, { recordKey: 'menu-help', recordId: item.id, action: 'update', detail: { remark: input.remark } });
  });
  return { ...item, remark: input.remark };
}
