import { z } from 'zod';
import { MESSAGE_CHANNELS, MESSAGE_PURPOSES, MESSAGE_STATES, TEMPLATE_CHANNELS } from '@pm/domain';
import { Day } from '../core/calendar';
import { Id, integer } from '../core/integers';
import { PageQuery, pageOf } from '../core/paging';
import { maxChars } from '../core/text';
import { decimalText, Money } from '../charging/charging.schemas';

// 消息发送 (issue 32): messages to owners by SMS and WeChat, from templates per company and purpose, each a row
// with its state. docs/decisions.md "消息发送".

export { MESSAGE_CHANNELS, MESSAGE_PURPOSES, MESSAGE_STATES, TEMPLATE_CHANNELS };

export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];
export const MESSAGE_PURPOSE_LABELS: Record<MessagePurpose, string> = {
  dunning: '催缴',
  reminder: '缴费提醒',
  paid: '缴费成功',
  repair: '报修进度',
  meeting: '会议/表决通知',
};

export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = { sms: '短信', wechat: '微信', print: '告知公文' };
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];

export type MessageState = (typeof MESSAGE_STATES)[number];
export const MESSAGE_STATE_LABELS: Record<MessageState, string> = {
  queued: '排队中',
  sending: '发送中',
  sent: '已发送',
  delivered: '已送达',
  failed: '发送失败',
  skipped: '未发送',
};

/** The placeholders every purpose may use, and those of each purpose. */
export const COMMON_PLACEHOLDERS = ['房屋', '业主', '物业公司'] as const;
export const PURPOSE_PLACEHOLDERS: Record<MessagePurpose, readonly string[]> = {
  dunning: ['欠费金额', '欠费金额大写', '最早欠费日期', '欠费月数', '缴费链接'],
  reminder: ['应缴金额', '应缴金额大写', '截止日期', '费用月份', '缴费链接'],
  paid: ['缴费金额', '缴费金额大写', '收据号', '缴费时间'],
  repair: ['单号', '报事内容', '处理状态'],
  meeting: ['会议标题', '开始时间', '截止时间'],
};
/** Placeholders that hold a link: the SMS gateway refuses links in variables, so an SMS template cannot map them. */
export const LINK_PLACEHOLDERS = ['缴费链接'] as const;

const Purpose = z.enum(MESSAGE_PURPOSES, { error: '消息用途不正确' });
const Channel = z.enum(MESSAGE_CHANNELS, { error: '发送渠道不正确' });
const SendChannel = z.enum(TEMPLATE_CHANNELS, { error: '请选择短信或微信' });
const State = z.enum(MESSAGE_STATES, { error: '消息状态不正确' });

export const TemplateVariable = z.object({
  /** The vendor's variable: an Aliyun `${name}` or a WeChat `{{key.DATA}}` key. */
  key: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,31}$/, '变量名只能是字母、数字和下划线'),
  /** What fills it: text with our placeholders, e.g. `{欠费金额}` or `{最早欠费日期}起`. */
  value: z.string({ error: '请填写变量取值' }).trim().min(1, '请填写变量取值').check(maxChars(100)),
});

export const MessageTemplate = z.object({
  id: z.number(),
  purpose: Purpose,
  channel: SendChannel,
  name: z.string(),
  /** SMS: the approved TemplateCode (SMS_…); WeChat: the template_id. */
  vendorCode: z.string(),
  /** The text as approved at the vendor, with its variables (`${house}` or `{{thing1.DATA}}`). */
  text: z.string(),
  variables: z.array(TemplateVariable),
  enabled: z.boolean(),
  /** SMS: characters with the sign and billed parts of the text as it stands (variables empty). */
  length: z.number().nullable(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  /** Messages written from it; a used template is disabled, not deleted. */
  used: z.number(),
});

export const MessageTemplateInput = z.object({
  id: Id.optional(),
  purpose: Purpose,
  channel: SendChannel,
  name: z.string({ error: '请输入模板名称' }).trim().min(1, '请输入模板名称').check(maxChars(50)),
  vendorCode: z.string({ error: '请输入模板编号' }).trim().min(1, '请输入模板编号').check(maxChars(64)),
  text: z.string({ error: '请输入模板内容' }).trim().min(1, '请输入模板内容').check(maxChars(500, '模板内容最多500个字符')),
  variables: z.array(TemplateVariable).max(20, '变量最多20个'),
  enabled: z.boolean().default(true),
});
export const TemplateListQuery = z.object({ purpose: Purpose.optional(), channel: SendChannel.optional() });
export const TemplateIdInput = z.object({ id: Id });

const HourMinute = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, '时间格式应为HH:MM');
export const MessageSettings = z.object({
  /** Hold routine messages between quietStart and quietEnd (China time) until the window ends. */
  quietHours: z.boolean(),
  quietStart: HourMinute,
  quietEnd: HourMinute,
  /** Days before a line's due date its 缴费提醒 goes out; 0: no reminders. */
  remindDays: integer(z.number({ error: '提前天数必须是整数' }).int('提前天数必须是整数').min(0, '提前天数不能为负数').max(30, '提前天数最多30天')),
  /** Send 缴费成功 after each payment at the counter or online. */
  paidNotice: z.boolean(),
  /** A WeChat message the owner cannot receive (not following, refused) goes by SMS instead. */
  wechatFallbackSms: z.boolean(),
  /** Price of one billed SMS part, for the cost column. */
  smsPartPrice: decimalText('短信单价', 4),
  /** The gateway's 签名 (configuration, not editable here); null: SMS not configured. */
  smsSignName: z.string().nullable(),
  smsEnabled: z.boolean(),
  wechatEnabled: z.boolean(),
});
export const MessageSettingsInput = MessageSettings.omit({ smsSignName: true, smsEnabled: true, wechatEnabled: true });

