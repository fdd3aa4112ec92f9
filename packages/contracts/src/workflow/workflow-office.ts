import { z } from 'zod';
import { integer } from '../core/integers';
import { defineEndpoint, type Role } from '../core/endpoint';
import { DocBrief, DocKind, ReceiverInput, WfId } from './workflow.schemas';
import { reads, writes } from '../core/rights';

// The office screens' own calls (公文跟催, 公文推送; issue 14, branch wf-admin). The spec names the
// areas (section 2: follow-up, pushing) but no paths; these follow the /api/comp-workflow-doc shape
// (docs/decisions.md "Workflow documents: follow-up and push").

/** An open document of the company with where it waits: the current node's holders, since when, its time limit. */
export const OverdueRow = DocBrief.extend({
  holders: z.array(z.string()),
  /** When the oldest open task of the current node was given (ISO); null when none is open. */
  waitingSince: z.string().nullable(),
  timeLimitHours: z.number().int().nullable(),
  /** Hours the current node has waited, whole hours. */
  waitedHours: z.number().int(),
  overdue: z.boolean(),
  lastRemindedAt: z.string().nullable(),
});
export const OverdueQuery = z.object({
  kind: DocKind.optional(),
  /** true: only documents past their node's time limit. */
  overdueOnly: z.boolean().default(false),
  page: integer(z.number().int().min(1).default(1)),
  size: integer(z.number().int().min(1).max(200).default(20)),
});
export const OverduePage = z.object({ total: z.number().int(), overdue: z.number().int(), rows: z.array(OverdueRow) });

export const PushListQuery = z.object({
  kind: DocKind.optional(),
  q: z.string().trim().max(50, '搜索内容不能超过50个字').optional(),
  page: integer(z.number().int().min(1).default(1)),
  size: integer(z.number().int().min(1).max(200).default(20)),
});
/** A finished document with how many people it has reached. */
export const PushDocRow = DocBrief.extend({ recipients: z.number().int(), confirmed: z.number().int() });
export const PushDocPage = z.object({ total: z.number().int(), rows: z.array(PushDocRow) });
export const PushRecipient = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  userId: z.number().int(),
  name: z.string(),
  handleTime: z.string().nullable(),
});
export const PushInput = z.object({
  id: WfId,
  receivers: z.array(ReceiverInput).min(1, '请选择推送对象').max(2000),
});
export const PushResult = z.object({
  /** People newly reached. */
  pushed: z.number().int(),
  /** People skipped because they already had the document. */
  skipped: z.number().int(),
  notices: z.number().int(),
});

const roles: readonly Role[] = ['emp', 'sa'];
const tag = 'workflow';
const doc = '/api/comp-workflow-doc';

export const workflowOfficeEndpoints = {
  overdue: defineEndpoint({ method: 'POST', path: `${doc}/overdue`, input: OverdueQuery, output: OverduePage, auth: 'session', rights: reads('office_workflow-follow-up'), roles, summary: '公文跟催：本公司办理中的公文、当前办理人、已等待时长与是否超过节点时限', tag }),
  pushList: defineEndpoint({ method: 'POST', path: `${doc}/push/list`, input: PushListQuery, output: PushDocPage, auth: 'session', rights: reads('office_workflow-push'), roles, summary: '公文推送：本公司已办结的公文与已送达人数', tag }),
  pushRecipients: defineEndpoint({ method: 'GET', path: `${doc}/push/recipients/:id`, input: z.object({ id: WfId }), output: z.array(PushRecipient), auth: 'session', rights: reads('office_workflow-push'), roles, summary: '已办结公文已送达的人员与确认时间', tag }),
  push: defineEndpoint({ method: 'POST', path: `${doc}/push`, input: PushInput, output: PushResult, auth: 'session', rights: writes('office_workflow-push'), roles, summary: '推送已办结的公文给公司树中的其他公司与人员（已收到的跳过）', tag }),
};

export type OverdueRow = z.output<typeof OverdueRow>;
export type OverdueQuery = z.output<typeof OverdueQuery>;
export type OverduePage = z.output<typeof OverduePage>;
export type PushListQuery = z.output<typeof PushListQuery>;
export type PushDocRow = z.output<typeof PushDocRow>;
export type PushDocPage = z.output<typeof PushDocPage>;
export type PushRecipient = z.output<typeof PushRecipient>;
export type PushInput = z.output<typeof PushInput>;
export type PushResult = z.output<typeof PushResult>;
