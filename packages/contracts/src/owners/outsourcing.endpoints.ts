import { OUTSOURCING_SERVICE_KIND_CODES, OUTSOURCING_STATUS_CODES } from '@pm/domain';
import { z } from 'zod';
import { reads, writes, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';
import { PageQuery, pageOf } from '../core/paging';
import { maxChars } from '../core/text';
import { ExportPurpose } from '../records/records.endpoints';
import { AccountEntry, Amount, Day, Id, Money, SourceDoc, Summary } from './owners.schemas';

const tag = 'owners';
const roles: readonly Role[] = ['emp', 'sa'];

// 外包管理 (owners/decision/outsourcing): the owners' service contracts. 草拟 → 表决中 (an owners'
// vote, item 9) → 已签订 (only after the vote passed) → 已终止 / 已到期; a failed vote sends the
// contract back to 草拟. Payments are spending entries of the estate's public account.

export const OutsourcingStatus = z.enum(OUTSOURCING_STATUS_CODES, { error: '合同状态不正确' });
export const OutsourcingServiceKind = z.enum(OUTSOURCING_SERVICE_KIND_CODES, { error: '请选择服务类别' });

const text = (label: string, max: number) => z.string({ error: `请填写${label}` }).trim().min(1, `请填写${label}`).check(maxChars(max));
export const ContractTermsInput = z.object({
  estateId: Id,
  contractNo: text('合同编号', 50),
  contractor: text('服务单位', 100),
  serviceKind: OutsourcingServiceKind,
  startsOn: Day,
  endsOn: Day,
  amount: Amount,
  paymentTerms: z.string().trim().check(maxChars(500)).default(''),
});
const Ref = z.object({ id: Id });
export const OutsourcingFilter = z.object({
  estateId: Id.optional(),
  status: OutsourcingStatus.optional(),
  serviceKind: OutsourcingServiceKind.optional(),
  q: z.string().trim().check(maxChars(50)).optional(),
});
export const OutsourcingListQuery = PageQuery.extend(OutsourcingFilter.shape);
export const ContractVoteInput = Ref.extend({ startsOn: Day, endsOn: Day });
export const ContractSignInput = Ref.extend({ signedOn: Day.optional() });
export const ContractPaymentInput = Ref.extend({ amount: Amount, entryDate: Day.optional(), summary: Summary, sourceDoc: SourceDoc });
export const ContractEndInput = Ref.extend({ how: z.enum(['terminated', 'expired'], { error: '请选择终止或到期' }), reason: z.string().trim().check(maxChars(200)).default('') });

export const OutsourcingRow = z.object({
  id: z.number(),
  estateId: z.number(),
  estateName: z.string(),
  contractNo: z.string(),
  contractor: z.string(),
  serviceKind: OutsourcingServiceKind,
  serviceKindName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  amount: Money,
  paid: Money,
  unpaid: Money,
  paymentTerms: z.string(),
  status: OutsourcingStatus,
  statusName: z.string(),
  voteId: z.number().nullable(),
  voteTitle: z.string().nullable(),
  voteStatus: z.string().nullable(),
  votePassed: z.boolean().nullable(),
  rejectedVoteIds: z.array(z.number()),
  signedOn: z.string().nullable(),
  endedOn: z.string().nullable(),
  endReason: z.string(),
});
export const ContractPayment = AccountEntry.extend({ instalment: z.number() });
export const OutsourcingDetail = OutsourcingRow.extend({ payments: z.array(ContractPayment), publicBalance: Money });

const get = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'GET', path: `/api/owners${path}`, input, output, auth: 'session', roles, rights, summary, tag });
const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/owners${path}`, input, output, auth: 'session', roles, rights, summary, tag });

export const outsourcingEndpoints = {
  list: get('/outsourcing', OutsourcingListQuery, pageOf(OutsourcingRow), '外包合同列表：按楼盘、状态、服务类别与关键字筛选，含已付与未付金额', reads('meeting_decision-outsourcing')),
  detail: get('/outsourcing/:id', Ref, OutsourcingDetail, '外包合同详情：合同条款、表决、付款明细及公共账户余额', reads('meeting_decision-outsourcing')),
  create: post('/outsourcing', ContractTermsInput, OutsourcingDetail, '草拟外包合同：服务单位、服务类别、合同期限、金额与付款方式', writes('meeting_decision-outsourcing')),
  update: post('/outsourcing/:id', Ref.extend(ContractTermsInput.shape), OutsourcingDetail, '修改外包合同条款：仅草拟中的合同可修改', writes('meeting_decision-outsourcing')),
  startVote: post('/outsourcing/:id/vote', ContractVoteInput, OutsourcingDetail, '提交业主表决：为合同发起业主大会表决（一般事项，过半数）', writes('meeting_decision-outsourcing')),
  redraft: post('/outsourcing/:id/redraft', Ref, OutsourcingDetail, '退回草拟：表决未通过的合同退回草拟，原表决留作记录', writes('meeting_decision-outsourcing')),
  sign: post('/outsourcing/:id/sign', ContractSignInput, OutsourcingDetail, '签订合同：合同的业主表决须已结束并通过', writes('meeting_decision-outsourcing')),
  pay: post('/outsourcing/:id/pay', ContractPaymentInput, OutsourcingDetail, '合同付款：从楼盘公共账户支出，不超过公共账户余额与合同未付金额', writes('meeting_decision-outsourcing')),
  end: post('/outsourcing/:id/end', ContractEndInput, OutsourcingDetail, '终止或到期：合同结束后不能再变更或付款', writes('meeting_decision-outsourcing')),
  export: defineEndpoint({
    method: 'POST',
    path: '/api/owners/outsourcing/export',
    input: OutsourcingFilter.extend(ExportPurpose.shape),
    output: z.null(),
    raw: true,
    auth: 'session',
    rights: reads('meeting_decision-outsourcing'),
    roles,
    summary: '导出外包合同（Excel）：合同编号、服务单位、类别、期限、金额、已付、未付与状态',
    tag,
  }),
};
