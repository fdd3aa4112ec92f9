import type { HelpItem, HelpMenuEntry, SaveHelpItemInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { badRequest, forbidden, notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import * as repo from './help.repo';

type Row = Awaited<ReturnType<typeof repo.insertHelpItem>>;

export const toHelpItem = (r: Row): HelpItem => ({
  id: r.id,
  menuId: r.menuId,
  kind: r.kind as HelpItem['kind'],
  title: r.title,
  name: r.title,
  tabName: r.tabName,
  remark: r.remark,
  order: r.order,
});

const helpItemNotFound = () => notFound('未找到该帮助条目！', 'help.item_not_found');

/**
 * 帮助条目 maintenance. Help is the same for every company (the product's own), so only the
 * platform's administrators, sa or super of the root company, change it; a tenant's sa is refused.
 */
export function helpItemsService(db: Db) {
  async function platformOnly(session: Session): Promise<void> {
    if (!(await repo.isRootCompany(db, session.companyId))) throw forbidden('帮助条目由平台统一维护，您无权修改', 'help.platform_only');
  }

  async function checkedValues(input: SaveHelpItemInput) {
    if (!(await repo.menuExists(db, input.menuId))) {
      throw badRequest('help.menu_not_found', '菜单不存在', [{ path: 'menuId', message: '菜单不存在' }]);
    }
    return { menuId: input.menuId, kind: input.kind, tabName: input.tabName, title: input.title, remark: input.remark, order: input.order };
  }

  return {
    async menus(session: Session): Promise<HelpMenuEntry[]> {
      await platformOnly(session);
      return repo.findHelpMenuEntries(db);
    },
    async list(session: Session, menuId: number): Promise<HelpItem[]> {
      await platformOnly(session);
      return (await repo.findAllHelpItems(db, menuId)).map(toHelpItem);
    },
    async create(session: Session, input: SaveHelpItemInput): Promise<HelpItem> {
      await platformOnly(session);
      return toHelpItem(await repo.insertHelpItem(db, await checkedValues(input)));
    },
    async update(session: Session, id: number, input: SaveHelpItemInput): Promise<HelpItem> {
      await platformOnly(session);
      const row = await repo.updateHelpItemRow(db, id, await checkedValues(input));
      if (!row) throw helpItemNotFound();
      return toHelpItem(row);
    },
    async remove(session: Session, id: number): Promise<{ id: number }> {
      await platformOnly(session);
      if (!(await repo.deleteHelpItemRow(db, id))) throw helpItemNotFound();
      return { id };
    },
  };
}
