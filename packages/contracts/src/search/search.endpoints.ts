import { z } from 'zod';
import { Id, integer } from '../core/integers';
import { defineEndpoint, type Role } from '../core/endpoint';
import { reads } from '../core/rights';

// 综合查询 (/search and search/named/index) and the 信息查询 panels (search/panel/complaint, repair,
// safety). Every answer is scoped to the caller's company.

const roles: readonly Role[] = ['emp', 'sa'];
const tag = 'search';

export const SearchKind = z.enum(['house', 'owner', 'resident', 'vehicle']);
export type SearchKind = z.infer<typeof SearchKind>;

/** A house a hit leads to. */
export const SearchHouse = z.object({ id: z.number(), code: z.string(), name: z.string(), estateId: z.number(), estateName: z.string() });
export type SearchHouse = z.infer<typeof SearchHouse>;

/** One hit: a house, an owner (their current houses), a resident (the house lived in), a vehicle (its house). */
export const SearchHit = z.object({
  kind: SearchKind,
  id: z.number(),
  /** House code and name, a person's name, a plate. */
  label: z.string(),
  /** The matching phone or mobile, when the hit has one. */
  phone: z.string().nullable(),
  houses: z.array(SearchHouse),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const searchFind = defineEndpoint({
  method: 'GET',
  path: '/api/search',
  input: z.object({
    q: z.string().trim().min(1, '请输入查询内容').max(40, '查询内容不能超过40个字符'),
    limit: integer(z.number().int().min(1).max(20).default(8)),
  }),
  output: z.object({ q: z.string(), groups: z.array(z.object({ kind: SearchKind, hits: z.array(SearchHit) })) }),
  auth: 'session',
  rights: reads('data_named-index', 'customer_panel-billing', 'customer_panel-complaint', 'customer_panel-repair', 'customer_panel-receivable', 'customer_panel-safety'),
  roles,
  silent: true,
  summary: '综合查询：按房屋编号或名称、业主、住户、电话（可输入部分号码，如手机尾号）、车牌查询，按类别分组返回最匹配的若干条',
  tag,
});

export const SearchPanel = z.enum(['complaint', 'repair', 'safety']);
export type SearchPanel = z.infer<typeof SearchPanel>;

/** One row of an info panel: a complaint, a work order, a security event or a visitor of the house. */
export const PanelRow = z.object({
  id: z.number(),
  /** complaint, dispatch, security-event, visitor: the record the row is. */
  record: z.enum(['complaint', 'dispatch', 'security-event', 'visitor']),
  no: z.string(),
  at: z.string(),
  houseId: z.number().nullable(),
  houseName: z.string().nullable(),
  /** Category / work type / event type code (dictionary item value). */
  type: z.string(),
  /** Who: the complainant, the handler, the reporter, the visitor. */
  who: z.string().nullable(),
  content: z.string(),
  status: z.string(),
});
export type PanelRow = z.infer<typeof PanelRow>;

export const searchPanel = defineEndpoint({
  method: 'GET',
  path: '/api/search/panel/:panel',
  input: z.object({
    panel: SearchPanel,
    houseId: Id.optional(),
    estateId: Id.optional(),
    size: integer(z.number().int().min(1).max(50).default(10)),
  }),
  output: z.object({ total: z.number(), rows: z.array(PanelRow) }),
  auth: 'session',
  rights: reads('data_named-index', 'customer_panel-billing', 'customer_panel-complaint', 'customer_panel-repair', 'customer_panel-receivable', 'customer_panel-safety'),
  roles,
  silent: true,
  summary: '信息查询面板：一个房屋（或楼盘）最近的投诉、报修派工、安全事件与访客，最新在前',
  tag,
});

export const searchEndpoints = { find: searchFind, panel: searchPanel };
