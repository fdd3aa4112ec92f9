import { z } from 'zod';
import { defineEndpoint, emptyInput } from '../core/endpoint';
import {
  CaseInfoInput,
  CaseNode,
  HelpItem,
  HelpItemParam,
  HelpItemsQuery,
  HelpMenuEntry,
  HelpMenuParam,
  HelpQuery,
  SaveHelpItemInput,
  UpdateHelpItemInput,
} from './help.schemas';
import { SIGNED_IN, reads, writes } from '../core/rights';

export const getHelpFlow = defineEndpoint({
  method: 'GET',
  path: '/api/help-menu/flow/:id',
  input: HelpMenuParam,
  output: z.array(HelpItem),
  auth: 'session',
  rights: SIGNED_IN,
  silent: true,
  summary: '菜单的操作流程说明（id 为菜单 id）',
  tag: 'help',
});

export const getHelpFields = defineEndpoint({
  method: 'GET',
  path: '/api/help-menu/fields',
  input: HelpQuery,
  output: z.array(HelpItem),
  auth: 'session',
  rights: SIGNED_IN,
  silent: true,
  summary: '菜单（及页签）的字段说明',
  tag: 'help',
});

export const getHelpDocs = defineEndpoint({
  method: 'GET',
  path: '/api/help-menu/docs',
  input: HelpQuery,
  output: z.array(HelpItem),
  auth: 'session',
  rights: SIGNED_IN,
  silent: true,
  summary: 'AI 帮助条目（menu = 当前路由菜单 id，tabName 可选）；为空时不显示帮助图标',
  tag: 'help',
});

export const getCaseTree = defineEndpoint({
  method: 'GET',
  path: '/api/case/tree',
  input: emptyInput,
  output: z.array(CaseNode),
  auth: 'session',
  rights: SIGNED_IN,
  silent: true,
  summary: '服务管理案例树（平铺节点 id、parentId、name、level）',
  tag: 'help',
});

export const getCaseInfo = defineEndpoint({
  method: 'POST',
  path: '/api/case/info',
  input: CaseInfoInput,
  output: z.string(),
  auth: 'session',
  rights: SIGNED_IN,
  silent: true,
  summary: '案例正文（HTML）',
  tag: 'help',
});

// 帮助条目 maintenance: help is the same for every company, so only the platform's administrators
// (sa/super of the root company) change it.
export const listHelpMenus = defineEndpoint({
  method: 'GET',
  path: '/api/help-items/menus',
  input: emptyInput,
  output: z.array(HelpMenuEntry),
  auth: 'session',
  rights: reads('data_items-index'),
  roles: ['sa', 'super'],
  summary: '帮助条目维护：目录中的菜单及其帮助条目数',
  tag: 'help',
});

export const listHelpItems = defineEndpoint({
  method: 'GET',
  path: '/api/help-items',
  input: HelpItemsQuery,
  output: z.array(HelpItem),
  auth: 'session',
  rights: reads('data_items-index'),
  roles: ['sa', 'super'],
  summary: '帮助条目维护：一个菜单的全部条目（操作流程、字段说明、常见问题）',
  tag: 'help',
});

export const createHelpItem = defineEndpoint({
  method: 'POST',
  path: '/api/help-items',
  input: SaveHelpItemInput,
  output: HelpItem,
  auth: 'session',
  rights: writes('data_items-index'),
  roles: ['sa', 'super'],
  summary: '帮助条目维护：新增条目',
  tag: 'help',
});

export const updateHelpItem = defineEndpoint({
  method: 'PUT',
  path: '/api/help-items/:id',
  input: UpdateHelpItemInput,
  output: HelpItem,
  auth: 'session',
  rights: writes('data_items-index'),
  roles: ['sa', 'super'],
  summary: '帮助条目维护：修改条目',
  tag: 'help',
});

export const deleteHelpItem = defineEndpoint({
  method: 'DELETE',
  path: '/api/help-items/:id',
  input: HelpItemParam,
  output: HelpItemParam,
  auth: 'session',
  rights: writes('data_items-index'),
  roles: ['sa', 'super'],
  summary: '帮助条目维护：删除条目',
  tag: 'help',
});

export const helpEndpoints = {
  getHelpFlow,
  getHelpFields,
  getHelpDocs,
  getCaseTree,
  getCaseInfo,
  listHelpMenus,
  listHelpItems,
  createHelpItem,
  updateHelpItem,
  deleteHelpItem,
};
