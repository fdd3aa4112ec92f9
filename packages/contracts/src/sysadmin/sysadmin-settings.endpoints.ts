import { z } from 'zod';
import { defineEndpoint, emptyInput } from '../core/endpoint';
import {
  CreatePlatformEntryInput,
  GetRoleRightsInput,
  ListPlatformEntriesInput,
  MenuHelp,
  NavigationSettings,
  OrderNavigationInput,
  PlatformDictEntry,
  PlatformDictionary,
  PlatformEntryIdInput,
  RoleRights,
  RoleSummary,
  SetRoleRightInput,
  SystemDocument,
  UpdateMenuHelpInput,
  UpdateNavigationCentreInput,
  UpdateNavigationTipsInput,
  UpdatePlatformEntryInput,
  UpdateSystemDocumentInput,
} from './sysadmin-settings.schemas';
import { reads, writes } from '../core/rights';

const admin = { auth: 'session', roles: ['sa', 'super'], tag: 'sysadmin' } as const;

export const listPlatformDictionaries = defineEndpoint({
  ...admin, rights: reads('data_dictionary-index'),
  method: 'GET',
  path: '/api/sysadmin/dictionaries',
  input: emptyInput,
  output: z.array(PlatformDictionary),
  summary: '字典管理：已声明的字典与平台字典项数量',
});

export const listPlatformEntries = defineEndpoint({
  ...admin, rights: reads('data_dictionary-index'),
  method: 'GET',
  path: '/api/sysadmin/dictionaries/:code/entries',
  input: ListPlatformEntriesInput,
  output: z.array(PlatformDictEntry),
  summary: '字典管理：一个字典的平台字典项（各公司字典的起点）',
});

export const createPlatformEntry = defineEndpoint({
  ...admin, rights: writes('data_dictionary-index'),
  method: 'POST',
  path: '/api/sysadmin/dictionaries/:code/entries',
  input: CreatePlatformEntryInput,
  output: PlatformDictEntry,
  summary: '字典管理：新增平台字典项（仅限可扩展的字典）',
});

export const updatePlatformEntry = defineEndpoint({
  ...admin, rights: writes('data_dictionary-index'),
  method: 'PUT',
  path: '/api/sysadmin/dictionary-entries/:id',
  input: UpdatePlatformEntryInput,
  output: PlatformDictEntry,
  summary: '字典管理：修改平台字典项的名称、排序与启用',
});

export const deletePlatformEntry = defineEndpoint({
  ...admin, rights: writes('data_dictionary-index'),
  method: 'DELETE',
  path: '/api/sysadmin/dictionary-entries/:id',
  input: PlatformEntryIdInput,
  output: z.null(),
  summary: '字典管理：删除平台新增且未被使用的字典项（内置或在用的只能停用）',
});

export const listSystemDocuments = defineEndpoint({
  ...admin, rights: reads('data_documents-index'),
  method: 'GET',
  path: '/api/sysadmin/documents',
  input: emptyInput,
  output: z.array(SystemDocument),
  summary: '文档管理：系统文档（sys-intro 的内容）',
});

export const updateSystemDocument = defineEndpoint({
  ...admin, rights: writes('data_documents-index'),
  method: 'PUT',
  path: '/api/sysadmin/documents/:key',
  input: UpdateSystemDocumentInput,
  output: SystemDocument,
  summary: '文档管理：修改系统文档的标题与 HTML 内容',
});

export const listMenuHelp = defineEndpoint({
  ...admin, rights: reads('data_documents-index'),
  method: 'GET',
  path: '/api/sysadmin/menu-help',
  input: emptyInput,
  output: z.array(MenuHelp),
  summary: '文档管理：菜单项的说明（/api/menu/docs 的内容）',
});

export const updateMenuHelp = defineEndpoint({
  ...admin, rights: writes('data_documents-index'),
  method: 'PUT',
  path: '/api/sysadmin/menu-help/:id',
  input: UpdateMenuHelpInput,
  output: MenuHelp,
  summary: '文档管理：修改菜单项的说明',
});

export const getNavigationSettings = defineEndpoint({
  ...admin, rights: reads('data_navigation-index'),
  method: 'GET',
  path: '/api/sysadmin/navigation',
  input: emptyInput,
  output: NavigationSettings,
  summary: '导航管理：导航中心的顺序、说明、介绍与操作提示',
});

export const updateNavigationCentre = defineEndpoint({
  ...admin, rights: writes('data_navigation-index'),
  method: 'PUT',
  path: '/api/sysadmin/navigation/centres/:id',
  input: UpdateNavigationCentreInput,
  output: NavigationSettings,
  summary: '导航管理：修改一个中心的说明与介绍',
});

export const orderNavigationCentres = defineEndpoint({
  ...admin, rights: writes('data_navigation-index'),
  method: 'PUT',
  path: '/api/sysadmin/navigation/order',
  input: OrderNavigationInput,
  output: NavigationSettings,
  summary: '导航管理：按给出的顺序排列全部中心',
});

export const updateNavigationTips = defineEndpoint({
  ...admin, rights: writes('data_navigation-index'),
  method: 'PUT',
  path: '/api/sysadmin/navigation/tips',
  input: UpdateNavigationTipsInput,
  output: NavigationSettings,
  summary: '导航管理：修改操作提示',
});

export const listRoleRights = defineEndpoint({
  ...admin, rights: reads('data_rights-index'),
  method: 'GET',
  path: '/api/sysadmin/rights/roles',
  input: emptyInput,
  output: z.array(RoleSummary),
  summary: '权限管理：角色与其不同于默认规则的设置数',
});

export const getRoleRights = defineEndpoint({
  ...admin, rights: reads('data_rights-index'),
  method: 'GET',
  path: '/api/sysadmin/rights',
  input: GetRoleRightsInput,
  output: RoleRights,
  summary: '权限管理：一个角色可见的菜单目录',
});

export const setRoleRight = defineEndpoint({
  ...admin, rights: writes('data_rights-index'),
  method: 'PUT',
  path: '/api/sysadmin/rights',
  input: SetRoleRightInput,
  output: RoleRights,
  summary: '权限管理：设置一个角色能否看到一个菜单节点（菜单戳随之递增）',
});

export const sysadminSettingsEndpoints = {
  listPlatformDictionaries,
  listPlatformEntries,
  createPlatformEntry,
  updatePlatformEntry,
  deletePlatformEntry,
  listSystemDocuments,
  updateSystemDocument,
  listMenuHelp,
  updateMenuHelp,
  getNavigationSettings,
  updateNavigationCentre,
  orderNavigationCentres,
  updateNavigationTips,
  listRoleRights,
  getRoleRights,
  setRoleRight,
};
