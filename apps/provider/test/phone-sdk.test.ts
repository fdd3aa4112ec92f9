import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../src/index';
import { loginAgent, sipInfo } from './support/agent';
import { FakePeerConnection } from './support/fake-webrtc';
import { SdkTestClient } from '../src/sdk/phone-sdk-test-client';

// The fake vendor's phone-SDK socket, driven frame by frame: the codes of spec section 8 (58, 192, 1001, 9996),
// a call made with DTMF, an inbound call, and the scenario numbers shared with SIP.
let provider: RunningProvider;
let sdkUrl: string;
const clients: SdkTestClient[] = [];

beforeAll(async () => {
  provider = await startProvider({ port: 0, logLevel: 'silent' });
  sdkUrl = `ws://127.0.0.1:${provider.port}/phone-sdk`;
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await control('reset-scenario', {});
  // a makeCall within 3 s of the last one answers 1001; tests start apart
  await new Promise((r) => setTimeout(r, 50));
});
afterAll(() => provider.close());

const control = (path: string, body: unknown) =>
  fetch(`${provider.url}/__fake/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function fakeState(): Promise<{
  sdkLoggedIn: string[];
  activeCalls: { callId: string; agentDn: string; state: string; dtmf?: string }[];
  calls: { callId: string; agentDn: string; result: string; calleeNum: string; customDisplayNum: string; dtmf: string; callType: number; hasRecording: boolean }[];
}> {
  return (await fetch(`${provider.url}/__fake/state`)).json() as never;
}

async function open(): Promise<SdkTestClient> {
  const c = await SdkTestClient.open(sdkUrl);
  clients.push(c);
  return c;
}

/** The agent's SIP password, the credential the SDK logs in with (issued by sip-info after the OAuth login). */
async function password(username: string, secret: string): Promise<{ agent: string; password: string }> {
  const session = await loginAgent(provider.url, username, secret);
  const info = await sipInfo(provider.url, session);
  return { agent: info.sipUser, password: info.sipPassword };
}

async function loggedIn(username = 'cc8001', secret = 'Agent@8001'): Promise<SdkTestClient> {
  const c = await open();
  const answer = await c.request('login', await password(username, secret));
  expect(answer.code).toBe(0);
  return c;
}

const offer = async () => (await new FakePeerConnection().createOffer()).sdp;

describe('the phone SDK of the fake vendor', () => {
  it('answers the wss info with the SDK socket beside the SIP one', async () => {
    const session = await loginAgent(provider.url, 'cc8001', 'Agent@8001');
    const res = await fetch(`${provider.url}/api/v1/agent/wss-info`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, source: 'webrtc', __org: session.tenantId, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await res.json()) as { data: { wssUrl: string; sdkUrl: string } };
    expect(body.data.wssUrl).toMatch(/\/sip$/);
    expect(body.data.sdkUrl).toBe(`ws://127.0.0.1:${provider.port}/phone-sdk`);
  });

  it('refuses an unknown account with 192, a wrong password and an out-of-service vendor with 58', async () => {
    const c = await open();
    expect((await c.request('login', { agent: '8999', password: 'x' })).code).toBe(192);
    const good = await password('cc8002', 'Agent@8002');
    expect((await c.request('login', { ...good, password: 'not-the-password' })).code).toBe(58);
    await control('scenario', { sdkOutOfService: true });
    expect((await c.request('login', good)).code).toBe(58);
    await control('reset-scenario', {});
    expect((await c.request('login', good)).code).toBe(0);
    expect((await fakeState()).sdkLoggedIn).toContain('8002');
  });

  it('answers 58 to a call from a connection that is not logged in', async () => {
    const c = await open();
    expect((await c.request('makeCall', { callee: '13800138000', displayNumber: '02150004000', sdp: await offer() })).code).toBe(58);
  });

  it('makes a call: ringing, answered with SDP, DTMF recorded, hung up as answered', async () => {
    const c = await loggedIn();
    const made = await c.request('makeCall', { callee: '13800138000', displayNumber: '02150004000', sdp: await offer() });
    expect(made.code).toBe(0);
    const callId = made.callId as string;
    expect((await c.event('ringing')).callId).toBe(callId);
    const answered = await c.event('answered');
    expect(answered.callId).toBe(callId);
    expect(String(answered.sdp)).toMatch(/^m=audio 9 /m);
    expect((await c.request('requestSendDtmf', { callId, digits: '123' })).code).toBe(0);
    expect((await c.request('requestSendDtmf', { callId, digits: '#' })).code).toBe(0);
    expect((await fakeState()).activeCalls.find((a) => a.callId === callId)?.dtmf).toBe('123#');
    expect((await c.request('hangup', { callId })).code).toBe(0);
    expect((await c.event('hangup')).reason).toBe('normal');
    const record = (await fakeState()).calls.find((r) => r.callId === callId);
    expect(record).toMatchObject({ agentDn: '8001', callType: 2, calleeNum: '13800138000', customDisplayNum: '02150004000', dtmf: '123#', result: 'answered', hasRecording: true });
  });

  it('answers 1001 to a second call within 3 s', async () => {
    const c = await loggedIn('cc8003', 'Agent@8003');
    expect((await c.request('makeCall', { callee: '13800000777', sdp: await offer() })).code).toBe(0);
    const again = await c.request('makeCall', { callee: '13800000001', sdp: await offer() });
    expect(again.code).toBe(1001);
  });

  it('ends a busy callee with reason busy, and refuses DTMF on a call that is not up', async () => {
    const c = await loggedIn('cc8004', 'Agent@8004');
    const made = await c.request('makeCall', { callee: '13800000486', sdp: await offer() });
    expect((await c.request('requestSendDtmf', { callId: made.callId, digits: '1' })).code).toBe(404);
    expect((await c.event('hangup')).reason).toBe('busy');
    expect((await fakeState()).calls.find((r) => r.callId === made.callId)?.result).toBe('busy');
  });

  it('kicks the earlier connection with 9996 when the account logs in elsewhere, and on the control API', async () => {
    const first = await loggedIn();
    const second = await loggedIn();
    const kicked = await first.event('kicked');
    expect(kicked.code).toBe(9996);
    expect(await first.closed()).toBe(4001);
    expect((await fakeState()).sdkLoggedIn).toContain('8001');
    expect(await (await control('sdk-kick', { agentDn: '8001' })).json()).toEqual({ kicked: true });
    expect((await second.event('kicked')).code).toBe(9996);
    expect((await fakeState()).sdkLoggedIn).not.toContain('8001');
  });

  it('rings an SDK agent with an offer, answers on request, and the customer hangs up', async () => {
    const c = await loggedIn('cc8002', 'Agent@8002');
    const { callId } = (await (await control('ring', { agentDn: '8002', from: '13900001111' })).json()) as { callId: string };
    const incoming = await c.event('incoming');
    expect(incoming).toMatchObject({ callId, from: '13900001111' });
    expect(String(incoming.sdp)).toMatch(/^m=audio /m);
    const pc = new FakePeerConnection();
    await pc.setRemoteDescription({ type: 'offer', sdp: String(incoming.sdp) });
    const answer = await pc.createAnswer();
    expect((await c.request('answer', { callId, sdp: answer.sdp })).code).toBe(0);
    expect((await c.event('answered')).callId).toBe(callId);
    await control('hangup', { callId });
    expect((await c.event('hangup')).reason).toBe('remote');
    expect((await fakeState()).calls.find((r) => r.callId === callId)).toMatchObject({ callType: 1, result: 'answered' });
  });
});
