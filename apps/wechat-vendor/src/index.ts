import { listenLocally } from '@pm/vendor-kit/listen';
import { buildWechatVendorApp } from './wechat-vendor-app';
import type { WechatVendorOptions } from './options';
import type { WechatVendorKnobs } from './vendor/knobs';

export { buildWechatVendorApp } from './wechat-vendor-app';
export {
  DEFAULT_TEMPLATE_IDS,
  DEFAULT_TEMPLATE_KEYS,
  DEFAULT_TEMPLATES,
  DEFAULT_TIMING,
  DEFAULT_USERS,
  type DefaultTemplateKind,
  type TemplateConfig,
  type UserConfig,
  type WechatVendorClock,
  type WechatVendorOptions,
  type WechatVendorTiming,
} from './options';
export type { WechatVendorKnobs } from './vendor/knobs';
export type { MessageView } from './vendor/views';
export type { EventPush, FinishPlan, FinishPlanRequest, PushAttempt, ServerCheck } from './vendor/events';
export type { WechatUser } from './vendor/users';
export type { FinishStatus, PushedEvent } from './protocol/event-xml';
export { PUSH_ATTEMPTS } from './vendor/events';
export { CODE_SECONDS } from './vendor/oauth';
export { OLD_TOKEN_GRACE_SECONDS, TOKEN_SECONDS } from './vendor/tokens';
export { KEY_TYPES, keyType, validValue, type KeyType } from './protocol/key-types';

export interface RunningWechatVendor {
  /** Where the API, the authorize page and the knobs answer (stands for api.weixin.qq.com and open.weixin.qq.com). */
  url: string;
  port: number;
  /** The account (generated when not configured; never a real one): the product's configuration uses it. */
  appId: string;
  appSecret: string;
  /** The 服务器配置 Token events are signed with. */
  token: string;
  originalId: string;
  /** Test knobs and what the fake received (the same as the HTTP control API under /__test). */
  knobs: WechatVendorKnobs;
  close(): Promise<void>;
}

/** Starts the fake 公众号 platform on its port (0 picks a free one), in the calling process. */
export async function startWechatVendor(
  options: WechatVendorOptions & { port: number; host?: string },
): Promise<RunningWechatVendor> {
  const { app, knobs, resolved } = buildWechatVendorApp(options);
  const { url, port } = await listenLocally(app, options);
  return {
    url,
    port,
    appId: resolved.appId,
    appSecret: resolved.appSecret,
    token: resolved.token,
    originalId: resolved.originalId,
    knobs,
    close: () => app.close(),
  };
}
