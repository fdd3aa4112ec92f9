import { z } from 'zod';
import { Id } from '../core/integers';
import { SIGNED_IN, reads, writes, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';
import { NoticeItem } from '../messages/messages.schemas';
import {
  AuditOpinion,
  Beginning,
  ChangeFinisherInput,
  DocCommand,
  DocDealInfo,
  DocDetail,
  DocPage,
  EmpWorking,
  EmpWorkingInput,
  Executing,
  FollowInput,
  FollowNote,
  FollowUpdate,
  FollowUpResult,
  IdInput,
  KindCode,
  NoticeDeal,
  NoticeTodo,
  ReceiverByCompInput,
  Receiver,
  RecvCompany,
  RecvCompsInput,
  ReplaceInput,
  ReplaceResult,
  Revocable,
  Template,
  TemplateInput,
  TemplateQuery,
  TodoList,
  TodoQuery,
} from './workflow.schemas';

const tag = 'workflow';
const roles: readonly Role[] = ['emp', 'sa'];
type Method = 'GET' | 'POST';
const call = <I extends z.ZodType, O extends z.ZodType>(method: Method, path: string, input: I, output: O, summary: string, rights: EndpointRights, silent = false) =>
  defineEndpoint({ method, path, input, output, auth: 'session', roles, rights, summary, tag, ...(silent ? { silent } : {}) });

/** The 公文 screens: 发文, 办文, 查阅公文 and the follow-up and push screens of 办公流程. */
const DOC_READERS = reads('oa_flow_send', 'oa_flow_proc', 'oa_flow_my', 'office_workflow-follow-up', 'office_workflow-push');
const HANDLING = writes('oa_flow_send', 'oa_flow_proc');
// Revoking one's own step, following up one's own document and its follow-up notes need no function: the domain lets
// only a party of the document do them (the starter, the current handler); a note is edited by its author only.

const doc = '/api/comp-workflow-doc';
const normal = '/api/comp-workflow-normal-doc-deal';

/** The spec's 27 workflow calls (section 7), each answering the workflow envelope (200, 1 with a Chinese msg, 100). */
export const workflowEndpoints = {
  toDeal: call('GET', `${doc}/getToDealWorkflowDoc`, TodoQuery, TodoList, '我的待办公文（各类待办数 normalDocCount、internalDocCount、reportDocCount）', DOC_READERS, true),
  dealInfo: call('POST', `${doc}/getDocDealInfo`, IdInput, DocDealInfo, '公文办理记录：节点、办理人、意见、时间与完整的流转轨迹', DOC_READERS),
  listDefines: call('POST', `${doc}/listAllWorkflowDefine`, TemplateQuery, z.array(Template), '本公司的流程模板（按公文类型）', reads('office_workflow-templates', 'oa_flow_send')),
  executing: call('GET', `${doc}/executing/:id`, IdInput, Executing, '公文当前节点与当前办理人', DOC_READERS),
  finish: call('POST', `${doc}/finish`, IdInput, DocDetail, '办结（只有办结人可以办结；未办的待办取消）', writes('oa_flow_proc')),
  changeFinisher: call('POST', `${doc}/change-finisher`, ChangeFinisherInput, DocDetail, '变更办结人（发起人、办结人或管理员；新办结人须在职）', HANDLING),
  processing: call('GET', `${doc}/listProcessingDoc/:id`, KindCode, DocPage, '办理中的公文（本人发起或经办；id 为类型：0 全部，1 普通，2 内部，3 报告）', DOC_READERS),
  auditInfo: call('POST', `${doc}/getProcessingDocAuditInfo`, IdInput, z.array(AuditOpinion), '公文已有的审核意见', DOC_READERS),
  followUp: call('POST', `${doc}/followUp`, IdInput, FollowUpResult, '跟催：提醒当前办理人（同一待办10分钟内只能跟催一次）', SIGNED_IN),
  revoke: call('POST', `${doc}/revokeDoc`, IdInput, DocDetail, '撤回本人上一步（下一节点已处理则不能撤回）', SIGNED_IN),
  beginning: call('GET', `${doc}/beginning`, z.object({}), Beginning, '发文准备：发起人、公司、可用模板与下一个发文字号', reads('oa_flow_send')),
  revocable: call('GET', `${doc}/getRevocableDoc/:id`, IdInput, Revocable, '本人现在能否撤回该公文（不能时给出原因）', DOC_READERS, true),
  dealt: call('POST', `${doc}/getDealWorkflowDocInfo`, TodoQuery, DocPage, '我已办理的公文', DOC_READERS),
  detail: call('GET', `${doc}/:id`, IdInput, DocDetail, '公文详情：正文、流程、待办与本人可做的操作', DOC_READERS),
  command: call('POST', doc, DocCommand, DocDetail, '发文与办文：send 发起（新公文或草稿）、save 保存草稿、agree 同意、disagree 不同意、return 退回、suspend 中止、resume 恢复、terminate 终止', HANDLING),
  followCreate: call('POST', '/api/comp-workflow-doc-follow', FollowInput, FollowNote, '新增跟进记录', writes('oa_flow_send', 'oa_flow_proc', 'oa_flow_my', 'office_workflow-follow-up')),
  followUpdate: call('POST', '/api/comp-workflow-doc-follow/update', FollowUpdate, FollowNote, '修改本人的跟进记录', SIGNED_IN),
  followList: call('GET', '/api/comp-workflow-doc-follow/list/:id', IdInput, z.array(FollowNote), '公文的跟进记录', DOC_READERS),
  empWorking: call('GET', '/api/comp-workflow-replace-emp/isEmpWorking/:a/:b', EmpWorkingInput, EmpWorking, '员工 b（公司 a）是否仍有待办或在流程模板中担任办理人', reads('office_workflow-follow-up', 'office_workflow-templates')),
  replace: call('POST', '/api/comp-workflow-replace-emp', ReplaceInput, ReplaceResult, '代理：期间内给缺席员工的新待办交给代理人（保留原办理人），可立即移交未办待办', writes('office_workflow-follow-up')),
  noticeTodo: call('POST', `${normal}/getTodoList`, z.object({}), NoticeTodo, '本人未确定的告知公文', SIGNED_IN, true),
  recvComps: call('POST', `${normal}/getRecvComps`, RecvCompsInput, z.array(RecvCompany), '可接收公文的公司：本公司及下级公司（报告另含上级公司）', reads('oa_flow_send', 'office_workflow-push')),
  receiverByComp: call('POST', `${normal}/getReceiverByComp`, ReceiverByCompInput, z.array(Receiver), '公司中可接收公文的在职员工', reads('oa_flow_send', 'office_workflow-push')),
  noticeConfirm: call('POST', normal, IdInput, NoticeItem, '确定告知公文（只能确定一次）', SIGNED_IN),
  noticeDetailAndDeal: call('GET', `${normal}/getDocDetailAndDeal/:id`, IdInput, NoticeDeal, '告知公文详情（办理用：本人的接收时间与上一条/下一条）', SIGNED_IN),
  noticeDetail: call('GET', `${normal}/getDocDetail/:id`, IdInput, NoticeDeal, '告知公文详情（只读、打印）', SIGNED_IN),
  internalToDeal: call('GET', '/api/comp-workflow-doc-internal/getToDealWorkflowDoc', TodoQuery.omit({ kind: true }), TodoList, '待办的内部公文', DOC_READERS, true),
  saveDefine: call('POST', '/api/comp-workflow-define', TemplateInput, Template, '保存流程模板（已有模板写入新版本；办理中的公文仍用原版本）', writes('office_workflow-templates')),
  defineState: call('POST', '/api/comp-workflow-define/state', z.object({ id: Id, active: z.boolean() }), Template, '启用或停用流程模板', writes('office_workflow-templates')),
};

