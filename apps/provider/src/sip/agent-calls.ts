import type { WebSocket } from 'ws';
import { REJECTS, REMOTE_BYE_AFTER_MS, SCENARIO_SUFFIXES } from '../vendor/scenario-numbers';
import { header, responseTo, tagOf, uriOf, userOf, type SipRequest } from './message';
import { answerSdp } from './sdp';
import { ALLOW, rand, vendorContact, type Leg } from './dialog';
import type { SipContext } from './call-legs';
import { sendSip } from './transport';

// Calls an agent places (outbound, callType 2): the browser's INVITE, answered, refused or left ringing as the
// dialled number's scenario says, then confirmed by its ACK or given up by its CANCEL.

export function inviteFromAgent({ state, registrar, legs }: SipContext, socket: WebSocket, req: SipRequest): void {
  const callId = header(req, 'Call-ID') ?? '';
  const fromUser = userOf(uriOf(header(req, 'From'))) ?? '';
  const callee = userOf(req.uri) ?? '';
  const agent = state.agentByDn(fromUser);
  if (!agent || !registrar.isRegistered(fromUser)) {
    return sendSip(socket, responseTo(req, 403, 'Forbidden', {}, '', rand(5)));
  }
  if (callee.endsWith(SCENARIO_SUFFIXES.challenge)) {
    const challenged = registrar.inviteChallenge(req, fromUser);
    if (challenged) return sendSip(socket, challenged);
  }
  const display = header(req, 'X-Display-Number') ?? '';
  const record = state.newCall({
    callId,
    tenantId: agent.tenantId,
    agentId: agent.agentId,
    agentDn: fromUser,
    callType: 2,
    customDisplayNum: display,
    calleeNum: callee,
    callTime: new Date().toISOString(),
  });
  const leg: Leg = {
    callId,
    socket,
    role: 'uas',
    agentDn: fromUser,
    local: `${header(req, 'To') ?? ''};tag=${rand(5)}`,
    remote: header(req, 'From') ?? '',
    remoteTarget: uriOf(header(req, 'Contact')) ?? '',
    localSeq: 0,
    state: 'early',
    record,
    timers: [],
    sessionId: Date.now(),
    sdpVersion: 1,
    pendingInvite: req,
  };
  legs.add(leg);
  const toTag = tagOf(leg.local);
  sendSip(socket, responseTo(req, 100, 'Trying'));
  leg.timers.push(
    setTimeout(() => {
      if (!leg.pendingInvite) return;
      sendSip(socket, responseTo(req, 180, 'Ringing', { Contact: [vendorContact()] }, '', toTag));
    }, 50),
  );
  const reject = REJECTS[callee.slice(-3)];
  if (reject) {
    leg.timers.push(
      setTimeout(() => {
        if (!leg.pendingInvite) return;
        leg.pendingInvite = undefined;
        sendSip(socket, responseTo(req, reject[0], reject[1], {}, '', toTag));
        legs.finish(leg, reject[2]);
      }, 300),
    );
    return;
  }
  if (callee.endsWith(SCENARIO_SUFFIXES.ringForever)) return;
  leg.timers.push(
    setTimeout(() => {
      if (!leg.pendingInvite) return;
      let body: string;
      try {
        body = answerSdp(req.body, leg.sessionId, leg.sdpVersion);
      } catch {
        leg.pendingInvite = undefined;
        sendSip(socket, responseTo(req, 488, 'Not Acceptable Here', {}, '', toTag));
        legs.finish(leg, 'failed');
        return;
      }
      leg.pendingInvite = undefined;
      leg.record.answeredAt = new Date().toISOString();
      sendSip(
        socket,
        responseTo(req, 200, 'OK', { Contact: [vendorContact()], 'Content-Type': ['application/sdp'], Allow: [ALLOW], Supported: ['timer'] }, body, toTag),
      );
    }, 50 + state.scenario.answerDelayMs),
  );
}

/** The agent's ACK of our 200: the call is up (and, for the remote-bye number, ends from our side a little later). */
export function ackFromAgent({ legs }: SipContext, leg: Leg | undefined): void {
  if (!leg || leg.role !== 'uas' || leg.state !== 'early' || !leg.record.answeredAt) return;
  leg.state = 'confirmed';
  if (leg.record.callType === 2 && leg.record.calleeNum.endsWith(SCENARIO_SUFFIXES.remoteBye)) {
    leg.timers.push(setTimeout(() => legs.sendBye(leg, 'answered'), REMOTE_BYE_AFTER_MS));
  }
}

export function cancelFromAgent({ legs }: SipContext, socket: WebSocket, req: SipRequest, leg: Leg | undefined): void {
  sendSip(socket, responseTo(req, 200, 'OK'));
  if (leg?.pendingInvite && leg.state === 'early') {
    sendSip(socket, responseTo(leg.pendingInvite, 487, 'Request Terminated', {}, '', tagOf(leg.local)));
    leg.pendingInvite = undefined;
    legs.finish(leg, 'cancelled');
  }
}
