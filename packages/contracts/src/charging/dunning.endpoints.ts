import { z } from 'zod';
import { integer } from '../core/integers';
import { reads, writes, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';
import { maxChars } from '../core/text';
import { PageQuery } from '../core/paging';
import { decimalText, Id, Money, pageOf } from './charging.schemas';

const tag = 'charging';
const roles: readonly Role[] = ['emp', 'sa'];

// 催缴通知 (menu component charging/ops/notices, id 170): houses in arrears and the 告知公文 notices
// written to them from a template (issue 12). Figures are live: house_receivables and bill_line_open.

/** The menu component of 催缴通知; its notices are listed by /api/common/inform?menu=170. */
export const DUNNING_MENU_ID = 170;
/** The placeholders a dunning template may use. */
export const DUNNING_PLACEHOLDERS = ['{房屋}', '{业主}', '{欠费金额}', '{欠费金额大写}', '{最早欠费日期}', '{欠费月数}'] as const;

export const DunningCandidateQuery = PageQuery.extend({
  estateId: Id,
  /** Only houses owing at least this much. */
  minAmount: decimalText('最低欠费金额', 2).optional(),
  /** Only houses whose oldest open line is at least this many days past its due date. */
  minDays: integer(z.number({ error: '逾期天数必须是整数' }).int('逾期天数必须是整数').min(0, '逾期天数不能为负数').max(36500).optional()),
  q: z.string().check(maxChars(50)).optional(),
});
export const DunningCandidate = z.object({
  houseId: z.number(),
  houseCode: z.string(),
  houseName: z.string(),
  /** The house's current owners (、-joined); null: none recorded. */
  ownerName: z.string().nullable(),
  open: Money,
  openLines: z.number(),
  /** Distinct billing months with an open line. */
  months: z.number(),
  oldestDueDate: z.string(),
  /** Days from the oldest open line's due date to today (China); 0 when not yet due. */
  daysOverdue: z.number(),
});

export const DunningSendInput = z.object({
  estateId: Id,
  houseIds: z.array(Id, { error: '请选择房屋' }).min(1, '请选择房屋').max(2000, '一次最多2000户'),
  subject: z.string({ error: '请输入标题' }).trim().min(1, '请输入标题').check(maxChars(200)),
  /** Text with placeholders {房屋} {业主} {欠费金额} {欠费金额大写} {最早欠费日期} {欠费月数}. */
  template: z.string({ error: '请输入通知内容' }).trim().min(1, '请输入通知内容').check(maxChars(5000)),
  /** Staff of the caller's company who receive the notices; default: the caller. */
  receiverIds: z.array(Id).max(200, '接收人最多200人').optional(),
});
export const DunningSendResult = z.object({
  sent: z.number(),
  notices: z.array(z.object({ id: z.number(), houseId: z.number(), docNumber: z.string(), amount: Money })),
});

export const DunningNoticeQuery = PageQuery.extend({ estateId: Id.optional(), houseId: Id.optional(), q: z.string().check(maxChars(50)).optional() });
export const DunningNotice = z.object({
  id: z.number(),
  docNumber: z.string(),
  subject: z.string(),
  houseId: z.number().nullable(),
  houseName: z.string(),
  amount: Money.nullable(),
  content: z.string(),
  senderName: z.string(),
  createdAt: z.string(),
  recipients: z.number(),
  acked: z.number(),
});

const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/charging${path}`, input, output, auth: 'session', roles, rights, summary, tag });

export const dunningEndpoints = {
  dunningCandidates: post('/dunning/candidates', DunningCandidateQuery, pageOf(DunningCandidate), '催缴对象：楼盘内欠费房屋（实时欠费）', reads('charge_ops-notices')),
  sendDunning: post('/dunning/send', DunningSendInput, DunningSendResult, '生成催缴通知（每户一份告知公文，连续编号）', writes('charge_ops-notices')),
  listDunning: post('/dunning/list', DunningNoticeQuery, pageOf(DunningNotice), '已发催缴通知分页', reads('charge_ops-notices')),
};
