import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE_IDS } from '../src/index';
import { FOLLOWER, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor();
});
afterAll(() => t.close());
beforeEach(() => t.vendor.knobs.reset());

const paid = (touser: string, house = '3栋1201') => ({
  touser,
  template_id: DEFAULT_TEMPLATE_IDS.paid,
  url: 'https://pm.example.com/owner/receipt?id=1',
  data: {
    thing1: { value: house },
    amount2: { value: '¥285.51' },
    time3: { value: '2024年5月10日 10:00' },
    character_string4: { value: 'SJ001' },
  },
});

describe('knobs over HTTP (/__test) and the page', () => {
  it('creates a user and gives its openid; lists messages as JSON for one user, newest first', async () => {
    const user = (await t.post('/__test/users', { nickname: '赵六' })).body;
    expect(user).toMatchObject({ openid: expect.stringMatching(/^o[\w-]{27}$/), nickname: '赵六', following: true });
    await t.send(paid(String(user.openid)));
    await t.send(paid(FOLLOWER));
    const mine = (await t.get('/__test/messages', { openid: String(user.openid) })).body.messages as {
      touser: string;
      title: string;
    }[];
    expect(mine).toEqual([expect.objectContaining({ touser: user.openid, title: '缴费成功通知', errcode: 0 })]);
    expect(((await t.get('/__test/messages')).body.messages as unknown[]).length).toBe(2);
  });

  it('shows each user with the follow state and the 服务通知 cards, escaping what it was sent', async () => {
    await t.send(paid(FOLLOWER, '<b>3栋</b>'));
    const html = await (await fetch(`${t.vendor.url}/`)).text();
    expect(html).toContain('微信公众号模拟服务');
    expect(html).toContain('张业主');
    expect(html).toContain('已关注');
    expect(html).toContain('未关注');
    expect(html).toContain('<h4>缴费成功通知</h4>');
    expect(html).toContain('缴费金额：</span>¥285.51');
    expect(html).toContain('&lt;b&gt;3栋&lt;/b&gt;');
    expect(html).not.toContain('<b>3栋</b>');
  });

  it('follows and unfollows from the page and creates users from its form', async () => {
    const res = await fetch(`${t.vendor.url}/ui/users/${FOLLOWER}/unfollow`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(t.vendor.knobs.users().find((u) => u.openid === FOLLOWER)?.following).toBe(false);
    await fetch(`${t.vendor.url}/ui/users`, {
      method: 'POST',
      body: 'nickname=%E9%92%B1%E4%B8%83',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(t.vendor.knobs.users().map((u) => [u.nickname, u.following])).toContainEqual(['钱七', false]);
  });

  it('moves the clock, sets timings, refuses a bad knob body, and forgets everything on reset', async () => {
    expect((await t.post('/__test/clock', { to: '2024-05-10T10:00:05+08:00' })).body.now).toBe('2024-05-10 10:00:05');
    expect((await t.post('/__test/timing', { finishDelayMs: 5 })).body).toMatchObject({ finishDelayMs: 5 });
    const bad = await t.post('/__test/finishes', { status: 'failed' });
    expect(bad.status).toBe(400);
    await t.send(paid(FOLLOWER));
    t.vendor.knobs.createUser({ nickname: '临时' });
    expect((await t.post('/__test/reset', {})).body).toEqual({ errcode: 0, errmsg: 'ok' });
    expect(t.vendor.knobs.messages()).toEqual([]);
    expect(t.vendor.knobs.users()).toHaveLength(2);
    expect(t.vendor.knobs.state().clockOffsetMs).toBe(0);
  });

  it('gives the demo account to a product in another process', async () => {
    expect((await t.get('/__test/app')).body).toEqual({
      appId: t.vendor.appId,
      appSecret: t.vendor.appSecret,
      token: t.vendor.token,
      originalId: t.vendor.originalId,
    });
    expect(t.vendor.appId).toMatch(/^wx[0-9a-f]{16}$/);
  });
});
