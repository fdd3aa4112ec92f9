import Fastify from 'fastify';
import { DEFAULT_TEMPLATE_IDS, DEFAULT_USERS, startWechatVendor, type RunningWechatVendor } from '@pm/wechat-vendor';
import { eventXml, pushSignature, until } from '@pm/wechat-vendor/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WechatMpClient } from './wechat-client';
import { wechatConfigFromFake } from './wechat-config';
import { parseWechatEvent, verifyWechatSignature, WECHAT_EVENTS_PATH, wechatEventsRoutes, xmlFields, type WechatEvent } from './wechat-events';

const TOKEN = 'pmEventToken2024';
const follower = DEFAULT_USERS[0]!.openid!;
const nowS = () => String(Math.floor(Date.now() / 1000));
const signed = (timestamp = nowS(), nonce = '1234567890', token = TOKEN) => ({ signature: pushSignature(token, timestamp, nonce), timestamp, nonce });

describe('the push signature', () => {
  it('accepts WeChat\'s signature and refuses a wrong token, a changed nonce, an old timestamp or missing fields', () => {
    expect(verifyWechatSignature(TOKEN, signed())).toBe(true);
    expect(verifyWechatSignature(TOKEN, signed(nowS(), '1', 'otherToken'))).toBe(false);
    expect(verifyWechatSignature(TOKEN, { ...signed(), nonce: '999' })).toBe(false);
    const old = String(Math.floor(Date.now() / 1000) - 301);
    expect(verifyWechatSignature(TOKEN, signed(old))).toBe(false);
    expect(verifyWechatSignature(TOKEN, { ...signed(), signature: 'abc' })).toBe(false);
    expect(verifyWechatSignature(TOKEN, {})).toBe(false);
  });
});

describe('parsing the XML', () => {
  it('reads TEMPLATESENDJOBFINISH, subscribe and unsubscribe into typed events', () => {
    const finish = eventXml({ event: 'TEMPLATESENDJOBFINISH', openid: follower, msgId: '3147355772134064129', status: 'failed:user block' }, 'gh_ae6c2512bc93', 1_715_306_405);
    expect(parseWechatEvent(finish)).toEqual({ type: 'templateFinish', msgId: '3147355772134064129', openid: follower, status: 'failed:user block' });
    expect(parseWechatEvent(eventXml({ event: 'subscribe', openid: follower }, 'gh_x', 1))).toEqual({ type: 'follow', openid: follower });
    expect(parseWechatEvent(eventXml({ event: 'unsubscribe', openid: follower }, 'gh_x', 1))).toEqual({ type: 'unfollow', openid: follower });
  });

  it('reads WeChat\'s own sample with whitespace, ignores other messages, and never expands entities', () => {
    const sample = `<xml>
      <ToUserName><![CDATA[gh_7f083739789a]]></ToUserName>
      <FromUserName><![CDATA[oia2TjuEGTNoeX76QEjQNrcURxG8]]></FromUserName>
      <CreateTime>1395658920</CreateTime>
      <MsgType><![CDATA[event]]></MsgType>
      <Event><![CDATA[TEMPLATESENDJOBFINISH]]></Event>
      <MsgID>200163836</MsgID>
      <Status><![CDATA[success]]></Status>
    </xml>`;
    expect(parseWechatEvent(sample)).toEqual({ type: 'templateFinish', msgId: '200163836', openid: 'oia2TjuEGTNoeX76QEjQNrcURxG8', status: 'success' });
    expect(parseWechatEvent('<xml><MsgType><![CDATA[text]]></MsgType><FromUserName>o1</FromUserName><Content>你好</Content></xml>')).toBeUndefined();
    expect(xmlFields('<!DOCTYPE x [<!ENTITY a "b">]><xml><MsgType>&a;</MsgType></xml>')).toBeUndefined();
    expect(xmlFields('{"not":"xml"}')).toBeUndefined();
    expect(xmlFields('<xml><A>x &amp; y</A></xml>')).toEqual({ A: 'x & y' });
  });
});

describe('the events route, with the fake pushing to it', () => {
  let fake: RunningWechatVendor;
  const app = Fastify();
  const handled: WechatEvent[] = [];
  let failNext = false;

  beforeAll(async () => {
    await app.register(wechatEventsRoutes, {
      token: TOKEN,
      onEvent: async (event) => {
        if (failNext) {
          failNext = false;
          throw new Error('database down');
        }
        handled.push(event);
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    fake = await startWechatVendor({ port: 0, logLevel: 'silent', token: TOKEN, eventUrl: `http://127.0.0.1:${port}${WECHAT_EVENTS_PATH}`, timing: { finishDelayMs: 10, pushTimeoutMs: 1000 } });
  });
  afterAll(async () => {
    await fake.close();
    await app.close();
  });
  beforeEach(() => {
    fake.knobs.reset();
    handled.length = 0;
  });

  it('passes the server check (echostr) and refuses it badly signed', async () => {
    expect(await fake.knobs.checkServer()).toMatchObject({ ok: true });
    const bad = await app.inject({ method: 'GET', url: `${WECHAT_EVENTS_PATH}?signature=00&timestamp=${nowS()}&nonce=1&echostr=x` });
    expect(bad.statusCode).toBe(401);
  });

  it('hands each finish and follow event to onEvent and answers success', async () => {
    const client = new WechatMpClient(wechatConfigFromFake(fake));
    const sent = await client.sendTemplate({ openid: follower, templateId: DEFAULT_TEMPLATE_IDS.meetingVote, data: { thing1: '续聘物业', thing2: '幸福里', date3: '2024年6月1日~2024年6月30日' }, clientMsgId: 'v-1' });
    fake.knobs.setFollowing(follower, false);
    await until(() => handled.length >= 2);
    expect(handled).toEqual(expect.arrayContaining([{ type: 'unfollow', openid: follower }, { type: 'templateFinish', msgId: sent.ok ? sent.msgid : '', openid: follower, status: 'success' }]));
    await until(() => fake.knobs.eventPushes().every((p) => p.state === 'accepted'));
  });

  it('refuses a badly signed push with 401 and handles nothing; WeChat tries it again', async () => {
    fake.knobs.badSignatures(1);
    fake.knobs.setFollowing(follower, false);
    await until(() => fake.knobs.eventPushes()[0]?.state === 'accepted');
    expect(fake.knobs.eventPushes()[0]?.attempts.map((a) => a.status)).toEqual([401, 200]);
    expect(handled).toEqual([{ type: 'unfollow', openid: follower }]);
  });

  it('answers 500 when onEvent fails, so the push comes again', async () => {
    failNext = true;
    fake.knobs.setFollowing(follower, false);
    await until(() => fake.knobs.eventPushes()[0]?.state === 'accepted');
    expect(fake.knobs.eventPushes()[0]?.attempts.map((a) => a.status)).toEqual([500, 200]);
    expect(handled).toHaveLength(1);
  });

  it('answers 400 to a signed body that is not WeChat XML', async () => {
    const q = signed();
    const res = await app.inject({ method: 'POST', url: `${WECHAT_EVENTS_PATH}?signature=${q.signature}&timestamp=${q.timestamp}&nonce=${q.nonce}`, payload: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(handled).toEqual([]);
  });
});
