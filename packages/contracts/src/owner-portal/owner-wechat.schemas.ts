import { z } from 'zod';

// 业主端 binds WeChat (issue 32): the owner opens 网页授权 of the 服务号 from 我的, WeChat returns to the portal with a
// code and our state, and the portal keeps the openid so template messages (催缴, 缴费提醒 …) reach the owner there.

/** Where the portal runs as the browser sees it (`location.origin`): WeChat returns to `<origin>/owner/wechat-bound`. */
export const WechatBindStartInput = z.object({
  origin: z
    .string({ error: '缺少页面地址' })
    .trim()
    .regex(/^https?:\/\/[^/?#\s]+$/, '页面地址应为 http(s)://主机[:端口]'),
});

export const WechatBindStarted = z.object({
  /** WeChat's 网页授权 page; the portal opens it in the same window. */
  url: z.string(),
  /** The state in it expires (ISO time): the owner must come back before. */
  expiresAt: z.string(),
});

/** What WeChat appended to the return address. */
export const WechatBindFinishInput = z.object({
  code: z.string({ error: '缺少微信授权码' }).trim().min(1, '缺少微信授权码').max(128, '微信授权码无效'),
  state: z.string({ error: '缺少绑定凭据' }).trim().min(1, '缺少绑定凭据').max(128, '绑定凭据无效'),
});
