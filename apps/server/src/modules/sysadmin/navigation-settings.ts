import type {
  NavigationSettings,
  OrderNavigationInput,
  UpdateNavigationCentreInput,
  UpdateNavigationTipsInput,
} from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { logOperation } from '../records/index';
import * as repo from './sysadmin-settings.repo';
import * as errors from './sysadmin-settings.errors';

// 导航管理: the new layout's centres (the catalogue's visible top nodes), their order and description (menu_items,
// read by /api/menu/v2), their introduction (sys-intro `centre-<id>`) and the operation tips. Every write moves the
// menu stamp in its transaction (statement triggers), so kept menus and sys-intro answers follow at once.

export const TIPS_KEY = 'nav-operation-tips';
const introKey = (id: number) => `centre-${id}`;

async function centres(db: Db) {
  const nodes = await repo.catalogueNodes(db);
  const tops = nodes.filter((n) => n.parentId === null && !n.hidden);
  return tops.map((c) => ({ ...c, groupCount: nodes.filter((n) => n.parentId === c.id).length }));
}

export async function getNavigationSettings(db: Db): Promise<NavigationSettings> {
  const tops = await centres(db);
  const docs = new Map((await repo.systemDocumentsByKey(db, [TIPS_KEY, ...tops.map((c) => introKey(c.id))])).map((d) => [d.key, d]));
  return {
    centres: tops.map((c) => ({
      id: c.id,
      title: c.title,
      order: c.order,
      remark: c.remark,
      introTitle: docs.get(introKey(c.id))?.title ?? c.title,
      introContent: docs.get(introKey(c.id))?.content ?? '',
      groupCount: c.groupCount,
    })),
    tips: docs.get(TIPS_KEY) ?? { key: TIPS_KEY, title: '操作提示', content: '' },
  };
}

export async function updateNavigationCentre(db: Db, session: Session, input: UpdateNavigationCentreInput): Promise<NavigationSettings> {
  const centre = (await centres(db)).find((c) => c.id === input.id);
  if (!centre) throw errors.centreNotFound();
  const intro = await repo.systemDocument(db, introKey(centre.id));
  await db.transaction(async (tx) => {
    await repo.updateMenuRemark(tx, centre.id, input.remark);
    await repo.upsertSystemDocument(tx, { key: introKey(centre.id), title: intro?.title ?? centre.title, content: input.introContent });
    await logOperation(tx, session, { recordKey: 'navigation', recordId: centre.id, action: 'update', detail: { remark: input.remark } });
  });
  return getNavigationSettings(db);
}

/** The ids must be every centre once; they get orders 1, 2, 3 … (the menu sorts by order). */
export async function orderNavigationCentres(db: Db, session: Session, input: OrderNavigationInput): Promise<NavigationSettings> {
  const ids = (await centres(db)).map((c) => c.id);
  if (input.ids.length !== ids.length || new Set(input.ids).size !== ids.length || input.ids.some((id) => !ids.includes(id))) {
    throw errors.orderIncomplete();
  }
  await db.transaction(async (tx) => {
    for (const [i, id] of input.ids.entries()) await repo.updateMenuOrder(tx, id, i + 1);
    await logOperation(tx, session, { recordKey: 'navigation', recordId: null, action: 'order', detail: { ids: input.ids } });
  });
  return getNavigationSettings(db);
}

export async function updateNavigationTips(db: Db, session: Session, input: UpdateNavigationTipsInput): Promise<NavigationSettings> {
  const tips = await repo.systemDocument(db, TIPS_KEY);
  await db.transaction(async (tx) => {
    await repo.upsertSystemDocument(tx, { key: TIPS_KEY, title: tips?.title ?? '操作提示', content: input.content });
    await logOperation(tx, session, { recordKey: 'navigation', recordId: null, action: 'tips', detail: {} });
  });
  return getNavigationSettings(db);
}