/** 催缴 by SMS or WeChat: the chosen houses of an estate, or all its houses in arrears matching the filters. */
export const SendDunningInput = z.object({
  estateId: Id,
  /** Absent: every house of the estate in arrears matching minAmount / minDays. */
  houseIds: z.array(Id).min(1, '请选择房屋').max(5000, '一次最多5000户').optional(),
  minAmount: decimalText('最低欠费金额', 2).optional(),
  minDays: integer(z.number().int().min(0).max(36500).optional()),
  channel: SendChannel,
  templateId: Id,
});
/** 会议/表决通知 to the owners of the houses that vote (the vote's voter list; the developer's unsold houses not). */
export const SendMeetingNoticeInput = z.object({
  voteId: Id,
  channel: SendChannel,
  templateId: Id,
});
export const SendResult = z.object({
  /** The batch its messages carry; the job that writes them (progress on 任务中心). */
  batchId: z.number(),
  jobId: z.number(),
  houses: z.number(),
});

export const OutboundMessageQuery = PageQuery.extend({
  state: State.optional(),
  channel: Channel.optional(),
  purpose: Purpose.optional(),
  estateId: Id.optional(),
  houseId: Id.optional(),
  batchId: Id.optional(),
  /** A phone, an owner's name or a house. */
  q: z.string().check(maxChars(50)).optional(),
  from: Day.optional(),
  to: Day.optional(),
});
export const MessageRow = z.object({
  id: z.number(),
  batchId: z.number().nullable(),
  purpose: Purpose,
  channel: Channel,
  houseId: z.number().nullable(),
  houseName: z.string(),
  recipientName: z.string(),
  /** The phone, the WeChat openid, or empty for print. */
  address: z.string(),
  templateName: z.string(),
  content: z.string(),
  /** The amount the message states (arrears, due or paid), when it states one. */
  amount: Money.nullable(),
  state: State,
  /** Why it failed or was not sent: the vendor's code and text, or ours. */
  reason: z.string().nullable(),
  parts: z.number(),
  /** What the gateway bills, 4 decimals (parts × the SMS price; 0 when not delivered); null for WeChat and print. */
  cost: z.string().regex(/^\d+\.\d{4}$/).nullable(),
  attempts: z.number(),
  createdAt: z.string(),
  /** Held by quiet hours or a retry until then. */
  notBefore: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  /** A resend names the message it repeats. */
  resendOf: z.number().nullable(),
});
export const MessagePage = pageOf(MessageRow).extend({
  /** Messages per state under the same filters (state itself ignored). */
  counts: z.record(z.string(), z.number()),
});
export const ResendInput = z.object({ ids: z.array(Id).min(1, '请选择消息').max(500, '一次最多500条') });
export const ResendResult = z.object({ queued: z.number() });

export const HouseMessagesInput = z.object({ houseId: Id });
export const LatestSentInput = z.object({ houseIds: z.array(Id).max(200), purpose: Purpose });
export const LatestSent = z.object({ houseId: z.number(), channel: Channel, state: State, at: z.string() });

export const OptOutRow = z.object({
  id: z.number(),
  channel: SendChannel,
  address: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export const OptOutQuery = PageQuery.extend({ q: z.string().check(maxChars(50)).optional() });
export const OptOutInput = z.object({
  channel: SendChannel,
  /** A mobile number (SMS) or a WeChat openid. */
  address: z.string({ error: '请输入手机号或openid' }).trim().min(1, '请输入手机号或openid').check(maxChars(64)),
  reason: z.string().trim().check(maxChars(200)).default(''),
});
export const OptOutIdInput = z.object({ id: Id });
