import type { CaseNode, HelpItem } from '@pm/contracts';
import type { Db } from '@pm/db';
import { notFound } from '../../errors/app-error';
import { findCase, findCaseNodes, findHelpItems } from './help.repo';

type Kind = HelpItem['kind'];

export function helpService(db: Db) {
  async function items(menuId: number, kind: Kind, tabName?: string): Promise<HelpItem[]> {
    const rows = await findHelpItems(db, menuId, [kind], tabName);
    return rows.map((r) => ({
      id: r.id,
      menuId: r.menuId,
      kind: r.kind as Kind,
      title: r.title,
      name: r.title,
      tabName: r.tabName,
      remark: r.remark,
      order: r.order,
    }));
  }

  async function caseTree(): Promise<CaseNode[]> {
    return findCaseNodes(db);
  }

  /** The case body (HTML); a category, an unknown id or a wrong category is not found. */
  async function caseInfo(id: number, category?: number): Promise<string> {
    const row = await findCase(db, id);
    if (!row || row.level !== 2 || (category !== undefined && row.parentId !== category)) {
      throw notFound('未找到该案例！', 'help.case_not_found');
    }
    return row.content;
  }

  return { items, caseTree, caseInfo };
}
