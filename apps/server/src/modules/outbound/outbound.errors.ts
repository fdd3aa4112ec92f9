import { badRequest, conflict, notFound } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';

// 消息发送's refusals: dotted codes and their Chinese messages.

registerConstraint('message_opt_outs_unique', 409, 'outbound.opted_out_already', '该号码已在退订名单中');
registerConstraint('outbound_messages_final', 409, 'outbound.final', '消息已是最终状态，不能再更改');

const field = (path: string, message: string) => badRequest('outbound.invalid', message, [{ path, message }]);

export const outboundErrors = {
  field,
  noTemplate: () => notFound('消息模板不存在', 'outbound.template_not_found'),
  templateUsed: (n: number) => conflict('outbound.template_used', `该模板已发送过${n}条消息，不能删除，可停用`),
  templateOff: () => conflict('outbound.template_off', '该模板已停用'),
  templatePurpose: (label: string) => field('templateId', `请选择用途为“${label}”的模板`),
  channelOff: (channel: 'sms' | 'wechat') =>
    conflict('outbound.channel_off', channel === 'sms' ? '短信服务未配置，不能按短信发送' : '微信公众号未配置，不能按微信发送'),
  noEstate: () => notFound('楼盘不存在', 'outbound.estate_not_found'),
  noHouses: () => conflict('outbound.no_houses', '没有符合条件的欠费房屋'),
  foreignHouses: () => notFound('房屋不存在或不属于该楼盘', 'outbound.house_not_found'),
  noVote: () => notFound('表决不存在', 'outbound.vote_not_found'),
  voteClosed: () => conflict('outbound.vote_closed', '表决已结束，不能再通知'),
  noVoters: () => conflict('outbound.no_voters', '该表决没有可通知的业主房屋'),
  noOptOut: () => notFound('退订记录不存在', 'outbound.opt_out_not_found'),
  badAddress: (channel: 'sms' | 'wechat') => field('address', channel === 'sms' ? '请输入11位手机号' : 'openid格式不正确'),
};
