import { z } from 'zod';
import { defineEndpoint, type Role } from '../core/endpoint';
import { pageOf } from '../core/paging';
import { reads, writes, type EndpointRights } from '../core/rights';
import {
  HouseMessagesInput,
  LatestSent,
  LatestSentInput,
  OutboundMessageQuery,
  MessagePage,
  MessageRow,
  MessageSettings,
  MessageSettingsInput,
  MessageTemplate,
  MessageTemplateInput,
  OptOutIdInput,
  OptOutInput,
  OptOutQuery,
  OptOutRow,
  ResendInput,
  ResendResult,
  SendDunningInput,
  SendMeetingNoticeInput,
  SendResult,
  TemplateIdInput,
  TemplateListQuery,
} from './outbound.schemas';

const tag = 'outbound';
const roles: readonly Role[] = ['emp', 'sa'];
/** 收费作业 → 消息发送 (seed/src/menu-catalogue.ts, menu item 1298). */
export const MESSAGES_FUNCTION = 'charge_ops-messages' as const;

const at = <I extends z.ZodType, O extends z.ZodType>(method: 'GET' | 'POST', path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method, path: `/api/outbound${path}`, input, output, auth: 'session', roles, rights, summary, tag });
const read = reads(MESSAGES_FUNCTION);
const write = writes(MESSAGES_FUNCTION);

export const outboundEndpoints = {
  listTemplates: at('GET', '/templates', TemplateListQuery, z.array(MessageTemplate), '消息模板列表（按用途、渠道）', read),
  saveTemplate: at('POST', '/templates', MessageTemplateInput, MessageTemplate, '新建或修改消息模板（检查变量、长度与链接规则）', write),
  deleteTemplate: at('POST', '/templates/:id/delete', TemplateIdInput, z.null(), '删除未用过的消息模板（用过的只能停用）', write),
  getSettings: at('GET', '/settings', z.object({}), MessageSettings, '发送设置：免打扰时段、缴费提醒、缴费成功通知、短信单价', read),
  saveSettings: at('POST', '/settings', MessageSettingsInput, MessageSettings, '保存发送设置', write),
  sendDunning: at('POST', '/dunning', SendDunningInput, SendResult, '催缴：按短信或微信发给楼盘内欠费房屋的业主（作业写入消息，逐条发送）', writes(MESSAGES_FUNCTION, 'charge_ops-notices')),
  sendMeetingNotice: at(
    'POST',
    '/meeting-notice',
    SendMeetingNoticeInput,
    SendResult,
    '会议/表决通知：按短信或微信发给进行中表决的投票人房屋的业主（作业写入消息，逐条发送；表决结束后未发出的不再发送）',
    writes(MESSAGES_FUNCTION, 'meeting_decision-votes', 'meeting_decision-elections'),
  ),
  listMessages: at('GET', '/messages', OutboundMessageQuery, MessagePage, '消息发送记录（状态、原因、费用）', read),
  resend: at('POST', '/messages/resend', ResendInput, ResendResult, '重发：失败或未发送的消息按当前号码重新排队', write),
  houseMessages: at('GET', '/houses/:houseId/messages', HouseMessagesInput, z.array(MessageRow), '房屋的消息记录（最近200条）', reads(MESSAGES_FUNCTION, 'charge_ops-notices', 'common_house', 'data_named-index')),
  latestSent: at('POST', '/latest', LatestSentInput, z.array(LatestSent), '各房屋最近一次某用途消息（催缴画面用）', reads(MESSAGES_FUNCTION, 'charge_ops-notices')),
  listOptOuts: at('GET', '/opt-outs', OptOutQuery, pageOf(OptOutRow), '退订名单', read),
  addOptOut: at('POST', '/opt-outs', OptOutInput, OptOutRow, '加入退订名单（该号码或微信不再收到消息）', write),
  removeOptOut: at('POST', '/opt-outs/:id/delete', OptOutIdInput, z.null(), '移出退订名单', write),
};
