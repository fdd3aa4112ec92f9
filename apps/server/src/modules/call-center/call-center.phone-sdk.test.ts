import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentInfo, envelopeOf, SipInfo, WssInfo } from '@pm/contracts';
import { SdkTestClient, startProvider, type RunningProvider } from '@pm/provider';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { tokenFor } from '../../../test/factories/session';
import { buildUser } from '../../../test/factories/users';

// CALL_CENTER_PHONE=sdk: the agent's browser gets the vendor's phone SDK instead of JsSIP. The server hands out
// the SDK's address and the credential it logs in with; here a bare SDK client takes them, makes a call with the
// number pool's display number and sends DTMF, and the call comes back in the product's call records.
let provider: RunningProvider;
let t: TestApp;
let cc: { authorization: string };

type Body<T = unknown> = { code: number; msg: string; data: T };

/** An audio offer as a browser makes it (the fake answers only offers with an audio m-line and a fingerprint). */
const OFFER = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111 126',
  'c=IN IP4 0.0.0.0',
  'a=ice-ufrag:test',
  'a=ice-pwd:testpasswordtestpassword',
  'a=fingerprint:sha-256 00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF',
  'a=setup:actpass',
  'a=mid:0',
  'a=sendrecv',
  'a=rtcp-mux',
  'a=rtpmap:111 opus/48000/2',
  'a=rtpmap:126 telephone-event/8000',
  '',
].join('\r\n');

const call = <T>(method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.call<Body<T>>({ method, url, headers: { ...cc, host: '127.0.0.1' }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

beforeAll(async () => {
  provider = await startProvider({ port: 0, logLevel: 'silent' });
  t = await createTestApp({ providerUrl: provider.url, callCenterPhone: 'sdk' });
  const company = await buildCompany(t.database.db, { callCenterTenant: 'T-ANJU-CC', hasCallCenter: true });
  cc = await tokenFor(t, await buildUser(t.database.db, { companyId: company.id, role: 'emp' }));
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('the phone SDK path (CALL_CENTER_PHONE=sdk)', () => {
  it('tells the browser to use the SDK and where it is; a call made through it with DTMF reaches the call records', async () => {
    const login = await call('POST', '/api/call-center/agent/login', { username: 'cc8001', password: 'Agent@8001' });
    expect(envelopeOf(AgentInfo).parse(login.body).data).toMatchObject({ agentDn: '8001', phone: 'sdk' });
    expect((await call<{ phone: string }>('GET', '/api/call-center/agent/current')).body.data.phone).toBe('sdk');
    const wss = envelopeOf(WssInfo).parse((await call('GET', '/api/call-center/agent/wss-info')).body).data;
    expect(wss?.sdkUrl).toBe(`ws://127.0.0.1:${provider.port}/phone-sdk`);
    const sip = envelopeOf(SipInfo).parse((await call('GET', '/api/call-center/agent/sip-info')).body).data;
    const pool = (await call<{ info: { data: { number: string } } }>('GET', '/api/call-center/number-pool')).body.data;
    const display = pool.info.data.number;

    const sdk = await SdkTestClient.open(wss?.sdkUrl ?? '');
    try {
      expect((await sdk.request('login', { agent: sip?.sipUser, password: sip?.sipPassword })).code).toBe(0);
      const made = await sdk.request('makeCall', { callee: '13800138000', displayNumber: display, sdp: OFFER });
      expect(made.code).toBe(0);
      const answered = await sdk.event('answered');
      expect(answered.callId).toBe(made.callId);
      expect((await sdk.request('requestSendDtmf', { callId: made.callId, digits: '8001#' })).code).toBe(0);
      expect((await sdk.request('hangup', { callId: made.callId })).code).toBe(0);
      expect((await sdk.event('hangup')).reason).toBe('normal');
    } finally {
      sdk.close();
    }

    const state = (await (await fetch(`${provider.url}/__fake/state`)).json()) as { calls: { calleeNum: string; dtmf: string; customDisplayNum: string }[] };
    expect(state.calls.find((c) => c.calleeNum === '13800138000')).toMatchObject({ dtmf: '8001#', customDisplayNum: display });
    const records = await call<{ rows: { calleeNum: string; customDisplayNum: string; callType: number }[] }>('POST', '/api/call-center/v2/record', { page: 1, size: 6 });
    expect(records.body.data.rows.find((r) => r.calleeNum === '13800138000')).toMatchObject({ callType: 2, customDisplayNum: display });
  });
});
