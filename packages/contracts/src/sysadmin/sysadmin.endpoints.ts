import { defineEndpoint } from '../core/endpoint';
import { z } from 'zod';
import {
  CompanyPurchases,
  GetCompanyPurchasesInput,
  ListTenantCompaniesInput,
  SetCompanyStatusInput,
  SetPurchaseInput,
  TenantCompany,
} from './sysadmin.schemas';
import { reads, writes } from '../core/rights';

export const listTenantCompanies = defineEndpoint({
  method: 'GET',
  path: '/api/sysadmin/companies',
  input: ListTenantCompaniesInput,
  output: z.array(TenantCompany),
  auth: 'session',
  rights: reads('data_customers-index', 'data_menu-index', 'data_pictures-index'),
  roles: ['sa', 'super'],
  summary: '客户列表：本公司及下属公司（系统管理员）',
  tag: 'sysadmin',
});

export const setCompanyStatus = defineEndpoint({
  method: 'PUT',
  path: '/api/sysadmin/companies/:id/status',
  input: SetCompanyStatusInput,
  output: TenantCompany,
  auth: 'session',
  rights: writes('data_customers-index'),
  roles: ['sa', 'super'],
  summary: '启用或停用客户公司（系统管理员）',
  tag: 'sysadmin',
});

export const getCompanyPurchases = defineEndpoint({
  method: 'GET',
  path: '/api/sysadmin/menu/purchases',
  input: GetCompanyPurchasesInput,
  output: CompanyPurchases,
  auth: 'session',
  rights: reads('data_menu-index'),
  roles: ['sa', 'super'],
  summary: '菜单目录与一家公司已购买的菜单（系统管理员）',
  tag: 'sysadmin',
});

export const setMenuPurchase = defineEndpoint({
  method: 'PUT',
  path: '/api/sysadmin/menu/purchases',
  input: SetPurchaseInput,
  output: CompanyPurchases,
  auth: 'session',
  rights: writes('data_menu-index'),
  roles: ['sa', 'super'],
  summary: '为公司购买或撤销一个菜单项（写入 company_menus，菜单戳随之递增）',
  tag: 'sysadmin',
});

export const sysadminEndpoints = { listTenantCompanies, setCompanyStatus, getCompanyPurchases, setMenuPurchase };
