import JsSIP from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';
import type { UA } from 'jssip/lib/UA';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../src/index';
import { call, loginAgent, newUa, once, sipInfo, stream, vendorHeaders, type VendorSession } from './support/agent';
import { installNodeWebRtc } from './support/fake-webrtc';

// The real JsSIP (version pinned in package.json) against the fake vendor over a real WebSocket.
let provider: RunningProvider;
let wsUrl: string;
const uas: UA[] = [];

beforeAll(async () => {
  await installNodeWebRtc();
  provider = await startProvider({ port: 0, logLevel: 'silent' });
  wsUrl = `ws://127.0.0.1:${provider.port}/sip`;
});
afterEach(() => {
  for (const ua of uas.splice(0)) ua.stop();
});
afterAll(() => provider.close());

async function registered(username = 'cc8001', password = 'Agent@8001'): Promise<{ ua: UA; agent: VendorSession }> {
  const agent = await loginAgent(provider.url, username, password);
  const info = await sipInfo(provider.url, agent);
  const ua = newUa(wsUrl, info.sipUser, info.sipPassword);
  uas.push(ua);
  ua.start();
  ua.register();
  await once(ua, 'registered');
  return { ua, agent };
}

async function fakeState(): Promise<{
  registered: string[];
  activeCalls: { callId: string; agentDn: string; state: string }[];
  calls: { callId: string; agentDn: string; result: string; calleeNum: string; customDisplayNum: string; transferredTo: string | null; hasRecording: boolean; callType: number }[];
}> {
  return (await fetch(`${provider.url}/__fake/state`)).json() as never;
}

