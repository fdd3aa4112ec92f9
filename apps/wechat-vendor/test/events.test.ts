import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE_IDS } from '../src/index';
import { pushSignature, startEventReceiver, until, type EventReceiver, type ReceivedEvent } from '../src/testing/index';
import { FOLLOWER, NOT_FOLLOWING, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
let receiver: EventReceiver;
beforeAll(async () => {
  receiver = await startEventReceiver();
  t = await startTestVendor({ eventUrl: receiver.url, token: 'pmTestToken2024' });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(() => {
  t.vendor.knobs.reset();
  receiver.events.length = 0;
  receiver.answerWith(() => ({}));
});

const send = async () => {
  const answer = await t.send({
    touser: FOLLOWER,
    template_id: DEFAULT_TEMPLATE_IDS.billReminder,
    data: {
      thing1: { value: '3栋1201' },
      thing2: { value: '6月物业费' },
      amount3: { value: '¥142.80' },
      date4: { value: '2024年6月15日' },
    },
  });
  return /"msgid":(\d+)/.exec(answer.text)?.[1] ?? '';
};
const signedWell = (e: ReceivedEvent) =>
  e.query.signature === pushSignature('pmTestToken2024', e.query.timestamp ?? '', e.query.nonce ?? '');

describe("events to the developer's server", () => {
  it('pushes TEMPLATESENDJOBFINISH after an accepted send: signed XML with the MsgID and success', async () => {
    const msgid = await send();
    const [event] = await receiver.waitFor(1);
    expect(event?.query).toEqual({
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
      timestamp: expect.stringMatching(/^\d{10}$/),
      nonce: expect.stringMatching(/^\d+$/),
      openid: FOLLOWER,
    });
    expect(signedWell(event!)).toBe(true);
    expect(event?.fields).toEqual({
      ToUserName: t.vendor.originalId,
      FromUserName: FOLLOWER,
      CreateTime: expect.stringMatching(/^\d{10}$/),
      MsgType: 'event',
      Event: 'TEMPLATESENDJOBFINISH',
      MsgID: msgid,
      Status: 'success',
    });
    expect(event?.body).toMatch(/^<xml><ToUserName><!\[CDATA\[gh_[0-9a-f]{12}\]\]><\/ToUserName>/);
    await until(() => t.vendor.knobs.eventPushes()[0]?.state === 'accepted');
    expect(t.vendor.knobs.messages(FOLLOWER)[0]?.finish).toEqual({ state: 'success', lost: false, pushes: [1] });
  });

  it('makes the next finish failed:user block; the message does not reach the user', async () => {
    await t.post('/__test/finishes', { status: 'failed:user block' });
    await send();
    const [event] = await receiver.waitFor(1);
    expect(event?.fields.Status).toBe('failed:user block');
    t.vendor.knobs.nextFinishes({ status: 'failed: system failed' });
    await send();
    expect((await receiver.waitFor(2))[1]?.fields.Status).toBe('failed: system failed');
    const page = await (await fetch(`${t.vendor.url}/`)).text();
    expect(page).toContain('用户拒收');
    expect(page).toContain('服务通知 1 条');
  });

  it('signs badly when told: the receiver can tell', async () => {
    await t.post('/__test/signatures/bad', { count: 1 });
    await send();
    await send();
    const events = await receiver.waitFor(2);
    expect(events.map(signedWell).sort()).toEqual([false, true]);
    expect(
      t.vendor.knobs
        .eventPushes()
        .map((p) => p.badSignature)
        .sort(),
    ).toEqual([false, true]);
  });

  it('tries a push three times in all when not answered success, then gives up', async () => {
    receiver.answerWith(() => ({ status: 500, body: 'busy' }));
    await send();
    await receiver.waitFor(3);
    await until(() => t.vendor.knobs.eventPushes()[0]?.state === 'failed');
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.events).toHaveLength(3);
    expect(new Set(receiver.events.map((e) => e.body)).size).toBe(1);
  });

  it('retries a push not answered within the timeout, and takes an empty answer as accepted', async () => {
    receiver.answerWith((e) => (e.index === 0 ? { delayMs: 600 } : { body: '' }));
    await send();
    await receiver.waitFor(2);
    await until(() => t.vendor.knobs.eventPushes()[0]?.state === 'accepted');
    expect(t.vendor.knobs.eventPushes()[0]?.attempts.map((a) => a.ok)).toEqual([false, true]);
    expect(t.vendor.knobs.eventPushes()[0]?.attempts[0]?.error).toMatch(/未应答/);
  });

  it('takes another answer than success as not accepted', async () => {
    receiver.answerWith((e) => (e.index === 0 ? { body: 'ok' } : {}));
    await send();
    await receiver.waitFor(2);
    await until(() => t.vendor.knobs.eventPushes()[0]?.state === 'accepted');
  });

  it('delays, loses and repeats finishes when told (a receiver dedupes by MsgID)', async () => {
    t.vendor.knobs.nextFinishes({ lose: true });
    await send();
    await until(() => t.vendor.knobs.messages()[0]?.finish.state === 'success');
    t.vendor.knobs.nextFinishes({ times: 3, delayMs: 50 });
    const msgid = await send();
    const events = await receiver.waitFor(3);
    expect(events.map((e) => e.fields.MsgID)).toEqual([msgid, msgid, msgid]);
    expect(new Set(events.map((e) => e.body)).size).toBe(1);
  });

  it('pushes subscribe and unsubscribe when a user follows or unfollows (page button, knob)', async () => {
    t.vendor.knobs.setFollowing(NOT_FOLLOWING, true);
    await fetch(`${t.vendor.url}/ui/users/${NOT_FOLLOWING}/unfollow`, { method: 'POST', redirect: 'manual' });
    t.vendor.knobs.setFollowing(NOT_FOLLOWING, false); // no change: no event
    const created = (await t.post('/__test/users', { nickname: '王五', following: true })).body;
    const events = await receiver.waitFor(3);
    expect(events.map((e) => [e.fields.Event, e.fields.FromUserName])).toEqual([
      ['subscribe', NOT_FOLLOWING],
      ['unsubscribe', NOT_FOLLOWING],
      ['subscribe', created.openid],
    ]);
    expect(created.openid).toMatch(/^o[\w-]{27}$/);
    expect(events.every(signedWell)).toBe(true);
  });

  it('checks the server: GET with echostr, which the server must answer as it is', async () => {
    const ok = await t.post('/__test/server-check', {});
    expect(ok.body).toMatchObject({ ok: true, status: 200 });
    const [check] = receiver.events;
    expect(check?.method).toBe('GET');
    expect(signedWell(check!)).toBe(true);
    receiver.answerWith(() => ({ body: 'hello' }));
    expect((await t.vendor.knobs.checkServer()).ok).toBe(false);
  });

  it('pushes nothing without an event URL; the knob sets it', async () => {
    t.vendor.knobs.setEventUrl(null);
    await send();
    await until(() => t.vendor.knobs.messages()[0]?.finish.state === 'success');
    expect(receiver.events).toHaveLength(0);
    await t.post('/__test/event-url', { url: receiver.url });
    await send();
    await receiver.waitFor(1);
  });
});
