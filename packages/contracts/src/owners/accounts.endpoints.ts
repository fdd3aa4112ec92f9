import { z } from 'zod';
import { reads, writes, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';
import { PageQuery, pageOf } from '../core/paging';
import { maxChars } from '../core/text';
import { ExportPurpose } from '../records/records.endpoints';
import { AccountEntry, Amount, Area, Day, Id, Money, Rate, SourceDoc, Summary } from './owners.schemas';

const tag = 'owners';
const roles: readonly Role[] = ['emp', 'sa'];

// 公共账户 (owners/accounts/public) and the special repair fund (owners/accounts/repair and
// owners/accounts/repair-fund): append-only entries, balances moved in the writing transaction.
// 私人账户 (owners/accounts/private) is the settlement module's house accounts, answered by
// POST /api/house-tree/ledger-pri.

export const PublicAccountQuery = PageQuery.extend({ estateId: Id });
export const PublicAccountPage = pageOf(AccountEntry).extend({ estateId: z.number(), estateName: z.string(), balance: Money, income: Money, spending: Money });
export const PublicEntryInput = z.object({
  estateId: Id,
  kind: z.string({ error: '请选择类别' }).trim().min(1, '请选择类别').check(maxChars(12)),
  amount: Amount,
  entryDate: Day.optional(),
  summary: Summary,
  sourceDoc: SourceDoc,
});

export const RepairHouseQuery = PageQuery.extend({ estateId: Id, buildingId: Id.optional(), q: z.string().trim().check(maxChars(50)).optional() });
export const RepairHouseRow = z.object({
  houseId: z.number(),
  houseCode: z.string(),
  houseName: z.string(),
  buildingName: z.string().nullable(),
  area: Area.nullable(),
  rate: z.string().nullable(),
  due: Money,
  deposited: Money,
  balance: Money,
});
export const RepairHousePage = pageOf(RepairHouseRow).extend({ totalDue: Money, totalDeposited: Money, totalBalance: Money });

export const RepairSharesInput = z.object({ estateId: Id, rate: Rate });
export const RepairShares = z.object({ estateId: z.number(), rate: z.string(), houses: z.number(), totalDue: Money });

export const RepairDepositInput = z.object({ houseId: Id, amount: Amount, entryDate: Day.optional(), sourceDoc: SourceDoc, summary: Summary.optional() });

export const InterestInput = z.object({ estateId: Id, amount: Amount, entryDate: Day.optional(), summary: Summary });
export const InterestAllocation = z.object({
  id: z.number(),
  estateId: z.number(),
  amount: Money,
  summary: z.string(),
  entryDate: z.string(),
  parts: z.array(z.object({ houseId: z.number(), houseCode: z.string(), weight: Money, amount: Money })),
});

export const WithdrawalInput = z.object({
  estateId: Id,
  buildingId: Id.optional(),
  voteId: Id,
  wfDocId: Id,
  project: z.string({ error: '请填写维修项目' }).trim().min(1, '请填写维修项目').check(maxChars(200)),
  amount: Amount,
  entryDate: Day.optional(),
});
export const Withdrawal = z.object({
  id: z.number(),
  estateId: z.number(),
  buildingId: z.number().nullable(),
  project: z.string(),
  amount: Money,
  voteId: z.number(),
  voteTitle: z.string(),
  wfDocId: z.number(),
  wfDocSubject: z.string(),
  entryDate: z.string(),
  parts: z.array(z.object({ houseId: z.number(), houseCode: z.string(), area: Area, amount: Money })),
});
export const WithdrawalRow = Withdrawal.omit({ parts: true }).extend({ houses: z.number() });

export const StatementQuery = z.object({ houseId: Id });
export const RepairStatement = z.object({
  house: z.object({ id: z.number(), code: z.string(), name: z.string(), estateId: z.number(), estateName: z.string(), buildingName: z.string().nullable(), ownerNames: z.string() }),
  area: Area.nullable(),
  rate: z.string().nullable(),
  due: Money,
  balance: Money,
  deposited: Money,
  interest: Money,
  withdrawn: Money,
  rows: z.array(AccountEntry),
});

const exportOf = <I extends z.ZodType>(path: string, input: I, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/owners${path}`, input, output: z.null(), raw: true, auth: 'session', roles, rights, summary, tag });

const get = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'GET', path: `/api/owners${path}`, input, output, auth: 'session', roles, rights, summary, tag });
const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/owners${path}`, input, output, auth: 'session', roles, rights, summary, tag });

export const ownerAccountEndpoints = {
  publicAccount: get('/accounts/public', PublicAccountQuery, PublicAccountPage, '公共账户：楼盘公共收益与支出的明细（新在前）及余额', reads('meeting_accounts-public', 'meeting_decision-outsourcing', 'meeting_public-end')),
  publicIncome: post('/accounts/public/income', PublicEntryInput, AccountEntry, '公共收益入账：广告、共有停车、共有部分租金等，注明来源单据', writes('meeting_accounts-public')),
  publicSpending: post('/accounts/public/spending', PublicEntryInput, AccountEntry, '公共账户支出：不超过余额，注明来源单据', writes('meeting_accounts-public')),
  repairHouses: get('/repair-fund/houses', RepairHouseQuery, RepairHousePage, '维修资金分户账：每户面积、单价、应交、已交与余额', reads('meeting_accounts-repair', 'meeting_accounts-repair-fund', 'meeting_archive-index')),
  repairShares: post('/repair-fund/shares', RepairSharesInput, RepairShares, '核定维修资金：每户应交 = 建筑面积 × 当地单价（元/㎡）', writes('meeting_accounts-repair-fund')),
  repairDeposit: post('/repair-fund/deposit', RepairDepositInput, AccountEntry, '维修资金交存：记入该户维修账户', writes('meeting_accounts-repair-fund')),
  repairInterest: post('/repair-fund/interest', InterestInput, InterestAllocation, '维修资金增值分配：按各户余额比例分摊，精确到分（最大余额法）', writes('meeting_accounts-repair-fund')),
  repairWithdraw: post('/repair-fund/withdrawals', WithdrawalInput, Withdrawal, '维修资金使用：须有通过的“使用维修资金”表决和已完结的审批公文，按面积分摊到各户', writes('meeting_accounts-repair-fund')),
  repairWithdrawals: get('/repair-fund/withdrawals', z.object({ estateId: Id }), z.object({ rows: z.array(WithdrawalRow) }), '维修资金使用记录', reads('meeting_accounts-repair', 'meeting_accounts-repair-fund', 'meeting_archive-index')),
  repairHousesExport: exportOf('/repair-fund/houses/export', RepairHouseQuery.omit({ page: true, size: true }).extend(ExportPurpose.shape), '导出维修资金分户账（Excel）：每户面积、单价、应交、已交与余额及合计', reads('meeting_accounts-repair', 'meeting_accounts-repair-fund', 'meeting_archive-index')),
  repairStatementExport: exportOf('/repair-fund/statement/export', StatementQuery.extend(ExportPurpose.shape), '导出维修资金分户对账单（Excel）：该户交存、增值、使用明细与余额', reads('meeting_accounts-repair', 'meeting_accounts-repair-fund', 'meeting_archive-index')),
  repairStatement: get('/repair-fund/statement', StatementQuery, RepairStatement, '维修资金分户对账单：该户的交存、增值、使用明细与余额', reads('meeting_accounts-repair', 'meeting_accounts-repair-fund', 'meeting_archive-index')),
};
