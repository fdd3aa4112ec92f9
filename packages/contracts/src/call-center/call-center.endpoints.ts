import { z } from 'zod';
import { defineEndpoint, emptyInput, okOutput } from '../core/endpoint';
import {
  CcAgent,
  AgentGroupPage,
  AgentGroupQuery,
  AgentInfo,
  AgentLoginInput,
  AgentsQuery,
  AgentState,
  CallRecordPage,
  CallRecordQuery,
  ForwardNumbers,
  ForwardNumbersQuery,
  CcIdInput,
  IvrDialInput,
  LoginLogInput,
  NumberPoolAnswer,
  PhoneAttr,
  PhoneAttrInput,
  PhoneBookCreate,
  PhoneBookEntry,
  PhoneBookPage,
  PhoneBookQuery,
  PhoneBookUpdate,
  ScreenPop,
  SipInfo,
  WorkStateInput,
  WssInfo,
} from './call-center.schemas';
import { reads, writes } from '../core/rights';
import { Id } from '../core/integers';
import { CreateWorkOrderInput, WorkOrderPriority } from '../workorders/workorders.schemas';

const tag = 'call-center';
/** The softphone is for staff (emp) of the call-centre tenant; the service checks the tenant. */
const roles = ['emp'] as const;

export const queryPhoneBook = defineEndpoint({
  method: 'POST', path: '/api/call-center/book/:page/:size', input: PhoneBookQuery, output: PhoneBookPage,
  auth: 'session', rights: reads('customer_book-index', 'call_center'), roles, summary: '电话簿分页查询（q 匹配姓名或电话）', tag,
});
export const createPhoneBookEntry = defineEndpoint({
  method: 'POST', path: '/api/call-center/book', input: PhoneBookCreate, output: PhoneBookEntry,
  auth: 'session', rights: writes('customer_book-index', 'call_center'), roles, summary: '新增电话簿联系人', tag,
});
export const updatePhoneBookEntry = defineEndpoint({
  method: 'PUT', path: '/api/call-center/book/:id', input: PhoneBookUpdate, output: PhoneBookEntry,
  auth: 'session', rights: writes('customer_book-index', 'call_center'), roles, summary: '修改电话簿联系人', tag,
});
export const deletePhoneBookEntry = defineEndpoint({
  method: 'DELETE', path: '/api/call-center/book/:id', input: CcIdInput, output: okOutput,
  auth: 'session', rights: writes('customer_book-index', 'call_center'), roles, summary: '删除电话簿联系人', tag,
});
export const queryCallRecords = defineEndpoint({
  method: 'POST', path: '/api/call-center/v2/record', input: CallRecordQuery, output: CallRecordPage,
  auth: 'session', rights: reads('customer_records-index', 'call_center'), roles,
  summary: '通话记录（每页 6 条；先从供应商的通话事件同步）', tag,
});
export const queryAgentGroups = defineEndpoint({
  method: 'POST', path: '/api/call-center/v2/agent-group', input: AgentGroupQuery, output: AgentGroupPage,
  auth: 'session', rights: writes('call_center'), roles, summary: '坐席组（每页 10 条，来自供应商）', tag,
});
export const queryAgents = defineEndpoint({
  method: 'POST', path: '/api/call-center/v2/agents', input: AgentsQuery, output: z.array(CcAgent),
  auth: 'session', rights: writes('call_center'), roles, summary: '坐席组内的坐席（来自供应商）', tag,
});
export const playTape = defineEndpoint({
  method: 'POST', path: '/api/call-center/v2/tape', input: CcIdInput, output: z.null(), raw: true, silent: true,
  auth: 'session', rights: reads('customer_records-index', 'call_center'), roles, summary: '通话录音（audio/wav）', tag,
});
export const writeLoginLog = defineEndpoint({
  method: 'POST', path: '/api/wechat/login/log', input: LoginLogInput, output: okOutput, silent: true,
  auth: 'session', rights: writes('call_center'), roles, summary: '记录呼叫中心签入日志', tag,
});

