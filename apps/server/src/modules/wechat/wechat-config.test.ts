import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WECHAT_API_BASE, DEFAULT_WECHAT_OAUTH_BASE, wechatConfigFromEnv } from './wechat-config';

const full = {
  WECHAT_MP_APP_ID: 'wx549b5b51fd27a5f8',
  WECHAT_MP_APP_SECRET: '0123456789abcdef0123456789abcdef',
  WECHAT_MP_TOKEN: 'pmEventToken2024',
};

describe('WeChat configuration from the environment', () => {
  it('is off with none of AppID, secret and token', () => {
    expect(wechatConfigFromEnv({})).toEqual({ config: undefined, problems: [] });
    expect(wechatConfigFromEnv({ WECHAT_MP_API_BASE: 'http://127.0.0.1:3004' }).config).toBeUndefined();
  });

  it('reads a real account with the default bases', () => {
    const { config, problems } = wechatConfigFromEnv(full);
    expect(problems).toEqual([]);
    expect(config).toMatchObject({ appId: full.WECHAT_MP_APP_ID, apiBase: DEFAULT_WECHAT_API_BASE, oauthBase: DEFAULT_WECHAT_OAUTH_BASE });
  });

  it('names each variable missing when only part is set', () => {
    const { config, problems } = wechatConfigFromEnv({ WECHAT_MP_APP_ID: full.WECHAT_MP_APP_ID });
    expect(config).toBeUndefined();
    expect(problems.map((p) => p.variable)).toEqual(['WECHAT_MP_APP_SECRET', 'WECHAT_MP_TOKEN']);
  });

  it('refuses malformed values and bases without quoting the secret', () => {
    const { problems } = wechatConfigFromEnv({
      WECHAT_MP_APP_ID: 'gh_ae6c2512bc93',
      WECHAT_MP_APP_SECRET: 'secret-with-dashes',
      WECHAT_MP_TOKEN: 'no spaces allowed',
      WECHAT_MP_API_BASE: 'api.weixin.qq.com',
      WECHAT_MP_OAUTH_BASE: 'https://open.weixin.qq.com/connect',
    });
    expect(problems.map((p) => p.variable)).toEqual(['WECHAT_MP_API_BASE', 'WECHAT_MP_OAUTH_BASE', 'WECHAT_MP_APP_ID', 'WECHAT_MP_APP_SECRET', 'WECHAT_MP_TOKEN']);
    expect(JSON.stringify(problems)).not.toContain('secret-with-dashes');
  });

  it('never shows the secret or the token when serialised or inspected', () => {
    const { config } = wechatConfigFromEnv(full);
    for (const text of [JSON.stringify({ wechat: config }), inspect(config)]) {
      expect(text).not.toContain(full.WECHAT_MP_APP_SECRET);
      expect(text).not.toContain(full.WECHAT_MP_TOKEN);
      expect(text).toContain('[已隐藏]');
    }
  });
});
