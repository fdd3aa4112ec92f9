import { FIXED_DICTIONARY_CODES } from '@pm/domain';
import { z } from 'zod';
import { Id, integer } from '../core/integers';
import { maxChars } from '../core/text';
import { Day } from '../core/calendar';
import { AreaText } from '../core/decimals';
import { SIGNED_IN, reads, writes, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';

// The house tree and house data of spec 7 (/api/house-tree/*), scoped to the caller's company.

const roles: readonly Role[] = ['emp', 'sa'];
const tag = 'house-tree';
const Share = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, '份额格式不正确');

export const TreeNode = z.object({ id: z.number(), name: z.string(), type: z.enum(['estate', 'zone', 'building', 'unit', 'house']), leaf: z.boolean(), code: z.string() });
export const HouseOwnerNow = z.object({ ownerId: z.number(), name: z.string(), mobile: z.string().nullable(), share: z.string().nullable(), since: z.string(), event: z.string() });
export const HouseOwnerEvent = z.object({ id: z.number(), ownerId: z.number(), name: z.string(), event: z.string(), eventName: z.string(), share: z.string().nullable(), eventDate: z.string(), remark: z.string().nullable(), createdAt: z.string() });
export const HouseListRow = z.object({ id: z.number(), code: z.string(), name: z.string(), estateName: z.string(), buildingName: z.string(), unitName: z.string().nullable(), floor: z.number().nullable(), useState: z.string(), useType: z.string(), buildArea: AreaText.nullable() });

// The tree, the house list and a house's details are every screen's house picker: any signed-in person of the company.
const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights = SIGNED_IN) =>
  defineEndpoint({ method: 'POST', path: `/api/house-tree${path}`, input, output, auth: 'session', roles, rights, summary, tag });
const OWNERSHIP = reads('common_house', 'common_owner', 'common_resident');

export const houseTreeEndpoints = {
  async: post('/async', z.object({ id: Id.optional(), type: z.enum(['estate', 'zone', 'building', 'unit']).optional() }), z.array(TreeNode), '房屋树逐级加载：无 id 时为楼盘；楼盘→楼宇，楼宇→单元（无单元时为房屋），单元→房屋', SIGNED_IN),
  ownersMember: post('/owners/member', z.object({ houseId: Id }), z.object({ owners: z.array(HouseOwnerNow), residents: z.number() }), '房屋当前业主（份额）与住户数', OWNERSHIP),
  ownersOwn: post('/owners/own', z.object({ ownerId: Id }), z.array(z.object({ houseId: z.number(), code: z.string(), name: z.string(), share: z.string().nullable(), since: z.string() })), '业主当前拥有的房屋', OWNERSHIP),
  ownersHistory: post('/owners/history', z.object({ houseId: Id }), z.array(HouseOwnerEvent), '房屋产权变动历史（入伙、过户、迁出，按时间）', OWNERSHIP),
  ownersEvent: post(
    '/owners/event',
    z.object({ houseId: Id, event: z.enum(FIXED_DICTIONARY_CODES.house_owner_event), ownerId: Id, fromOwnerId: Id.optional(), share: Share.optional(), eventDate: Day, remark: z.string().check(maxChars(200)).optional() }),
    z.array(HouseOwnerEvent),
    '登记产权变动：1 入伙、2 过户（fromOwnerId 迁出，ownerId 接手）、3 迁出；只追加，不改历史',
    writes('common_house', 'common_owner'),
  ),
  ledgerPri: post('/ledger-pri', z.object({ houseId: Id }), z.object({ houseId: z.number(), balance: z.string(), prepay: z.string(), deposit: z.string(), change: z.string(), rows: z.array(z.object({ date: z.string(), kind: z.string(), summary: z.string(), receiptNo: z.string().nullable(), debit: z.string(), credit: z.string(), balance: z.string() })) }), '房屋个人账户台账：预交款、押金与存零的收支（贷方收入、借方支出）与余额', reads('customer_panel-receivable', 'customer_panel-billing', 'data_named-index', 'meeting_accounts-private', 'charge_settle-prepay', 'charge_settle-normal', 'charge_arrears-query', 'charge_arrears-detail')),
  residential: post(
    '/residential',
    z.object({ id: Id }),
    z.object({ house: HouseListRow.extend({ useArea: AreaText.nullable(), innerArea: AreaText.nullable(), chargeStartDate: z.string().nullable(), estateId: z.number(), buildingId: z.number(), unitId: z.number().nullable() }), owners: z.array(HouseOwnerNow), residents: z.number(), parking: z.number(), vehicles: z.number() }),
    '房屋详情（含当前业主、住户数、车位与车辆数）',
    SIGNED_IN,
  ),
  list: post(
    '/list',
    z.object({ estateId: Id.optional(), buildingId: Id.optional(), unitId: Id.optional(), keyword: z.string().max(50).optional(), page: integer(z.number().int().min(1).default(1)), size: integer(z.number().int().min(1).max(999).default(10)) }),
    z.object({ total: z.number(), page: z.number(), size: z.number(), rows: z.array(HouseListRow) }),
    '房屋列表（楼盘/楼宇/单元/关键字，按编号）',
    SIGNED_IN,
  ),
  share: post('/share', z.object({ houseId: Id }), z.object({ houseId: z.number(), area: AreaText.nullable(), items: z.array(z.object({ item: z.string(), method: z.string(), amount: z.string(), period: z.string() })) }), '房屋公摊（分摊模块填充）', reads('charge_ops-sharing', 'charge_setup-sharing', 'customer_panel-receivable', 'data_named-index')),
};
