import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import { answerSdp, offerSdp } from '../sip/sdp';
import { toneWav } from '../vendor/recording';
import { REJECTS, REMOTE_BYE_AFTER_MS, SCENARIO_SUFFIXES } from '../vendor/scenario-numbers';
import type { CallRecord, VendorState } from '../vendor/vendor-state';
import { SDK_CODES, SDK_MESSAGES, SDK_MIN_CALL_INTERVAL_MS, SdkRequest, type SdkHangupReason } from './phone-sdk-protocol';

/** Close code of a connection whose account logged in elsewhere. */
export const KICKED_CLOSE_CODE = 4001;

interface SdkAgent {
  agentDn: string;
  socket: WebSocket;
  lastCallAt: number;
}

/** One call of an SDK agent. */
interface SdkCall {
  callId: string;
  agentDn: string;
  socket: WebSocket;
  direction: 'outbound' | 'inbound';
  state: 'ringing' | 'answered' | 'ended';
  record: CallRecord;
  timers: NodeJS.Timeout[];
}

export interface PhoneSdkEvents {
  log?: (line: string) => void;
  /** Rings an agent that is not on the SDK (the SIP side) when a call is transferred to them; false when nobody answers for them. */
  ringElsewhere?: (agentDn: string, from: string) => boolean;
}

type Answer = Record<string, unknown> & { code: number };

/**
 * The fake vendor's phone-SDK side (phone-sdk-protocol.ts): agent login with the SIP password the
 * vendor issued, one connection per account (a new login kicks the old one with 9996), calls that
 * follow the same scenario numbers as SIP, DTMF, transfer and inbound calls. Calls become call
 * records in VendorState, as SIP calls do.
 */
export class PhoneSdkServer {
  private readonly agents = new Map<string, SdkAgent>();
  private readonly calls = new Map<string, SdkCall>();

  constructor(
    private readonly state: VendorState,
    private readonly events: PhoneSdkEvents = {},
  ) {}