export const agentLogin = defineEndpoint({
  method: 'POST', path: '/api/call-center/agent/login', input: AgentLoginInput, output: AgentInfo, silent: true,
  auth: 'session', rights: writes('call_center'), roles, summary: '坐席签入（供应商 OAuth 密码模式，令牌留在服务器）', tag,
});
export const agentLogout = defineEndpoint({
  method: 'POST', path: '/api/call-center/agent/logout', input: emptyInput, output: okOutput,
  auth: 'session', rights: writes('call_center'), roles, summary: '坐席签出', tag,
});
export const currentAgent = defineEndpoint({
  method: 'GET', path: '/api/call-center/agent/current', input: emptyInput, output: AgentInfo.nullable(), silent: true,
  auth: 'session', rights: reads('call_center'), roles, summary: '当前用户的坐席签入信息（未签入为 null）', tag,
});
export const agentSipInfo = defineEndpoint({
  method: 'GET', path: '/api/call-center/agent/sip-info', input: emptyInput, output: SipInfo, silent: true,
  auth: 'session', rights: writes('call_center'), roles, summary: 'SIP 账号与密码（有效期默认 30 分钟）', tag,
});
export const agentWssInfo = defineEndpoint({
  method: 'GET', path: '/api/call-center/agent/wss-info', input: emptyInput, output: WssInfo, silent: true,
  auth: 'session', rights: writes('call_center'), roles, summary: 'SIP WebSocket 地址与话机 SDK 地址（iceServers 为空）', tag,
});
export const updateWorkState = defineEndpoint({
  method: 'POST', path: '/api/call-center/agent/work-state', input: WorkStateInput, output: okOutput, silent: true,
  auth: 'session', rights: writes('call_center'), roles, summary: '坐席状态（0 就绪 1 振铃 2 拨号 3 通话 5 忙碌 6 签入 7 签出）', tag,
});
export const agentState = defineEndpoint({
  method: 'GET', path: '/api/call-center/agent/state', input: emptyInput, output: AgentState, silent: true,
  auth: 'session', rights: reads('call_center'), roles, summary: '坐席状态查询（每 5 分钟轮询）', tag,
});
export const numberPool = defineEndpoint({
  method: 'GET', path: '/api/call-center/number-pool', input: emptyInput, output: NumberPoolAnswer, silent: true,
  auth: 'session', rights: writes('call_center'), roles, summary: '号码池：外呼显示号码（原样转发供应商的 head/info）', tag,
});
export const phoneAttr = defineEndpoint({
  method: 'GET', path: '/api/call-center/phone-attr/:number', input: PhoneAttrInput, output: PhoneAttr, silent: true,
  auth: 'session', rights: writes('call_center'), roles, summary: '号码归属地（areaCode、attribution）', tag,
});
export const forwardNumbers = defineEndpoint({
  method: 'POST', path: '/api/call-center/forward-numbers', input: ForwardNumbersQuery, output: ForwardNumbers,
  auth: 'session', rights: writes('call_center'), roles, summary: '可转接的外线号码（pageSize 最多 999）', tag,
});
export const ivrDial = defineEndpoint({
  method: 'POST', path: '/api/call-center/ivr-dial', input: IvrDialInput, output: okOutput,
  auth: 'session', rights: writes('call_center'), roles, summary: 'IVR 绑定外呼（主叫、被叫）', tag,
});
/** 来电建单: an order for a house the screen pop showed, opened in the house's company (the call centre serves it). */
export const CallOrderInput = CreateWorkOrderInput.pick({ kind: true, priority: true, reporter: true, phone: true, content: true }).extend({
  houseId: Id,
  priority: WorkOrderPriority.refine((p) => p !== 'appointment', '预约工单请由物业服务中心登记').default('normal'),
});
export type CallOrderInput = z.infer<typeof CallOrderInput>;
export const CallOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  /** The company the order belongs to (the house's), whose dispatchers see it on 派工管理. */
  companyName: z.string(),
  houseName: z.string(),
  state: z.string(),
  stateName: z.string(),
});
export type CallOrder = z.infer<typeof CallOrder>;
export const createCallOrder = defineEndpoint({
  method: 'POST', path: '/api/call-center/work-orders', input: CallOrderInput, output: CallOrder,
  auth: 'session', rights: writes('call_center'), roles,
  summary: '来电建单：为弹屏中的房屋登记报修、投诉或有偿服务工单（工单属于房屋所在公司，待派单）', tag,
});

export const screenPop = defineEndpoint({
  method: 'GET', path: '/api/call-center/screen-pop/:number', input: z.object({ number: z.string().regex(/^\d{3,20}$/, { error: '号码格式不正确' }) }),
  output: ScreenPop, silent: true,
  auth: 'session', rights: writes('call_center'), roles, summary: '来电弹屏：号码对应的业主、住户及其房屋', tag,
});

export const callCenterEndpoints = {
  queryPhoneBook, createPhoneBookEntry, updatePhoneBookEntry, deletePhoneBookEntry, queryCallRecords, queryAgentGroups,
  queryAgents, playTape, writeLoginLog, agentLogin, agentLogout, currentAgent, agentSipInfo, agentWssInfo, updateWorkState,
  agentState, numberPool, phoneAttr, forwardNumbers, ivrDial, screenPop, createCallOrder,
};
