import { defineEndpoint, emptyInput } from '../core/endpoint';
import { z } from 'zod';
import { MenuCentre, MenuDoc, MenuDocsQuery, MenuTree, SysIntro, SysIntroQuery } from './menu.schemas';
import { SIGNED_IN } from '../core/rights';

export const getMenu = defineEndpoint({
  method: 'GET',
  path: '/api/menu',
  input: emptyInput,
  output: MenuTree,
  auth: 'session',
  rights: SIGNED_IN,
  summary: '菜单（旧版三级树）；msg 为导航状态（数字字符串，默认 "0"）',
  description: 'super 得到完整目录；其他角色得到本公司已购买的项目，state 3 = 已购买且已授权，1 = 已购买未授权。',
  tag: 'menu',
});

export const getMenuV2 = defineEndpoint({
  method: 'GET',
  path: '/api/menu/v2',
  input: emptyInput,
  output: z.array(MenuCentre),
  auth: 'session',
  rights: SIGNED_IN,
  summary: '菜单（新版中心布局，menuStyle 1）：中心 → 分组 → 项目；msg 为导航状态',
  description:
    '返回全部中心与分组（含最后一个额外分组，由前端丢弃）。项目 state：3 已购买且已授权；1 已购买未授权；无 state 未购买。',
  tag: 'menu',
});

export const getMenuDocs = defineEndpoint({
  method: 'GET',
  path: '/api/menu/docs',
  input: MenuDocsQuery,
  output: z.array(MenuDoc),
  auth: 'session',
  rights: SIGNED_IN,
  silent: true,
  summary: '菜单说明（悬停 2 秒后加载；第一项的 title 与 remark）',
  tag: 'menu',
});

export const getSysIntro = defineEndpoint({
  method: 'GET',
  path: '/api/menu/sys-intro',
  input: SysIntroQuery,
  output: SysIntro,
  auth: 'session',
  rights: SIGNED_IN,
  silent: true,
  summary: '系统文档（按 key；客户端按 key 缓存，服务端同样缓存）',
  tag: 'menu',
});

export const menuEndpoints = { getMenu, getMenuV2, getMenuDocs, getSysIntro };