  attach(socket: WebSocket): void {
    socket.on('message', (data) => {
      const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        return this.send(socket, { seq: null, ...this.result(SDK_CODES.badRequest) });
      }
      const parsed = SdkRequest.safeParse(raw);
      const seq = typeof (raw as { seq?: unknown }).seq === 'number' ? (raw as { seq: number }).seq : null;
      if (!parsed.success) return this.send(socket, { seq, ...this.result(SDK_CODES.badRequest) });
      this.send(socket, { seq, ...this.handle(socket, parsed.data) });
    });
    socket.on('close', () => this.onClose(socket));
  }

  /** Agents logged in through the SDK now. */
  loggedIn(): string[] {
    return [...this.agents.keys()];
  }

  isLoggedIn(agentDn: string): boolean {
    return this.agents.has(agentDn);
  }

  /** The control API's kick: the account "logged in elsewhere", so this connection is told 9996 and closed. */
  kick(agentDn: string): boolean {
    const agent = this.agents.get(agentDn);
    if (!agent) return false;
    this.kickSocket(agent);
    return true;
  }

  /** Places an inbound call from `from` to a logged-in SDK agent; returns the call id. */
  ring(agentDn: string, from: string, ringForMs = 60_000): string {
    const agent = this.agents.get(agentDn);
    const vendorAgent = this.state.agentByDn(agentDn);
    if (!agent || !vendorAgent) throw new Error(`agent ${agentDn} not logged in to the phone SDK`);
    const callId = randomBytes(12).toString('hex');
    const record = this.state.newCall({
      callId,
      tenantId: vendorAgent.tenantId,
      agentId: vendorAgent.agentId,
      agentDn,
      callType: 1,
      customDisplayNum: from,
      calleeNum: agentDn,
      callTime: new Date().toISOString(),
    });
    const call: SdkCall = { callId, agentDn, socket: agent.socket, direction: 'inbound', state: 'ringing', record, timers: [] };
    this.calls.set(callId, call);
    this.send(agent.socket, { event: 'incoming', callId, from, sdp: offerSdp(Date.now(), 1) });
    call.timers.push(setTimeout(() => this.end(call, 'no-answer'), ringForMs));
    return callId;
  }

  /** Ends calls from the vendor side (the customer hangs up): one call, or every call of an agent. */
  hangup(filter: { callId?: string; agentDn?: string }): number {
    let n = 0;
    for (const call of [...this.calls.values()]) {
      if (filter.callId && call.callId !== filter.callId) continue;
      if (filter.agentDn && call.agentDn !== filter.agentDn) continue;
      n++;
      this.end(call, call.state === 'answered' ? 'remote' : 'cancelled');
    }
    return n;
  }

  /** Closes an agent's connection without a word (the control API's "drop"). */
  drop(agentDn: string): boolean {
    const agent = this.agents.get(agentDn);
    if (!agent) return false;
    agent.socket.terminate();
    return true;
  }

  activeCalls(): { callId: string; agentDn: string; state: string; callType: number; number: string; dtmf: string }[] {
    return [...this.calls.values()].map((c) => ({
      callId: c.callId,
      agentDn: c.agentDn,
      state: c.state,
      callType: c.record.callType,
      number: c.record.callType === 1 ? c.record.customDisplayNum : c.record.calleeNum,
      dtmf: c.record.dtmf,
    }));
  }

  close(): void {
    for (const call of this.calls.values()) for (const t of call.timers) clearTimeout(t);
    for (const agent of this.agents.values()) agent.socket.close();
  }

  // ---- requests ----

  private handle(socket: WebSocket, req: SdkRequest): Answer {
    if (req.cmd === 'login') return this.login(socket, req.agent, req.password);
    const agent = [...this.agents.values()].find((a) => a.socket === socket);
    if (!agent) return this.result(SDK_CODES.loginFailed);
    switch (req.cmd) {
      case 'logout':
        this.forget(agent);
        return this.result(SDK_CODES.ok);
      case 'makeCall':
        return this.makeCall(agent, req.callee, req.displayNumber, req.sdp);
      case 'answer':
        return this.answer(agent, req.callId, req.sdp);
      case 'requestSendDtmf': {
        const call = this.callOf(agent, req.callId);
        if (!call || call.state !== 'answered') return this.result(SDK_CODES.callNotFound);
        call.record.dtmf += req.digits;
        this.events.log?.(`sdk ${agent.agentDn} dtmf ${req.digits}`);
        return this.result(SDK_CODES.ok);
      }
      case 'hangup': {
        const call = this.callOf(agent, req.callId);
        if (!call) return this.result(SDK_CODES.callNotFound);
        // answered: a normal end; ringing in: the agent declined; ringing out: the agent gave up
        queueMicrotask(() => this.end(call, call.state === 'answered' ? 'normal' : call.direction === 'inbound' ? 'declined' : 'cancelled'));
        return this.result(SDK_CODES.ok);
      }
      case 'transfer':
        return this.transfer(agent, req.callId, req.target);
    }
  }

  private login(socket: WebSocket, agentDn: string, password: string): Answer {
    if (!this.state.agentByDn(agentDn)) return this.result(SDK_CODES.accountNotFound);
    if (this.state.scenario.sdkOutOfService) return this.result(SDK_CODES.loginFailed);
    if (!this.state.currentSipPasswords(agentDn).includes(password)) return this.result(SDK_CODES.loginFailed);
    const earlier = this.agents.get(agentDn);
    if (earlier && earlier.socket !== socket) this.kickSocket(earlier);
    for (const other of [...this.agents.values()]) if (other.socket === socket && other.agentDn !== agentDn) this.forget(other);
    this.agents.set(agentDn, { agentDn, socket, lastCallAt: 0 });
    this.events.log?.(`sdk ${agentDn} logged in`);
    return { ...this.result(SDK_CODES.ok), agent: agentDn };
  }

  private makeCall(agent: SdkAgent, callee: string, displayNumber: string, offer: string): Answer {
    const now = Date.now();
    if (now - agent.lastCallAt < SDK_MIN_CALL_INTERVAL_MS) return this.result(SDK_CODES.tooFrequent);
    let answer: string;
    try {
      answer = answerSdp(offer, now, 1);
    } catch {
      return this.result(SDK_CODES.notAcceptable);
    }
    agent.lastCallAt = now;
    const vendorAgent = this.state.agentByDn(agent.agentDn);
    if (!vendorAgent) return this.result(SDK_CODES.accountNotFound);
    const callId = randomBytes(12).toString('hex');
    const record = this.state.newCall({
      callId,
      tenantId: vendorAgent.tenantId,
      agentId: vendorAgent.agentId,
      agentDn: agent.agentDn,
      callType: 2,
      customDisplayNum: displayNumber,
      calleeNum: callee,
      callTime: new Date().toISOString(),
    });
    const call: SdkCall = { callId, agentDn: agent.agentDn, socket: agent.socket, direction: 'outbound', state: 'ringing', record, timers: [] };
    this.calls.set(callId, call);
    call.timers.push(setTimeout(() => this.send(call.socket, { event: 'ringing', callId }), 50));
    const reject = REJECTS[callee.slice(-3)];
    if (reject) {
      call.timers.push(setTimeout(() => this.end(call, reject[2]), 300));
    } else if (!callee.endsWith(SCENARIO_SUFFIXES.ringForever)) {
      call.timers.push(
        setTimeout(() => {
          this.answered(call, answer);
          if (callee.endsWith(SCENARIO_SUFFIXES.remoteBye)) call.timers.push(setTimeout(() => this.end(call, 'remote'), REMOTE_BYE_AFTER_MS));
        }, 50 + this.state.scenario.answerDelayMs),
      );
    }
    return { ...this.result(SDK_CODES.ok), callId };
  }

  private answer(agent: SdkAgent, callId: string, sdp: string): Answer {
    const call = this.callOf(agent, callId);
    if (!call || call.direction !== 'inbound' || call.state !== 'ringing') return this.result(SDK_CODES.callNotFound);
    if (!/^m=audio /m.test(sdp)) return this.result(SDK_CODES.notAcceptable);
    queueMicrotask(() => this.answered(call));
    return this.result(SDK_CODES.ok);
  }

  private transfer(agent: SdkAgent, callId: string, target: string): Answer {
    const call = this.callOf(agent, callId);
    if (!call || call.state !== 'answered') return this.result(SDK_CODES.callNotFound);
    const customer = call.record.callType === 1 ? call.record.customDisplayNum : call.record.calleeNum;
    const toAgent = this.state.agentByDn(target);
    if (toAgent) {
      const reached = this.agents.has(target) ? (this.ring(target, customer), true) : (this.events.ringElsewhere?.(target, customer) ?? false);
      if (!reached) return { code: SDK_CODES.callNotFound, msg: '转接目标坐席未登录' };
    }
    call.record.transferredTo = target;
    queueMicrotask(() => this.end(call, 'transferred'));
    return this.result(SDK_CODES.ok);
  }

  // ---- calls ----

  private answered(call: SdkCall, sdp?: string): void {
    if (call.state !== 'ringing') return;
    call.state = 'answered';
    call.record.answeredAt = new Date().toISOString();
    call.record.result = 'answered';
    this.state.touch(call.record);
    this.send(call.socket, { event: 'answered', callId: call.callId, ...(sdp ? { sdp } : {}) });
  }

  /** Ends a call once: the agent hears why, the record gets its result, end time and recording. */
  private end(call: SdkCall, reason: SdkHangupReason): void {
    if (call.state === 'ended') return;
    call.state = 'ended';
    for (const t of call.timers) clearTimeout(t);
    this.calls.delete(call.callId);
    this.send(call.socket, { event: 'hangup', callId: call.callId, reason });
    const record = call.record;
    record.endedAt = new Date().toISOString();
    record.result = record.transferredTo ? 'transferred' : record.answeredAt ? 'answered' : reason === 'normal' || reason === 'remote' ? 'cancelled' : reason;
    if (record.answeredAt) record.recording = toneWav((Date.parse(record.endedAt) - Date.parse(record.answeredAt)) / 1000, record.seq);
    this.state.touch(record);
    this.events.log?.(`sdk call ${call.callId} ended: ${record.result}${record.dtmf ? ` dtmf ${record.dtmf}` : ''}`);
  }

  private callOf(agent: SdkAgent, callId: string): SdkCall | undefined {
    const call = this.calls.get(callId);
    return call && call.agentDn === agent.agentDn ? call : undefined;
  }

  private kickSocket(agent: SdkAgent): void {
    this.send(agent.socket, { event: 'kicked', ...this.result(SDK_CODES.loggedInElsewhere) });
    this.forget(agent);
    agent.socket.close(KICKED_CLOSE_CODE, 'logged in elsewhere');
  }

  /** The agent's login ends: its calls end with it. */
  private forget(agent: SdkAgent): void {
    if (this.agents.get(agent.agentDn) === agent) this.agents.delete(agent.agentDn);
    for (const call of [...this.calls.values()]) if (call.agentDn === agent.agentDn && call.socket === agent.socket) this.end(call, 'failed');
  }

  private onClose(socket: WebSocket): void {
    for (const agent of [...this.agents.values()]) if (agent.socket === socket) this.forget(agent);
  }

  private result(code: number): Answer {
    return { code, msg: SDK_MESSAGES[code] ?? '' };
  }

  private send(socket: WebSocket, message: Record<string, unknown>): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  }
}
