import type {
  CompanyPurchases,
  ListTenantCompaniesInput,
  PurchaseNode,
  SetCompanyStatusInput,
  SetPurchaseInput,
  TenantCompany,
} from '@pm/contracts';
import type { Db } from '@pm/db';
import { badRequest, forbidden, notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { visibleCompanyIds } from '../company-scope/index';
import { logOperation } from '../records/index';
import * as repo from './sysadmin.repo';

/** Catalogue nodes with the company's purchases; only nodes without children (items) can be bought. */
export function purchaseNodes(
  all: { id: number; parentId: number | null; title: string; component: string; remark: string; order: number }[],
  bought: Set<number>,
): PurchaseNode[] {
  const parents = new Set(all.map((n) => n.parentId).filter((id): id is number => id !== null));
  return all.map((n) => ({ ...n, leaf: !parents.has(n.id), bought: bought.has(n.id) }));
}

export function sysadminService(db: Db) {
  /** sa and super administer their own company and those below it (as for 员工权限). */
  async function scope(session: Session): Promise<number[]> {
    if (session.role !== 'sa' && session.role !== 'super') throw forbidden();
    return visibleCompanyIds(db, session.companyId);
  }

  async function company(session: Session, id: number): Promise<TenantCompany> {
    const ids = await scope(session);
    const [row] = ids.includes(id) ? await repo.findCompanies(db, [id]) : [];
    if (!row) throw notFound('公司不存在或不在您的管理范围内', 'sysadmin.company_not_found');
    return row;
  }

  async function purchases(companyId: number, companyName: string): Promise<CompanyPurchases> {
    const [all, bought] = await Promise.all([repo.findCatalogue(db), repo.findBoughtIds(db, companyId)]);
    return { companyId, companyName, nodes: purchaseNodes(all, bought) };
  }

  return {
    async listCompanies(session: Session, input: ListTenantCompaniesInput): Promise<TenantCompany[]> {
      return repo.findCompanies(db, await scope(session), input.q || undefined);
    },

    async setCompanyStatus(session: Session, input: SetCompanyStatusInput): Promise<TenantCompany> {
      const target = await company(session, input.id);
      if (input.disabled && target.id === session.companyId) {
        throw badRequest('sysadmin.own_company', '不能停用您自己所在的公司');
      }
      if (target.disabled !== input.disabled) {
        await db.transaction(async (tx) => {
          await repo.updateCompanyDisabled(tx, target.id, input.disabled, session.userId);
          await logOperation(tx, session, {
            recordKey: 'company',
            recordId: target.id,
            action: input.disabled ? 'disable' : 'enable',
            detail: { code: target.code },
          });
        });
      }
      return company(session, input.id);
    },

    async getPurchases(session: Session, companyId: number): Promise<CompanyPurchases> {
      const target = await company(session, companyId);
      return purchases(target.id, target.name);
    },

    async setPurchase(session: Session, input: SetPurchaseInput): Promise<CompanyPurchases> {
      const target = await company(session, input.companyId);
      const node = purchaseNodes(await repo.findCatalogue(db), new Set()).find((n) => n.id === input.menuId);
      if (!node) throw notFound('菜单不存在', 'sysadmin.menu_not_found');
      if (!node.leaf) throw badRequest('sysadmin.menu_not_item', '只能购买或撤销具体的菜单项，中心和分组随其菜单项显示');
      await db.transaction(async (tx) => {
        const changed = input.bought
          ? await repo.insertPurchase(tx, target.id, node.id)
          : await repo.deletePurchase(tx, target.id, node.id);
        if (changed) {
          await logOperation(tx, session, {
            recordKey: 'company-menu',
            recordId: target.id,
            action: input.bought ? 'purchase' : 'withdraw',
            detail: { menuId: node.id, title: node.title },
          });
        }
      });
      return purchases(target.id, target.name);
    },
  };
}