const control = (path: string, body: unknown) =>
  fetch(`${provider.url}/__fake/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('JsSIP against the fake vendor', () => {
  it('pins the JsSIP version these tests were written against', () => {
    expect(JsSIP.version).toBe('3.13.8');
  });

  it('registers with the SIP password from sip info, for 120 s', async () => {
    const { ua } = await registered();
    expect(ua.isRegistered()).toBe(true);
    expect((await fakeState()).registered).toContain('8001');
  });

  it('refuses a wrong password with a digest challenge', async () => {
    const agent = await loginAgent(provider.url, 'cc8002', 'Agent@8002');
    await sipInfo(provider.url, agent);
    const ua = newUa(wsUrl, '8002', 'not-the-password');
    uas.push(ua);
    const challenges: number[] = [];
    ua.on('connected', () => undefined);
    ua.start();
    ua.register();
    const failed = await once<{ cause: string; response?: { status_code: number; getHeader(n: string): string } }>(ua, 'registrationFailed');
    expect(failed.cause).toBe(JsSIP.C.causes.AUTHENTICATION_ERROR);
    expect(failed.response?.status_code).toBe(401);
    challenges.push(failed.response?.status_code ?? 0);
    expect(failed.response?.getHeader('WWW-Authenticate')).toMatch(/Digest realm="cc\.vendor\.local", nonce="[0-9a-f]+".*qop="auth"/);
    expect((await fakeState()).registered).not.toContain('8002');
  });

  it('refuses an expired SIP password, and a fresh one from sip info registers again', async () => {
    await control('scenario', { sipPasswordTtlSeconds: 1 });
    try {
      const agent = await loginAgent(provider.url, 'cc8003', 'Agent@8003');
      const stale = await sipInfo(provider.url, agent);
      await new Promise((r) => setTimeout(r, 1100));
      const ua = newUa(wsUrl, stale.sipUser, stale.sipPassword);
      uas.push(ua);
      ua.start();
      ua.register();
      const failed = await once<{ response?: { status_code: number } }>(ua, 'registrationFailed');
      expect(failed.response?.status_code).toBe(401);
      await control('scenario', { sipPasswordTtlSeconds: 1800 });
      const fresh = await sipInfo(provider.url, agent);
      ua.set('password', fresh.sipPassword);
      ua.register();
      await once(ua, 'registered');
    } finally {
      await control('reset-scenario', {});
    }
  });

  it('calls a number to confirmed, holds and resumes, sends DTMF, hangs up; the call has a recording', async () => {
    const { ua } = await registered();
    const session = call(ua, '13812345678', ['X-Display-Number: 02150004000']);
    await once(session, 'progress');
    await once(session, 'confirmed');
    const reinvites: number[] = [];
    const held = once(session, 'hold');
    session.hold({}, () => reinvites.push(1));
    await held;
    await new Promise((r) => setTimeout(r, 200));
    expect(reinvites).toEqual([1]);
    expect(session.isOnHold().local).toBe(true);
    const resumed = once(session, 'unhold');
    session.unhold({}, () => reinvites.push(2));
    await resumed;
    await new Promise((r) => setTimeout(r, 200));
    expect(reinvites).toEqual([1, 2]);
    session.sendDTMF('12#', { transportType: JsSIP.C.DTMF_TRANSPORT.INFO });
    await new Promise((r) => setTimeout(r, 600));
    const ending = once(session, 'ended');
    session.terminate();
    await ending;
    await new Promise((r) => setTimeout(r, 100));
    const record = (await fakeState()).calls.find((c) => c.calleeNum === '13812345678');
    expect(record).toMatchObject({ result: 'answered', customDisplayNum: '02150004000', hasRecording: true, callType: 2 });
  });

  it.each([
    ['13800000486', 486, 'Busy'],
    ['13800000603', 603, 'Rejected'],
    ['13800000480', 480, 'Unavailable'],
    ['13800000404', 404, 'Not Found'],
  ])('a scenario number %s is rejected with %i', async (number, status, cause) => {
    const { ua } = await registered();
    const session = call(ua, number);
    const failed = await once<{ cause: string; message?: { status_code: number } }>(session, 'failed');
    expect(failed.message?.status_code).toBe(status);
    expect(failed.cause).toBe(cause);
  });

  it('cancels a call that rings forever', async () => {
    const { ua } = await registered();
    const session = call(ua, '13800000777');
    await once(session, 'progress');
    const failing = once<{ cause: string }>(session, 'failed');
    session.terminate();
    const failed = await failing;
    expect(failed.cause).toBe(JsSIP.C.causes.CANCELED);
    await new Promise((r) => setTimeout(r, 100));
    expect((await fakeState()).calls.find((c) => c.calleeNum === '13800000777')?.result).toBe('cancelled');
  });

  it('answers an UPDATE with a new SDP (session refresh) inside the call', async () => {
    const { ua } = await registered();
    const session = call(ua, '13812340003');
    await once(session, 'confirmed');
    const done = new Promise<void>((resolve, reject) => {
      const ok = session.renegotiate({ useUpdate: true }, () => resolve());
      if (!ok) reject(new Error('renegotiate refused'));
    });
    await done;
    const ending = once(session, 'ended');
    session.terminate();
    await ending;
  });

  it('answers the 407 challenge with the SIP credentials', async () => {
    const { ua } = await registered();
    const session = call(ua, '13800000407');
    await once(session, 'confirmed');
    session.terminate();
  });

  it('ends the call when the customer hangs up (remote BYE)', async () => {
    const { ua } = await registered();
    const session = call(ua, '13800000888');
    await once(session, 'confirmed');
    const ended = await once<{ originator: string }>(session, 'ended', 6000);
    expect(ended.originator).toBe('remote');
  });

  it('rings an agent with an inbound call; answering confirms it, the vendor hangs up', async () => {
    const { ua } = await registered();
    const incoming = once<{ session: RTCSession; originator: string }>(ua, 'newRTCSession');
    const ring = await control('ring', { agentDn: '8001', from: '13912345678' });
    expect(ring.status).toBe(200);
    const { session, originator } = await incoming;
    expect(originator).toBe('remote');
    expect(session.remote_identity.uri.user).toBe('13912345678');
    session.answer({ mediaStream: stream(), pcConfig: { iceServers: [] } });
    await once(session, 'confirmed');
    const hang = control('hangup', { agentDn: '8001' });
    const ended = await once<{ originator: string }>(session, 'ended');
    expect(ended.originator).toBe('remote');
    expect(await (await hang).json()).toEqual({ ended: 1 });
  });

  it('transfers a call to another agent with REFER: NOTIFY 200, the transferor is released, the target rings', async () => {
    const first = await registered();
    const second = await registered('cc8002', 'Agent@8002');
    const session = call(first.ua, '13812340001');
    await once(session, 'confirmed');
    const ringing = once<{ session: RTCSession }>(second.ua, 'newRTCSession');
    const ending = once<{ originator: string }>(session, 'ended');
    const accepted = new Promise<void>((resolve, reject) => {
      session.refer('sip:8002@cc.vendor.local', {
        eventHandlers: { accepted: () => resolve(), failed: () => reject(new Error('transfer failed')) },
      });
    });
    await accepted;
    const ended = await ending;
    expect(ended.originator).toBe('remote');
    const { session: transferred } = await ringing;
    expect(transferred.remote_identity.uri.user).toBe('13812340001');
    transferred.terminate();
    const record = (await fakeState()).calls.find((c) => c.calleeNum === '13812340001');
    expect(record).toMatchObject({ result: 'transferred', transferredTo: '8002' });
  });

  it('transfers to an outside number', async () => {
    const { ua } = await registered();
    const session = call(ua, '13812340002');
    await once(session, 'confirmed');
    const ending = once(session, 'ended');
    await new Promise<void>((resolve, reject) => {
      session.refer('sip:13916880002@cc.vendor.local', {
        eventHandlers: { accepted: () => resolve(), failed: () => reject(new Error('transfer failed')) },
      });
    });
    await ending;
  });

  it('re-registers by itself after the vendor drops the socket', async () => {
    const { ua } = await registered();
    const disconnected = once(ua, 'disconnected');
    await control('drop', { agentDn: '8001' });
    await disconnected;
    expect((await fakeState()).registered).not.toContain('8001');
    await once(ua, 'registered', 8000);
    expect((await fakeState()).registered).toContain('8001');
  });

  it('unregisters on stop (expires=0)', async () => {
    const { ua } = await registered('cc8004', 'Agent@8004');
    ua.unregister();
    await once(ua, 'unregistered');
    expect((await fakeState()).registered).not.toContain('8004');
  });
});

describe('vendor HTTP checks', () => {
  it('refuses calls without the bearer token, the source header or the matching __org', async () => {
    const agent = await loginAgent(provider.url, 'cc8001', 'Agent@8001');
    const url = `${provider.url}/api/v1/agent/sip-info?agentId=${agent.agentId}`;
    expect((await fetch(url)).status).toBe(401);
    const headers = vendorHeaders(agent);
    expect((await fetch(url, { headers: { ...headers, source: 'x' } })).status).toBe(400);
    expect((await fetch(url, { headers: { ...headers, __org: 'OTHER' } })).status).toBe(403);
    expect((await fetch(url, { headers })).status).toBe(200);
  });

  it('refuses a wrong agent password with invalid_grant', async () => {
    await expect(loginAgent(provider.url, 'cc8001', 'nope')).rejects.toThrow('login 400');
  });

  it('answers the number pool and the phone attribution', async () => {
    const agent = await loginAgent(provider.url, 'cc8001', 'Agent@8001');
    const headers = vendorHeaders(agent);
    const pool = await (await fetch(`${provider.url}/eurm-uiif/if/iam/numberpool/queryAgentNumber/${agent.agentId}.ptc`, { headers })).json();
    expect(pool).toEqual({ head: { errorCode: '0', errorMsg: '' }, info: { data: { number: '02150004000', areaCode: '021' } } });
    const attr = (await (await fetch(`${provider.url}/v1/customer/phone_attr/057186001000?timeStamp=${Date.now()}`, { headers })).json()) as { data: unknown };
    expect(attr.data).toEqual({ areaCode: '0571', attribution: '浙江 杭州 固定电话' });
    const wss = (await (await fetch(`${provider.url}/api/v1/agent/wss-info`, { method: 'POST', headers, body: '{}' })).json()) as { data: unknown };
    expect(wss.data).toEqual({ wssUrl: `ws://127.0.0.1:${provider.port}/sip`, sdkUrl: `ws://127.0.0.1:${provider.port}/phone-sdk`, iceServers: [] });
    const work = await fetch(`${provider.url}/api/v1/agent/updateWorkState`, { method: 'POST', headers, body: JSON.stringify({ workState: 4 }) });
    expect(work.status).toBe(400);
    const big = await fetch(`${provider.url}/api/v1/forward-number/page`, { method: 'POST', headers, body: JSON.stringify({ pageNo: 1, pageSize: 1000 }) });
    expect(big.status).toBe(400);
  });
});
