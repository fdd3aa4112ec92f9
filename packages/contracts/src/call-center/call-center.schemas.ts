import { z } from 'zod';
import { Id, idOf, integer } from '../core/integers';
import { maxChars } from '../core/text';
import { pageOf } from '../core/paging';

const required = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, { error: `请输入${label}` })
    .check(maxChars(max, `${label}最多${max}个字符`));

const phoneText = z
  .string({ error: '请输入电话' })
  .trim()
  .min(1, { error: '请输入电话' })
  .check(maxChars(30, '电话最多30个字符'))
  .regex(/^[0-9+\-#* ]+$/, { error: '电话只能包含数字、+、-、*、#' });

// ---- phone book ----
export const PhoneBookEntry = z.object({ id: z.number().int(), name: z.string(), phone: z.string() });
export type PhoneBookEntry = z.infer<typeof PhoneBookEntry>;
export const PhoneBookPage = pageOf(PhoneBookEntry);
export type PhoneBookPage = z.infer<typeof PhoneBookPage>;

export const PhoneBookQuery = z.object({
  page: integer(z.number().int().min(1, { error: '页码至少为1' })),
  size: integer(z.number().int().min(1).max(100, { error: '每页最多100条' })),
  q: z.string().trim().check(maxChars(50)).optional().default(''),
});
export const PhoneBookCreate = z.object({ name: required('姓名', 50), phone: phoneText });
export const PhoneBookUpdate = PhoneBookCreate.extend({ id: Id });
export const CcIdInput = z.object({ id: idOf('id 必须为正整数') });

// ---- call records ----
export const CallRecord = z.object({
  id: z.number().int(),
  callTime: z.string().describe('ISO 8601'),
  /** 1 inbound, 2 outbound. */
  callType: z.number().int(),
  customDisplayNum: z.string(),
  calleeNum: z.string(),
  encryptionCustomDisplayNum: z.string(),
  encryptionCalleeNum: z.string(),
  /** Null when the call has no recording; else the path to POST /api/call-center/v2/tape with the id. */
  audioRecordPath: z.string().nullable(),
  agentDn: z.string(),
  result: z.string(),
  durationSeconds: z.number().int(),
});
export type CallRecord = z.infer<typeof CallRecord>;
export const CallRecordPage = pageOf(CallRecord);
export type CallRecordPage = z.infer<typeof CallRecordPage>;
export const CallRecordQuery = z.object({
  page: integer(z.number().int().min(1).default(1)),
  size: integer(z.number().int().min(1).max(100).default(6)),
  callType: integer(z.number().int().min(1).max(2).optional()),
  q: z.string().trim().check(maxChars(30)).optional().default(''),
});

// ---- agent groups and agents (vendor data) ----
export const AgentGroup = z.object({ id: z.number().int(), groupName: z.string() });
export const AgentGroupPage = pageOf(AgentGroup);
export const AgentGroupQuery = z.object({
  page: integer(z.number().int().min(1).default(1)),
  size: integer(z.number().int().min(1).max(100).default(10)),
});
export const CcAgent = z.object({ agentId: z.string(), agentName: z.string(), agentDn: z.string(), workState: z.number().int() });
export const AgentsQuery = z.object({ groupId: idOf('请选择坐席组') });

// ---- agent login and the softphone's vendor calls ----
export const AgentLoginInput = z.object({
  username: z.string({ error: '用户名和密码不能为空！' }).trim().min(1, { error: '用户名和密码不能为空！' }).check(maxChars(60)),
  password: z.string({ error: '用户名和密码不能为空！' }).min(1, { error: '用户名和密码不能为空！' }).check(maxChars(100)),
});
/**
 * The phone an agent's browser uses, chosen by the server's configuration (CALL_CENTER_PHONE): `jssip`, SIP over
 * WebSocket (the default), or `sdk`, the vendor's phone SDK (makeCall, requestSendDtmf).
 */
export const SoftphoneKind = z.enum(['jssip', 'sdk']);
export type SoftphoneKind = z.infer<typeof SoftphoneKind>;
export const AgentInfo = z.object({
  agentId: z.string(),
  agentName: z.string(),
  agentDn: z.string(),
  tenantId: z.string(),
  groupId: z.number().int().nullable(),
  loggedInAt: z.string(),
  phone: SoftphoneKind,
});
export type AgentInfo = z.infer<typeof AgentInfo>;
export const SipInfo = z.object({
  sipUser: z.string(),
  sipPassword: z.string(),
  sipDomain: z.string(),
  /** Seconds the password is valid (default 30 minutes); refresh at 80 %. */
  effectiveTime: z.number().int(),
});
export type SipInfo = z.infer<typeof SipInfo>;
/** Where the browser's phone connects: SIP over WebSocket (wssUrl) or the phone SDK's socket (sdkUrl). */
export const WssInfo = z.object({ wssUrl: z.string(), sdkUrl: z.string(), iceServers: z.array(z.object({ urls: z.union([z.string(), z.array(z.string())]) })) });
export type WssInfo = z.infer<typeof WssInfo>;
export const WorkStateInput = z.object({
  workState: z.union([0, 1, 2, 3, 5, 6, 7].map((n) => z.literal(n)), { error: '状态切换失败' }),
});
export const AgentState = z.object({
  tenantId: z.string(),
  agentId: z.string(),
  workState: z.number().int(),
  since: z.string().nullable(),
});
export type AgentState = z.infer<typeof AgentState>;
/** The vendor's number-pool answer, passed through: head.errorCode, info.data.number and areaCode. */
export const NumberPoolAnswer = z.object({
  head: z.object({ errorCode: z.string(), errorMsg: z.string().optional() }),
  info: z.object({ data: z.object({ number: z.string().optional(), areaCode: z.string().optional() }).nullable() }),
});
export type NumberPoolAnswer = z.infer<typeof NumberPoolAnswer>;
export const PhoneAttrInput = z.object({
  number: z.string().regex(/^\d{3,20}$/, { error: '号码格式不正确' }),
  timeStamp: integer(z.number().optional()),
});
export const PhoneAttr = z.object({ areaCode: z.string(), attribution: z.string() });
export const ForwardNumbersQuery = z.object({
  pageNo: integer(z.number().int().min(1).default(1)),
  pageSize: integer(z.number().int().min(1).max(999, { error: '每页最多999条' }).default(999)),
});
export const ForwardNumbers = z.object({
  total: z.number().int(),
  list: z.array(z.object({ id: z.number().int(), name: z.string(), number: z.string() })),
});
export const IvrDialInput = z.object({
  caller: z.string().regex(/^\d{3,20}$/, { error: '请输入手机号！' }),
  callee: z.string().regex(/^\d{3,20}$/, { error: '请输入手机号！' }),
});

// ---- screen pop: who is calling ----
export const ScreenPop = z.object({
  number: z.string(),
  people: z.array(
    z.object({
      kind: z.enum(['owner', 'resident']),
      id: z.number().int(),
      name: z.string(),
      houses: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
    }),
  ),
});
export type ScreenPop = z.infer<typeof ScreenPop>;

export const LoginLogInput = z.object({
  kind: z.string().trim().min(1, { error: '请输入日志类型' }).check(maxChars(30)),
  content: z.string().trim().min(1, { error: '请输入日志内容' }).check(maxChars(2000, '日志内容最多2000个字符')),
});
