import { z } from 'zod';
import { defineEndpoint, emptyInput } from '../core/endpoint';
import { CaseInfoInput, CaseNode, HelpItem, HelpMenuParam, HelpQuery } from './help.schemas';

export const getHelpFlow = defineEndpoint({
  method: 'GET',
  path: '/api/help-menu/flow/:id',
  input: HelpMenuParam,
  output: z.array(HelpItem),
  auth: 'session',
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
  silent: true,
  summary: '案例正文（HTML）',
  tag: 'help',
});

export const helpEndpoints = { getHelpFlow, getHelpFields, getHelpDocs, getCaseTree, getCaseInfo };
