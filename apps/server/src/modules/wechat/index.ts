// What the rest of the product uses of the WeChat 服务号 (issue 32): the sender interface, the client and its
// configuration from the environment, the events route.
export type {
  WechatCodeRefusal,
  WechatCodeResult,
  WechatOauthScope,
  WechatSender,
  WechatSendResult,
  WechatTemplateMessage,
} from './wechat-sender';
export { WechatMpClient, type WechatMpClientOptions } from './wechat-client';
export {
  DEFAULT_WECHAT_API_BASE,
  DEFAULT_WECHAT_OAUTH_BASE,
  WECHAT_VARIABLES,
  WechatConfig,
  wechatConfigFromEnv,
  wechatConfigFromFake,
  type WechatConfigProblem,
  type WechatEnv,
} from './wechat-config';
export {
  EVENT_WINDOW_SECONDS,
  parseWechatEvent,
  verifyWechatSignature,
  WECHAT_EVENTS_PATH,
  wechatEventsRoutes,
  xmlFields,
  type TemplateFinishStatus,
  type WechatEvent,
  type WechatEventsOptions,
} from './wechat-events';
