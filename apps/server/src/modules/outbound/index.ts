// 消息发送 (issue 32): what other modules and the app use.
export { outboundPlugin } from './outbound.plugin';
export type { WechatTemplateSender } from './channels';
