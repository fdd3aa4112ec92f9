import type { WebSocket } from 'ws';
import { cseqOf, header, uriOf, type SipResponse } from './message';
import { offerSdp } from './sdp';
import { ALLOW, baseHeaders, rand, VENDOR_HOST, type Leg } from './dialog';
import type { SipContext } from './call-legs';
import { sendSip } from './transport';

// Calls we place to an agent (inbound, callType 1, and the second leg of a transfer): our INVITE, the agent's
// answers to it, and the CANCEL when nobody picks up in time.

/** Places an inbound call from `from` to a registered agent; returns the call id. */
export function ringAgent(ctx: SipContext, agentDn: string, from: string, ringForMs = 60_000): string {
  const { state, registrar, legs } = ctx;
  const binding = registrar.bindings.get(agentDn);
  const agent = state.agentByDn(agentDn);
  if (!binding || !agent || binding.expiresAt < Date.now()) throw new Error(`agent ${agentDn} not registered`);
  const callId = rand(12);
  const record = state.newCall({
    callId,
    tenantId: agent.tenantId,
    agentId: agent.agentId,
    agentDn,
    callType: 1,
    customDisplayNum: from,
    calleeNum: agentDn,
    callTime: new Date().toISOString(),
  });
  const leg: Leg = {
    callId,
    socket: binding.socket,
    role: 'uac',
    agentDn,
    local: `"${from}" <sip:${from}@${VENDOR_HOST}>;tag=${rand(5)}`,
    remote: `<sip:${agentDn}@${VENDOR_HOST}>`,
    remoteTarget: binding.contact,
    localSeq: 1,
    state: 'early',
    record,
    timers: [],
    sessionId: Date.now(),
    sdpVersion: 1,
  };
  legs.add(leg);
  const branch = `z9hG4bK${rand()}`;
  leg.ourInvite = { branch, seq: 1 };
  sendSip(leg.socket, {
    kind: 'request',
    method: 'INVITE',
    uri: leg.remoteTarget,
    headers: {
      ...baseHeaders(leg, branch, 'INVITE', 1),
      'Content-Type': ['application/sdp'],
      Allow: [ALLOW],
      Supported: ['replaces, timer'],
    },
    body: offerSdp(leg.sessionId, leg.sdpVersion),
  });
  leg.timers.push(setTimeout(() => cancelRinging(ctx, leg), ringForMs));
  return callId;
}

/** The agent's answer to our INVITE: ringing, picked up (we ACK), or refused (we ACK and the call is over). */
export function inviteResponse({ state, legs }: SipContext, socket: WebSocket, res: SipResponse): void {
  const leg = legs.get(header(res, 'Call-ID') ?? '');
  const { method, seq } = cseqOf(res);
  if (!leg || method !== 'INVITE' || leg.role !== 'uac') return;
  if (res.status < 200) {
    if (res.status === 180) leg.record.result = 'ringing';
    return;
  }
  const toValue = header(res, 'To') ?? leg.remote;
  if (res.status < 300) {
    leg.remote = toValue;
    leg.remoteTarget = uriOf(header(res, 'Contact')) ?? leg.remoteTarget;
    sendSip(socket, {
      kind: 'request',
      method: 'ACK',
      uri: leg.remoteTarget,
      headers: baseHeaders(leg, `z9hG4bK${rand()}`, 'ACK', seq),
      body: '',
    });
    if (leg.state === 'early') {
      leg.state = 'confirmed';
      leg.record.answeredAt = new Date().toISOString();
      leg.record.result = 'answered';
      state.touch(leg.record);
    }
    return;
  }
  // non-2xx final: ACK on the INVITE's branch, then the call is over
  leg.remote = toValue;
  sendSip(socket, {
    kind: 'request',
    method: 'ACK',
    uri: leg.remoteTarget,
    headers: baseHeaders(leg, leg.ourInvite?.branch ?? `z9hG4bK${rand()}`, 'ACK', seq),
    body: '',
  });
  legs.finish(leg, res.status === 487 ? 'cancelled' : res.status === 486 ? 'busy' : 'declined');
}

export function cancelRinging({ legs }: SipContext, leg: Leg): void {
  if (leg.state !== 'early' || leg.role !== 'uac' || !leg.ourInvite) return;
  sendSip(leg.socket, {
    kind: 'request',
    method: 'CANCEL',
    uri: leg.remoteTarget,
    headers: {
      Via: [`SIP/2.0/WSS ${VENDOR_HOST};branch=${leg.ourInvite.branch}`],
      'Max-Forwards': ['70'],
      From: [leg.local],
      To: [leg.remote],
      'Call-ID': [leg.callId],
      CSeq: [`${leg.ourInvite.seq} CANCEL`],
    },
    body: '',
  });
  legs.finish(leg, 'no-answer');
}
