import type { WebSocket } from 'ws';
import { header, responseTo, uriOf, userOf, type SipHeaders, type SipRequest } from './message';
import { answerSdp, directionOf } from './sdp';
import { vendorContact, type Leg } from './dialog';
import type { SipContext } from './call-legs';
import { sendSip } from './transport';
import { ringAgent } from './vendor-calls';

// Requests inside a call, from either side's call: hold and session timers (re-INVITE, UPDATE), DTMF (INFO),
// hang-up (BYE) and blind transfer (REFER).

const NO_DIALOG = 'Call/Transaction Does Not Exist';

/** re-INVITE or UPDATE inside a dialog: 200 with an answer when an offer came (hold, session timers). */
export function answerInDialog({ log }: SipContext, leg: Leg, req: SipRequest): void {
  const extra: SipHeaders = { Contact: [vendorContact()] };
  let body = '';
  if (req.body.trim() !== '') {
    leg.sdpVersion++;
    body = answerSdp(req.body, leg.sessionId, leg.sdpVersion);
    extra['Content-Type'] = ['application/sdp'];
    log(`${req.method} ${leg.callId}: ${directionOf(req.body)}`);
  }
  sendSip(leg.socket, responseTo(req, 200, 'OK', extra, body));
}

export function byeFromAgent({ legs }: SipContext, socket: WebSocket, req: SipRequest, leg: Leg | undefined): void {
  sendSip(socket, responseTo(req, leg ? 200 : 481, leg ? 'OK' : NO_DIALOG));
  if (leg) legs.finish(leg, leg.record.answeredAt ? 'answered' : 'cancelled');
}

/** DTMF sent as SIP INFO (application/dtmf-relay) is kept on the call record. */
export function infoFromAgent(socket: WebSocket, req: SipRequest, leg: Leg | undefined): void {
  if (leg) {
    const signal = /Signal\s*=\s*([0-9*#A-D])/i.exec(req.body)?.[1];
    if (signal) leg.record.dtmf += signal;
  }
  sendSip(socket, responseTo(req, leg ? 200 : 481, leg ? 'OK' : NO_DIALOG));
}

/** Blind transfer: NOTIFY the outcome, hang up the agent's leg, and ring the target agent with the customer. */
export function referFromAgent(ctx: SipContext, leg: Leg, req: SipRequest): void {
  const { state, registrar, legs } = ctx;
  const target = userOf(uriOf(header(req, 'Refer-To'))) ?? '';
  if (!target || leg.state !== 'confirmed') {
    return sendSip(leg.socket, responseTo(req, 400, 'Bad Request'));
  }
  sendSip(leg.socket, responseTo(req, 202, 'Accepted', { Contact: [vendorContact()] }));
  const toAgent = state.agentByDn(target);
  const ok = !toAgent || registrar.isRegistered(target);
  const customer = leg.record.callType === 1 ? leg.record.customDisplayNum : leg.record.calleeNum;
  leg.timers.push(
    setTimeout(() => {
      if (leg.state === 'ended') return;
      legs.sendInDialog(leg, 'NOTIFY', {
        Event: ['refer'],
        'Subscription-State': ['terminated;reason=noresource'],
        'Content-Type': ['message/sipfrag;version=2.0'],
      }, ok ? 'SIP/2.0 200 OK\r\n' : 'SIP/2.0 480 Temporarily Unavailable\r\n');
      if (!ok) return;
      leg.record.transferredTo = target;
      legs.sendBye(leg, 'transferred');
      if (toAgent) {
        try {
          ringAgent(ctx, target, customer);
        } catch {
          // the target went away between the check and now; the customer is left with the vendor's queue
        }
      }
    }, 100),
  );
}
