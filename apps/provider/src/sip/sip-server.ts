import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { CallRecord, VendorState } from '../vendor/vendor-state';
import { toneWav } from '../vendor/recording';
import { SIP_REALM } from '../vendor/vendor-data';
import { challenge, newNonce, verifyDigest } from './digest';
import {
  cseqOf,
  header,
  parseSip,
  responseTo,
  serializeSip,
  tagOf,
  uriOf,
  userOf,
  type SipHeaders,
  type SipRequest,
  type SipResponse,
} from './message';
import { answerSdp, directionOf, offerSdp } from './sdp';
import { REJECTS, REMOTE_BYE_AFTER_MS, SCENARIO_SUFFIXES } from '../vendor/scenario-numbers';

export { SCENARIO_SUFFIXES } from '../vendor/scenario-numbers';

export const REGISTER_EXPIRES = 120;
const NONCE_TTL_MS = 5 * 60_000;
const VENDOR_HOST = 'vendor.invalid';
const ALLOW = 'INVITE,ACK,CANCEL,BYE,UPDATE,INFO,REFER,NOTIFY,OPTIONS,MESSAGE';

const rand = (n = 8) => randomBytes(n).toString('hex');

interface Binding {
  agentDn: string;
  socket: WebSocket;
  contact: string;
  expiresAt: number;
}

/** One call leg between the fake and an agent's browser. */
interface Leg {
  callId: string;
  socket: WebSocket;
  /** 'uas': the agent called us; 'uac': we called the agent. */
  role: 'uas' | 'uac';
  agentDn: string;
  /** Our From/To value with our tag, and theirs with their tag. */
  local: string;
  remote: string;
  remoteTarget: string;
  localSeq: number;
  state: 'early' | 'confirmed' | 'ended';
  record: CallRecord;
  timers: NodeJS.Timeout[];
  sessionId: number;
  sdpVersion: number;
  /** The agent's INVITE we still owe a final response (role uas). */
  pendingInvite?: SipRequest;
  /** Our INVITE to the agent (role uac), for ACK and CANCEL. */
  ourInvite?: { branch: string; seq: number };
}

export interface SipEvents {
  log?: (line: string) => void;
}

/**
 * Registrar with digest authentication and a user agent that answers outbound calls, places
 * inbound ones, and handles BYE, CANCEL, REFER, re-INVITE/UPDATE and INFO. Every call becomes
 * a call record in VendorState, with a generated recording when it was answered.
 */
export class SipServer {
  readonly bindings = new Map<string, Binding>();
  private readonly legs = new Map<string, Leg>();
  /** Issued digest nonces and when; a nonce is good for 5 minutes. */
  private readonly nonces = new Map<string, number>();

  constructor(
    private readonly state: VendorState,
    private readonly events: SipEvents = {},
  ) {}

  /** Takes one accepted WebSocket (subprotocol sip). */
  attach(socket: WebSocket): void {
    socket.on('message', (data) => {
      const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
      if (text.trim() === '') return; // keep-alive
      try {
        const message = parseSip(text);
        if (message.kind === 'request') this.onRequest(socket, message);
        else this.onResponse(socket, message);
      } catch (error) {
        this.events.log?.(`bad SIP message: ${String(error)}`);
      }
    });
    socket.on('close', () => this.onClose(socket));
  }

  private issueNonce(): string {
    const now = Date.now();
    for (const [n, at] of this.nonces) if (now - at > NONCE_TTL_MS) this.nonces.delete(n);
    const nonce = newNonce();
    this.nonces.set(nonce, now);
    return nonce;
  }

  private nonceValid(nonce: string): boolean {
    const at = this.nonces.get(nonce);
    return at !== undefined && Date.now() - at <= NONCE_TTL_MS;
  }

  isRegistered(agentDn: string): boolean {
    const b = this.bindings.get(agentDn);
    return Boolean(b && b.expiresAt > Date.now());
  }

