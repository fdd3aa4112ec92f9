import { DEFAULT_TEMPLATE_IDS, DEFAULT_USERS, startWechatVendor, type RunningWechatVendor } from '@pm/wechat-vendor';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WechatMpClient } from './wechat-client';
import { WechatConfig, wechatConfigFromFake } from './wechat-config';

let fake: RunningWechatVendor;
let client: WechatMpClient;
beforeAll(async () => {
  fake = await startWechatVendor({ port: 0, logLevel: 'silent', timing: { finishDelayMs: 60_000 } });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.knobs.reset();
  client = new WechatMpClient(wechatConfigFromFake(fake), { timeoutMs: 1000 });
});

const follower = DEFAULT_USERS[0]!.openid!;
const stranger = DEFAULT_USERS[1]!.openid!;
const reminder = (openid: string, clientMsgId: string, amount = '¥142.80') => ({
  openid,
  templateId: DEFAULT_TEMPLATE_IDS.billReminder,
  url: 'http://127.0.0.1:3000/owner/bills',
  data: { thing1: '幸福里3栋1201', thing2: '2024年6月物业费', amount3: amount, date4: '2024年6月15日' },
  clientMsgId,
});
const fields = () => {
  const c = wechatConfigFromFake(fake);
  return { appId: c.appId, appSecret: c.appSecret, token: c.token, apiBase: c.apiBase, oauthBase: c.oauthBase };
};

describe('WechatMpClient against the fake 公众号', () => {
  it('sends a template message and answers the 64-bit msgid exactly, as text', async () => {
    const result = await client.sendTemplate(reminder(follower, 'msg-1'));
    expect(result).toEqual({ ok: true, msgid: expect.stringMatching(/^\d{16,20}$/) });
    const [received] = fake.knobs.messages(follower);
    expect(received).toMatchObject({ title: '缴费提醒', clientMsgId: 'msg-1', url: 'http://127.0.0.1:3000/owner/bills', msgid: result.ok ? result.msgid : '' });
  });

  it('keeps the token: one stable_token for many sends; a refused token is fetched again once', async () => {
    const fetched: string[] = [];
    const counting = new WechatMpClient(wechatConfigFromFake(fake), {
      fetch: (input, init) => {
        fetched.push(new URL(input instanceof Request ? input.url : input).pathname);
        return fetch(input, init);
      },
    });
    await counting.sendTemplate(reminder(follower, 'a'));
    await counting.sendTemplate(reminder(follower, 'b'));
    expect(fetched.filter((p) => p === '/cgi-bin/stable_token')).toHaveLength(1);
    fake.knobs.expireTokens();
    expect((await counting.sendTemplate(reminder(follower, 'c'))).ok).toBe(true);
    expect(fetched.filter((p) => p === '/cgi-bin/stable_token')).toHaveLength(2);
    expect(fake.knobs.messages(follower).map((m) => m.errcode)).toEqual([0, 0, 0]);
  });

  it('sends a retried message once: the same clientMsgId answers the first msgid', async () => {
    const first = await client.sendTemplate(reminder(follower, 'row-7'));
    const again = await client.sendTemplate(reminder(follower, 'row-7'));
    expect(again).toEqual(first);
    expect(fake.knobs.messages(follower).filter((m) => m.repeatOf === null)).toHaveLength(1);
  });

  it.each([
    ['a user not following (43004)', () => reminder(stranger, 'x'), { errcode: 43004, retryable: false, unfollowed: true }],
    ['an unknown openid (40003)', () => reminder('o_nobody_000000000000000000', 'x'), { errcode: 40003, retryable: false, unfollowed: false }],
    ['an unknown template (40037)', () => ({ ...reminder(follower, 'x'), templateId: 'y'.repeat(43) }), { errcode: 40037, retryable: false, unfollowed: false }],
    ['a value out of its type (47003)', () => reminder(follower, 'x', '142.80 元整'), { errcode: 47003, retryable: false, unfollowed: false }],
  ])('maps %s', async (_what, message, expected) => {
    const result = await client.sendTemplate(message());
    expect(result).toMatchObject({ ok: false, ...expected, errmsg: expect.any(String) });
  });

  it('answers -1 system busy and a 5xx as retryable', async () => {
    fake.knobs.failSends({ errcode: -1 });
    expect(await client.sendTemplate(reminder(follower, 'x'))).toMatchObject({ ok: false, errcode: -1, retryable: true });
    fake.knobs.failSends({ errcode: -1, errmsg: 'system error', status: 502 });
    expect(await client.sendTemplate(reminder(follower, 'x'))).toMatchObject({ ok: false, errcode: -1, retryable: true });
  });

  it('answers a wrong secret as not retryable, and a network failure as retryable', async () => {
    const wrong = new WechatMpClient(new WechatConfig({ ...fields(), appSecret: 'f'.repeat(32) }));
    const refused = await wrong.sendTemplate(reminder(follower, 'x'));
    expect(refused).toMatchObject({ ok: false, errcode: 40125, retryable: false });
    expect(refused.ok ? '' : refused.errmsg).toMatch(/^获取 access_token 失败：invalid appsecret/);
    const closed = new WechatMpClient(new WechatConfig({ ...fields(), apiBase: 'http://127.0.0.1:9' }));
    expect(await closed.sendTemplate(reminder(follower, 'x'))).toMatchObject({ ok: false, errcode: -1, retryable: true });
  });

  it('builds the 网页授权 URL WeChat expects and exchanges its code once for the openid', async () => {
    const url = client.oauthUrl('http://127.0.0.1:3000/owner/wechat-bound', 'abc123');
    expect(url).toBe(
      `${fake.url}/connect/oauth2/authorize?appid=${fake.appId}&redirect_uri=http%3A%2F%2F127.0.0.1%3A3000%2Fowner%2Fwechat-bound&response_type=code&scope=snsapi_base&state=abc123#wechat_redirect`,
    );
    const page = await fetch(url.replace('#wechat_redirect', ''));
    expect(page.status).toBe(200);
    const code = new URL(fake.knobs.authorize({ openid: follower, redirectUri: 'http://127.0.0.1:3000/owner/wechat-bound', state: 'abc123' })).searchParams.get('code') ?? '';
    expect(await client.exchangeCode(code)).toEqual({ ok: true, openid: follower });
    expect(await client.exchangeCode(code)).toMatchObject({ ok: false, reason: 'code_used', errcode: 40163 });
    expect(await client.exchangeCode('z'.repeat(32))).toMatchObject({ ok: false, reason: 'invalid_code', errcode: 40029 });
    const closed = new WechatMpClient(new WechatConfig({ ...fields(), apiBase: 'http://127.0.0.1:9' }));
    expect(await closed.exchangeCode(code)).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});
