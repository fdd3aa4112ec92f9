import { z } from 'zod';
import { idOf } from '../core/integers';

/** A tenant company as the system administrator sees it (客户列表). */
export const TenantCompany = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  parentName: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  nick: z.string(),
  /** 1 group, 2 and 3 companies. */
  level: z.number(),
  /** A management, B operating, AB both. */
  type: z.string(),
  disabled: z.boolean(),
  /** Leaf menu items the company bought. */
  boughtCount: z.number(),
  /** Active staff accounts. */
  staffCount: z.number(),
});
export type TenantCompany = z.infer<typeof TenantCompany>;

export const ListTenantCompaniesInput = z.object({
  q: z.string().trim().max(50, { error: '关键字最多50个字' }).optional(),
});
export type ListTenantCompaniesInput = z.infer<typeof ListTenantCompaniesInput>;

export const SetCompanyStatusInput = z.object({
  id: idOf('公司编号不正确'),
  disabled: z.boolean({ error: '请选择启用或停用' }),
});
export type SetCompanyStatusInput = z.infer<typeof SetCompanyStatusInput>;

/** One catalogue node with the chosen company's purchase (菜单管理). */
export const PurchaseNode = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  title: z.string(),
  component: z.string(),
  remark: z.string(),
  order: z.number(),
  /** Level 3 items can be bought; centres and groups follow their items. */
  leaf: z.boolean(),
  bought: z.boolean(),
});
export type PurchaseNode = z.infer<typeof PurchaseNode>;

export const CompanyPurchases = z.object({
  companyId: z.number(),
  companyName: z.string(),
  nodes: z.array(PurchaseNode),
});
export type CompanyPurchases = z.infer<typeof CompanyPurchases>;

const companyId = idOf('请选择公司');

export const GetCompanyPurchasesInput = z.object({ companyId });
export type GetCompanyPurchasesInput = z.infer<typeof GetCompanyPurchasesInput>;

export const SetPurchaseInput = z.object({
  companyId,
  menuId: z.number({ error: '请选择菜单' }).int({ error: '请选择菜单' }).positive({ error: '请选择菜单' }),
  /** true buys the item for the company, false withdraws it. */
  bought: z.boolean({ error: '请选择购买或撤销' }),
});
export type SetPurchaseInput = z.infer<typeof SetPurchaseInput>;
