import { z } from 'zod';
import { defineEndpoint, okOutput } from '../core/endpoint';
import { MessageIdParam, MessageInput, MessageListQuery, NoticeItem, PdfQuery, SentMessage, SystemMessage } from './messages.schemas';
import { SIGNED_IN, reads, writes } from '../core/rights';

export const listMessages = defineEndpoint({
  method: 'GET',
  path: '/api/messages',
  input: MessageListQuery,
  output: z.array(SystemMessage),
  auth: 'session',
  rights: SIGNED_IN,
  silent: true,
  summary: '系统消息列表（本公司及上级公司发布的，新的在前；unread=true 只列未读）',
  tag: 'messages',
});

export const readMessage = defineEndpoint({
  method: 'POST',
  path: '/api/messages/:id/read',
  input: MessageIdParam,
  output: okOutput,
  auth: 'session',
  rights: SIGNED_IN,
  silent: true,
  summary: '标记系统消息已读（弹窗关闭时调用；重复调用无副作用）',
  tag: 'messages',
});

export const confirmNotice = defineEndpoint({
  method: 'POST',
  path: '/api/notices/:id/confirm',
  input: MessageIdParam,
  output: NoticeItem,
  auth: 'session',
  rights: SIGNED_IN,
  summary: '确认告知公文（记录接收时间；已确认的再次确认返回 code 1）；返回确认后的公文',
  tag: 'messages',
});

export const getPdf = defineEndpoint({
  method: 'GET',
  path: '/api/pdf',
  input: PdfQuery,
  output: z.null(),
  auth: 'session',
  rights: SIGNED_IN,
  raw: true,
  summary: '系统消息的 PDF（msgFormat 1）：id=消息 content，cat=101，parent=消息 id；返回 application/pdf',
  tag: 'messages',
});

export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/api/messages',
  input: MessageInput,
  output: SentMessage,
  auth: 'session',
  rights: writes('office_workflow-push'),
  roles: ['emp', 'sa'],
  summary: '发送消息：标题与 HTML 内容，或 msgFormat 1 时上传的 PDF；接收人为本公司及下级公司的在职员工',
  tag: 'messages',
});

export const sentMessages = defineEndpoint({
  method: 'GET',
  path: '/api/messages/sent',
  input: z.object({}),
  output: z.array(SentMessage),
  auth: 'session',
  rights: reads('office_workflow-push'),
  roles: ['emp', 'sa'],
  summary: '本人发送的消息（新的在前）与已读人数',
  tag: 'messages',
});

export const messagesEndpoints = { listMessages, readMessage, confirmNotice, getPdf, sendMessage, sentMessages };
