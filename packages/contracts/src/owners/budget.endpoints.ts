import { BUDGET_STATUS_CODES } from '@pm/domain';
import { z } from 'zod';
import { integer } from '../core/integers';
import { reads, writes, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';
import { maxChars } from '../core/text';
import { AccountEntry, Amount, Day, Id, Money, SourceDoc, Summary } from './owners.schemas';

const tag = 'owners';
const roles: readonly Role[] = ['emp', 'sa'];

// 公共收益预算 (budget/public/create, audit, vote, end): 编制 → 审核中 (a workflow document of the
// company; 完结 approves) → 表决 (an owners' vote, item 9) → 执行 (public spending charged to its
// lines) → 结束 (actuals beside the plan; a closed budget never changes).

export const BudgetStatus = z.enum(BUDGET_STATUS_CODES);
const Planned = z.string({ error: '请填写预算金额' }).trim().min(1, '请填写预算金额').check(maxChars(20));
export const BudgetLineInput = z.object({
  category: z.string({ error: '请填写预算项目' }).trim().min(1, '请填写预算项目').check(maxChars(100)),
  planned: Planned,
  remark: z.string().trim().check(maxChars(200)).default(''),
});
const Lines = z.array(BudgetLineInput).min(1, '请至少填写一行预算').max(100, '预算最多100行');
export const CreateBudgetInput = z.object({
  estateId: Id,
  year: integer(z.number({ error: '年度必须是整数' }).int('年度必须是整数').min(2000, '年度不正确').max(2100, '年度不正确')),
  title: z.string({ error: '请填写预算名称' }).trim().min(1, '请填写预算名称').check(maxChars(200)),
  lines: Lines,
});
export const BudgetListQuery = z.object({ estateId: Id.optional(), status: BudgetStatus.optional() });

export const BudgetLine = z.object({
  id: z.number(),
  seq: z.number(),
  category: z.string(),
  planned: Money,
  remark: z.string(),
  actual: Money,
  remaining: Money,
  percent: z.string().nullable(),
});
export const BudgetRow = z.object({
  id: z.number(),
  estateId: z.number(),
  estateName: z.string(),
  year: z.number(),
  title: z.string(),
  status: BudgetStatus,
  statusName: z.string(),
  planned: Money,
  actual: Money,
  wfDocId: z.number().nullable(),
  wfDocSubject: z.string().nullable(),
  wfDocStatus: z.string().nullable(),
  voteId: z.number().nullable(),
  voteTitle: z.string().nullable(),
  voteStatus: z.string().nullable(),
  votePassed: z.boolean().nullable(),
  /** The votes that turned the budget down (it went back to 编制 each time). */
  rejectedVoteIds: z.array(z.number()),
  closedAt: z.string().nullable(),
});
export const BudgetDetail = BudgetRow.extend({ remaining: Money, lines: z.array(BudgetLine), spending: z.array(AccountEntry.extend({ budgetLineId: z.number() })) });

const Ref = z.object({ id: Id });
export const BudgetAuditInput = Ref.extend({ wfDocId: Id });
export const BudgetVoteInput = Ref.extend({ startsOn: Day, endsOn: Day });
export const BudgetSpendInput = Ref.extend({
  budgetLineId: Id,
  kind: z.string({ error: '请选择类别' }).trim().min(1, '请选择类别').check(maxChars(12)),
  amount: Amount, entryDate: Day.optional(), summary: Summary, sourceDoc: SourceDoc });

/** A workflow document of the company, as picked for an approval or an audit. */
export const ApprovalDocRow = z.object({ id: z.number(), docNumber: z.string().nullable(), subject: z.string(), status: z.string(), statusName: z.string(), endedAt: z.string().nullable() });
export const ApprovalDocQuery = z.object({ status: z.enum(['finished', 'running', 'any']).default('finished'), q: z.string().trim().check(maxChars(50)).optional() });

const get = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'GET', path: `/api/owners${path}`, input, output, auth: 'session', roles, rights, summary, tag });
const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/owners${path}`, input, output, auth: 'session', roles, rights, summary, tag });

export const ownerBudgetEndpoints = {
  list: get('/budgets', BudgetListQuery, z.object({ rows: z.array(BudgetRow) }), '公共收益预算列表：年度、状态、预算与实际', reads('meeting_public-create', 'meeting_public-audit', 'meeting_public-vote', 'meeting_public-end', 'meeting_archive-index')),
  detail: get('/budgets/:id', Ref, BudgetDetail, '预算明细：各行预算、实际支出与结余，及计入预算的支出', reads('meeting_public-create', 'meeting_public-audit', 'meeting_public-vote', 'meeting_public-end', 'meeting_archive-index')),
  create: post('/budgets', CreateBudgetInput, BudgetDetail, '编制预算：楼盘年度公共收益预算及各行金额（每楼盘每年一份）', writes('meeting_public-create')),
  setLines: post('/budgets/:id/lines', Ref.extend({ lines: Lines }), BudgetDetail, '修改预算行：仅编制中的预算可修改', writes('meeting_public-create')),
  submitAudit: post('/budgets/:id/audit', BudgetAuditInput, BudgetDetail, '提交审核：关联公司的审批公文，公文完结即审核通过', writes('meeting_public-audit')),
  startVote: post('/budgets/:id/vote', BudgetVoteInput, BudgetDetail, '提交业主大会表决：审核公文须已完结，按一般事项（过半数）表决', writes('meeting_public-vote')),
  redraft: post('/budgets/:id/redraft', Ref, BudgetDetail, '退回编制：表决未通过的预算退回编制，修订后重新审核与表决，原表决留作记录', writes('meeting_public-vote')),
  execute: post('/budgets/:id/execute', Ref, BudgetDetail, '开始执行：表决须已结束并通过', writes('meeting_public-vote')),
  spend: post('/budgets/:id/spend', BudgetSpendInput, BudgetDetail, '预算支出：从公共账户支出并计入预算行（执行中）', writes('meeting_public-end')),
  close: post('/budgets/:id/close', Ref, BudgetDetail, '预算结束：保存实际与预算对比，结束后不能再修改', writes('meeting_public-end')),
  approvalDocs: get('/approval-docs', ApprovalDocQuery, z.object({ rows: z.array(ApprovalDocRow) }), '本公司的审批公文（默认已完结），供维修资金使用与预算审核选择', reads('meeting_accounts-repair-fund', 'meeting_public-audit', 'meeting_archive-index')),
};