  /** Closes an agent's socket without a goodbye (the control API's "drop"). */
  drop(agentDn: string): boolean {
    const b = this.bindings.get(agentDn);
    if (!b) return false;
    b.socket.terminate();
    return true;
  }

  activeCalls(): { callId: string; agentDn: string; state: string; callType: number; number: string }[] {
    return [...this.legs.values()]
      .filter((l) => l.state !== 'ended')
      .map((l) => ({
        callId: l.callId,
        agentDn: l.agentDn,
        state: l.state,
        callType: l.record.callType,
        number: l.record.callType === 1 ? l.record.customDisplayNum : l.record.calleeNum,
      }));
  }

  /** Places an inbound call from `from` to a registered agent; returns the call id. */
  ring(agentDn: string, from: string, ringForMs = 60_000): string {
    const binding = this.bindings.get(agentDn);
    const agent = this.state.agentByDn(agentDn);
    if (!binding || !agent || binding.expiresAt < Date.now()) throw new Error(`agent ${agentDn} not registered`);
    const callId = rand(12);
    const record = this.state.newCall({
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
    this.legs.set(callId, leg);
    const branch = `z9hG4bK${rand()}`;
    leg.ourInvite = { branch, seq: 1 };
    this.send(leg.socket, {
      kind: 'request',
      method: 'INVITE',
      uri: leg.remoteTarget,
      headers: {
        ...this.baseHeaders(leg, branch, 'INVITE', 1),
        'Content-Type': ['application/sdp'],
        Allow: [ALLOW],
        Supported: ['replaces, timer'],
      },
      body: offerSdp(leg.sessionId, leg.sdpVersion),
    });
    leg.timers.push(setTimeout(() => this.cancelRinging(leg), ringForMs));
    return callId;
  }

  /** Ends calls from the vendor side: one call, or every call of an agent. */
  hangup(filter: { callId?: string; agentDn?: string }): number {
    let n = 0;
    for (const leg of [...this.legs.values()]) {
      if (leg.state === 'ended') continue;
      if (filter.callId && leg.callId !== filter.callId) continue;
      if (filter.agentDn && leg.agentDn !== filter.agentDn) continue;
      n++;
      if (leg.state === 'confirmed') this.sendBye(leg, 'answered');
      else if (leg.role === 'uac') this.cancelRinging(leg);
      else if (leg.pendingInvite) {
        this.send(leg.socket, responseTo(leg.pendingInvite, 487, 'Request Terminated', {}, '', tagOf(leg.local)));
        this.finish(leg, 'cancelled');
      }
    }
    return n;
  }

  close(): void {
    for (const leg of this.legs.values()) for (const t of leg.timers) clearTimeout(t);
    for (const b of this.bindings.values()) b.socket.close();
  }

  // ---- requests from agents ----

  private onRequest(socket: WebSocket, req: SipRequest): void {
    const callId = header(req, 'Call-ID') ?? '';
    const leg = this.legs.get(callId);
    switch (req.method) {
      case 'REGISTER':
        return this.onRegister(socket, req);
      case 'INVITE':
        if (leg && tagOf(header(req, 'To'))) return this.onReInvite(leg, req);
        return this.onInvite(socket, req);
      case 'ACK':
        if (leg && leg.role === 'uas' && leg.state === 'early' && leg.record.answeredAt) {
          leg.state = 'confirmed';
          this.afterConfirmed(leg);
        }
        return;
      case 'CANCEL':
        this.send(socket, responseTo(req, 200, 'OK'));
        if (leg?.pendingInvite && leg.state === 'early') {
          this.send(socket, responseTo(leg.pendingInvite, 487, 'Request Terminated', {}, '', tagOf(leg.local)));
          leg.pendingInvite = undefined;
          this.finish(leg, 'cancelled');
        }
        return;
      case 'BYE':
        this.send(socket, responseTo(req, leg ? 200 : 481, leg ? 'OK' : 'Call/Transaction Does Not Exist'));
        if (leg) this.finish(leg, leg.record.answeredAt ? 'answered' : 'cancelled');
        return;
      case 'UPDATE':
        if (!leg) return this.send(socket, responseTo(req, 481, 'Call/Transaction Does Not Exist'));
        return this.answerInDialog(leg, req);
      case 'INFO':
        if (leg) {
          const signal = /Signal\s*=\s*([0-9*#A-D])/i.exec(req.body)?.[1];
          if (signal) leg.record.dtmf += signal;
        }
        return this.send(socket, responseTo(req, leg ? 200 : 481, leg ? 'OK' : 'Call/Transaction Does Not Exist'));
      case 'REFER':
        if (!leg) return this.send(socket, responseTo(req, 481, 'Call/Transaction Does Not Exist'));
        return this.onRefer(leg, req);
      case 'OPTIONS':
      case 'MESSAGE':
      case 'NOTIFY':
        return this.send(socket, responseTo(req, 200, 'OK', { Allow: [ALLOW] }));
      default:
        return this.send(socket, responseTo(req, 405, 'Method Not Allowed', { Allow: [ALLOW] }));
    }
  }

  private onRegister(socket: WebSocket, req: SipRequest): void {
    const agentDn = userOf(uriOf(header(req, 'To'))) ?? '';
    const agent = this.state.agentByDn(agentDn);
    const auth = header(req, 'Authorization');
    const check = auth ? verifyDigest(auth, 'REGISTER', this.state.currentSipPasswords(agentDn), SIP_REALM) : undefined;
    if (!agent || !check || !check.ok || check.username !== agentDn || !this.nonceValid(check.nonce)) {
      const nonce = this.issueNonce();
      this.events.log?.(`REGISTER ${agentDn}: challenge${check ? ' (bad credentials)' : ''}`);
      return this.send(socket, responseTo(req, 401, 'Unauthorized', { 'WWW-Authenticate': [challenge(SIP_REALM, nonce)] }, '', rand(5)));
    }
    const contactValue = header(req, 'Contact') ?? '';
    const requested = Number(/;\s*expires=(\d+)/i.exec(contactValue)?.[1] ?? header(req, 'Expires') ?? REGISTER_EXPIRES);
    const contactUri = uriOf(contactValue) ?? '';
    if (requested === 0 || contactValue.trim() === '*') {
      const current = this.bindings.get(agentDn);
      if (current?.socket === socket) this.bindings.delete(agentDn);
      return this.send(socket, responseTo(req, 200, 'OK', {}, '', rand(5)));
    }
    const expires = Math.min(requested, REGISTER_EXPIRES);
    this.bindings.set(agentDn, { agentDn, socket, contact: contactUri, expiresAt: Date.now() + expires * 1000 });
    this.events.log?.(`REGISTER ${agentDn}: ok for ${expires}s`);
    this.send(
      socket,
      responseTo(req, 200, 'OK', { Contact: [`<${contactUri}>;expires=${expires}`], Expires: [String(expires)] }, '', rand(5)),
    );
  }

  private onInvite(socket: WebSocket, req: SipRequest): void {
    const callId = header(req, 'Call-ID') ?? '';
    const fromUser = userOf(uriOf(header(req, 'From'))) ?? '';
    const callee = userOf(req.uri) ?? '';
    const agent = this.state.agentByDn(fromUser);
    if (!agent || !this.isRegistered(fromUser)) {
      return this.send(socket, responseTo(req, 403, 'Forbidden', {}, '', rand(5)));
    }
    if (callee.endsWith(SCENARIO_SUFFIXES.challenge)) {
      const auth = header(req, 'Proxy-Authorization');
      const check = auth ? verifyDigest(auth, 'INVITE', this.state.currentSipPasswords(fromUser), SIP_REALM) : undefined;
      if (!check?.ok || !this.nonceValid(check.nonce)) {
        const nonce = this.issueNonce();
        return this.send(socket, responseTo(req, 407, 'Proxy Authentication Required', { 'Proxy-Authenticate': [challenge(SIP_REALM, nonce)] }, '', rand(5)));
      }
    }
    const display = header(req, 'X-Display-Number') ?? '';
    const record = this.state.newCall({
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
    this.legs.set(callId, leg);
    const toTag = tagOf(leg.local);
    this.send(socket, responseTo(req, 100, 'Trying'));
    leg.timers.push(
      setTimeout(() => {
        if (!leg.pendingInvite) return;
        this.send(socket, responseTo(req, 180, 'Ringing', { Contact: [this.contact()] }, '', toTag));
      }, 50),
    );
    const reject = REJECTS[callee.slice(-3)];
    if (reject) {
      leg.timers.push(
        setTimeout(() => {
          if (!leg.pendingInvite) return;
          leg.pendingInvite = undefined;
          this.send(socket, responseTo(req, reject[0], reject[1], {}, '', toTag));
          this.finish(leg, reject[2]);
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
          this.send(socket, responseTo(req, 488, 'Not Acceptable Here', {}, '', toTag));
          this.finish(leg, 'failed');
          return;
        }
        leg.pendingInvite = undefined;
        leg.record.answeredAt = new Date().toISOString();
        this.send(
          socket,
          responseTo(req, 200, 'OK', { Contact: [this.contact()], 'Content-Type': ['application/sdp'], Allow: [ALLOW], Supported: ['timer'] }, body, toTag),
        );
      }, 50 + this.state.scenario.answerDelayMs),
    );
  }

  private afterConfirmed(leg: Leg): void {
    if (leg.record.callType === 2 && leg.record.calleeNum.endsWith(SCENARIO_SUFFIXES.remoteBye)) {
      leg.timers.push(setTimeout(() => this.sendBye(leg, 'answered'), REMOTE_BYE_AFTER_MS));
    }
  }

  private onReInvite(leg: Leg, req: SipRequest): void {
    this.answerInDialog(leg, req);
  }

  /** re-INVITE or UPDATE inside a dialog: 200 with an answer when an offer came (hold, session timers). */
  private answerInDialog(leg: Leg, req: SipRequest): void {
    const extra: SipHeaders = { Contact: [this.contact()] };
    let body = '';
    if (req.body.trim() !== '') {
      leg.sdpVersion++;
      body = answerSdp(req.body, leg.sessionId, leg.sdpVersion);
      extra['Content-Type'] = ['application/sdp'];
      this.events.log?.(`${req.method} ${leg.callId}: ${directionOf(req.body)}`);
    }
    this.send(leg.socket, responseTo(req, 200, 'OK', extra, body));
  }

  private onRefer(leg: Leg, req: SipRequest): void {
    const target = userOf(uriOf(header(req, 'Refer-To'))) ?? '';
    if (!target || leg.state !== 'confirmed') {
      return this.send(leg.socket, responseTo(req, 400, 'Bad Request'));
    }
    this.send(leg.socket, responseTo(req, 202, 'Accepted', { Contact: [this.contact()] }));
    const toAgent = this.state.agentByDn(target);
    const ok = !toAgent || this.isRegistered(target);
    const customer = leg.record.callType === 1 ? leg.record.customDisplayNum : leg.record.calleeNum;
    leg.timers.push(
      setTimeout(() => {
        if (leg.state === 'ended') return;
        this.sendInDialog(leg, 'NOTIFY', {
          Event: ['refer'],
          'Subscription-State': ['terminated;reason=noresource'],
          'Content-Type': ['message/sipfrag;version=2.0'],
        }, ok ? 'SIP/2.0 200 OK\r\n' : 'SIP/2.0 480 Temporarily Unavailable\r\n');
        if (!ok) return;
        leg.record.transferredTo = target;
        this.sendBye(leg, 'transferred');
        if (toAgent) {
          try {
            this.ring(target, customer);
          } catch {
            // the target went away between the check and now; the customer is left with the vendor's queue
          }
        }
      }, 100),
    );
  }

  // ---- responses from agents (to our INVITE, BYE, NOTIFY) ----

  private onResponse(socket: WebSocket, res: SipResponse): void {
    const leg = this.legs.get(header(res, 'Call-ID') ?? '');
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
      this.send(socket, {
        kind: 'request',
        method: 'ACK',
        uri: leg.remoteTarget,
        headers: this.baseHeaders(leg, `z9hG4bK${rand()}`, 'ACK', seq),
        body: '',
      });
      if (leg.state === 'early') {
        leg.state = 'confirmed';
        leg.record.answeredAt = new Date().toISOString();
        leg.record.result = 'answered';
        this.state.touch(leg.record);
      }
      return;
    }
    // non-2xx final: ACK on the INVITE's branch, then the call is over
    leg.remote = toValue;
    this.send(socket, {
      kind: 'request',
      method: 'ACK',
      uri: leg.remoteTarget,
      headers: this.baseHeaders(leg, leg.ourInvite?.branch ?? `z9hG4bK${rand()}`, 'ACK', seq),
      body: '',
    });
    this.finish(leg, res.status === 487 ? 'cancelled' : res.status === 486 ? 'busy' : 'declined');
  }

  private cancelRinging(leg: Leg): void {
    if (leg.state !== 'early' || leg.role !== 'uac' || !leg.ourInvite) return;
    this.send(leg.socket, {
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
    this.finish(leg, 'no-answer');
  }

  private sendBye(leg: Leg, result: string): void {
    if (leg.state === 'ended') return;
    this.sendInDialog(leg, 'BYE', {}, '');
    this.finish(leg, result);
  }

  private sendInDialog(leg: Leg, method: string, extra: SipHeaders, body: string): void {
    leg.localSeq++;
    this.send(leg.socket, {
      kind: 'request',
      method,
      uri: leg.remoteTarget,
      headers: { ...this.baseHeaders(leg, `z9hG4bK${rand()}`, method, leg.localSeq), ...extra },
      body,
    });
  }

  private baseHeaders(leg: Leg, branch: string, method: string, seq: number): SipHeaders {
    return {
      Via: [`SIP/2.0/WSS ${VENDOR_HOST};branch=${branch}`],
      'Max-Forwards': ['70'],
      From: [leg.local],
      To: [leg.remote],
      'Call-ID': [leg.callId],
      CSeq: [`${seq} ${method}`],
      Contact: [this.contact()],
    };
  }

  private contact(): string {
    return `<sip:vendor@${VENDOR_HOST};transport=ws>`;
  }

  /** Ends a leg once: result, end time, and a recording for answered calls. */
  private finish(leg: Leg, result: string): void {
    if (leg.state === 'ended') return;
    leg.state = 'ended';
    for (const t of leg.timers) clearTimeout(t);
    const record = leg.record;
    record.endedAt = new Date().toISOString();
    record.result = record.transferredTo ? 'transferred' : result;
    if (record.answeredAt) {
      const seconds = (Date.parse(record.endedAt) - Date.parse(record.answeredAt)) / 1000;
      record.recording = toneWav(seconds, record.seq);
    }
    this.state.touch(record);
    this.legs.delete(leg.callId);
    this.events.log?.(`call ${leg.callId} ended: ${record.result}${record.dtmf ? ` dtmf ${record.dtmf}` : ''}`);
  }

  private onClose(socket: WebSocket): void {
    for (const [dn, b] of this.bindings) if (b.socket === socket) this.bindings.delete(dn);
    for (const leg of [...this.legs.values()]) if (leg.socket === socket) this.finish(leg, leg.record.answeredAt ? 'answered' : 'failed');
  }

  private send(socket: WebSocket, message: SipRequest | SipResponse): void {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(serializeSip(message));
  }
}
