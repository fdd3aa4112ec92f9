import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor();
});
afterAll(() => t.close());
beforeEach(() => t.vendor.knobs.reset());

const credentials = () => ({ grant_type: 'client_credential', appid: t.vendor.appId, secret: t.vendor.appSecret });
const templates = (token?: string) =>
  t.get('/cgi-bin/template/get_all_private_template', token === undefined ? {} : { access_token: token });
const ridText = (text: string) =>
  new RegExp(`^${text.replace(/[!.]/g, '\\$&')} rid: [0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}$`);

describe('access_token (/cgi-bin/token, /cgi-bin/stable_token)', () => {
  it("gives a token valid 7200 s for the account's appid and secret", async () => {
    const answer = await t.get('/cgi-bin/token', credentials());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ access_token: expect.stringMatching(/^\d+_[\w-]{100,}$/), expires_in: 7200 });
    expect((await templates(String(answer.body.access_token))).body.template_list).toHaveLength(5);
  });

  it.each([
    ['an unknown appid', { appid: 'wx0000000000000000' }, 40013, 'invalid appid'],
    ['a wrong secret', { secret: '0'.repeat(32) }, 40125, 'invalid appsecret'],
    ['another grant_type', { grant_type: 'password' }, 40002, 'invalid grant_type'],
    ['no appid', { appid: '' }, 41002, 'appid missing'],
  ])('refuses %s with errcode %i', async (_what, change, errcode, text) => {
    const answer = await t.get('/cgi-bin/token', { ...credentials(), ...change });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ errcode, errmsg: expect.stringMatching(ridText(text)) });
  });

  it('refuses an API call without a token (41001), with an unknown one (40001)', async () => {
    expect((await templates()).body.errcode).toBe(41001);
    const unknown = await templates('89_notatoken');
    expect(unknown.body).toEqual({
      errcode: 40001,
      errmsg: expect.stringMatching(ridText('invalid credential, access_token is invalid or not latest')),
    });
  });

  it('expires tokens after 7200 s of the clock (42001), and all at once by the knob', async () => {
    const token = await t.token();
    t.vendor.knobs.moveClock({ advanceMs: 7199_000 });
    expect((await templates(token)).body.template_list).toBeDefined();
    t.vendor.knobs.moveClock({ advanceMs: 1_000 });
    expect((await templates(token)).body).toEqual({
      errcode: 42001,
      errmsg: expect.stringMatching(ridText('access_token expired')),
    });

    const fresh = await t.token();
    expect((await t.post('/__test/tokens/expire', {})).body).toMatchObject({ expired: 1 });
    expect((await templates(fresh)).body.errcode).toBe(42001);
    expect((await templates(await t.token())).body.template_list).toBeDefined();
  });

  it('keeps the previous token five minutes after a new one is fetched', async () => {
    const old = await t.token();
    await t.token();
    t.vendor.knobs.moveClock({ advanceMs: 299_000 });
    expect((await templates(old)).body.template_list).toBeDefined();
    t.vendor.knobs.moveClock({ advanceMs: 2_000 });
    expect((await templates(old)).body.errcode).toBe(42001);
  });

  it('stable_token answers the same token until it expires; force_refresh ends it at once', async () => {
    const body = { grant_type: 'client_credential', appid: t.vendor.appId, secret: t.vendor.appSecret };
    const first = await t.post('/cgi-bin/stable_token', body);
    expect(first.body).toEqual({ access_token: expect.any(String), expires_in: 7200 });
    t.vendor.knobs.moveClock({ advanceMs: 100_000 });
    const again = await t.post('/cgi-bin/stable_token', body);
    expect(again.body.access_token).toBe(first.body.access_token);
    expect(again.body.expires_in).toBeGreaterThanOrEqual(7098);
    expect(again.body.expires_in).toBeLessThanOrEqual(7100);
    const forced = await t.post('/cgi-bin/stable_token', { ...body, force_refresh: true });
    expect(forced.body.access_token).not.toBe(first.body.access_token);
    expect((await templates(String(first.body.access_token))).body.errcode).toBe(40001);
    expect((await templates(String(forced.body.access_token))).body.template_list).toBeDefined();
    expect((await t.post('/cgi-bin/stable_token', { ...body, secret: 'x' })).body.errcode).toBe(40125);
    expect((await t.post('/cgi-bin/stable_token', 'not json')).body.errcode).toBe(47001);
  });
});

describe('get_all_private_template', () => {
  it("lists the property company's 类目模板 with typed keys", async () => {
    const list = (await templates(await t.token())).body.template_list as Record<string, string>[];
    expect(list.map((x) => x.title)).toEqual([
      '欠费催缴通知',
      '缴费提醒',
      '缴费成功通知',
      '报修进度通知',
      '会议表决通知',
    ]);
    for (const x of list) {
      expect(x.template_id).toMatch(/^[\w-]{43}$/);
      expect(x).toMatchObject({ primary_industry: '房地产', deputy_industry: '物业' });
    }
    expect(list[0]?.content).toBe(
      '房屋：{{thing1.DATA}}\n欠费金额：{{amount2.DATA}}\n欠费项目：{{thing3.DATA}}\n缴费截止：{{date4.DATA}}',
    );
  });
});
