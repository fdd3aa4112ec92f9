import type { WebSocket } from 'ws';
import type { VendorState } from '../vendor/vendor-state';
import { header, responseTo, tagOf, type SipRequest } from './message';
import { ALLOW } from './dialog';
import { CallLegs, type SipContext } from './call-legs';
import { Registrar, type Binding } from './registrar';
import { onSipMessages, sendSip } from './transport';
import { ackFromAgent, cancelFromAgent, inviteFromAgent } from './agent-calls';
import { cancelRinging, inviteResponse, ringAgent } from './vendor-calls';
import { answerInDialog, byeFromAgent, infoFromAgent, referFromAgent } from './in-dialog';

export { SCENARIO_SUFFIXES } from '../vendor/scenario-numbers';
export { REGISTER_EXPIRES } from './registrar';

const NO_DIALOG = 'Call/Transaction Does Not Exist';

export interface SipEvents {
  log?: (line: string) => void;
}

/**
 * Registrar with digest authentication (registrar.ts) and a user agent that answers outbound calls (agent-calls.ts),
 * places inbound ones (vendor-calls.ts), and handles BYE, CANCEL, REFER, re-INVITE/UPDATE and INFO (in-dialog.ts).
 * Every call becomes a call record in VendorState, with a generated recording when it was answered (call-legs.ts).
 * This class is the control API's view of it and sends each message to its job.
 */
export class SipServer {
  readonly bindings: Map<string, Binding>;
  private readonly ctx: SipContext;

  constructor(state: VendorState, events: SipEvents = {}) {
    const log = (line: string) => events.log?.(line);
    const registrar = new Registrar(state, log);
    this.ctx = { state, registrar, legs: new CallLegs(state, log), log };
    this.bindings = registrar.bindings;
  }

  /** Takes one accepted WebSocket (subprotocol sip). */
  attach(socket: WebSocket): void {
    onSipMessages(
      socket,
      (message) => (message.kind === 'request' ? this.onRequest(socket, message) : inviteResponse(this.ctx, socket, message)),
      this.ctx.log,
    );
    socket.on('close', () => this.onClose(socket));
  }

  isRegistered(agentDn: string): boolean {
    return this.ctx.registrar.isRegistered(agentDn);
  }

  /** Closes an agent's socket without a goodbye (the control API's "drop"). */
  drop(agentDn: string): boolean {
    return this.ctx.registrar.drop(agentDn);
  }

  activeCalls(): { callId: string; agentDn: string; state: string; callType: number; number: string }[] {
    return this.ctx.legs
      .all()
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
    return ringAgent(this.ctx, agentDn, from, ringForMs);
  }

  /** Ends calls from the vendor side: one call, or every call of an agent. */
  hangup(filter: { callId?: string; agentDn?: string }): number {
    const { legs } = this.ctx;
    let n = 0;
    for (const leg of legs.all()) {
      if (leg.state === 'ended') continue;
      if (filter.callId && leg.callId !== filter.callId) continue;
      if (filter.agentDn && leg.agentDn !== filter.agentDn) continue;
      n++;
      if (leg.state === 'confirmed') legs.sendBye(leg, 'answered');
      else if (leg.role === 'uac') cancelRinging(this.ctx, leg);
      else if (leg.pendingInvite) {
        sendSip(leg.socket, responseTo(leg.pendingInvite, 487, 'Request Terminated', {}, '', tagOf(leg.local)));
        legs.finish(leg, 'cancelled');
      }
    }
    return n;
  }

  close(): void {
    this.ctx.legs.clearTimers();
    this.ctx.registrar.close();
  }

  private onRequest(socket: WebSocket, req: SipRequest): void {
    const leg = this.ctx.legs.get(header(req, 'Call-ID') ?? '');
    switch (req.method) {
      case 'REGISTER':
        return this.ctx.registrar.register(socket, req);
      case 'INVITE':
        if (leg && tagOf(header(req, 'To'))) return answerInDialog(this.ctx, leg, req);
        return inviteFromAgent(this.ctx, socket, req);
      case 'ACK':
        return ackFromAgent(this.ctx, leg);
      case 'CANCEL':
        return cancelFromAgent(this.ctx, socket, req, leg);
      case 'BYE':
        return byeFromAgent(this.ctx, socket, req, leg);
      case 'UPDATE':
        if (!leg) return sendSip(socket, responseTo(req, 481, NO_DIALOG));
        return answerInDialog(this.ctx, leg, req);
      case 'INFO':
        return infoFromAgent(socket, req, leg);
      case 'REFER':
        if (!leg) return sendSip(socket, responseTo(req, 481, NO_DIALOG));
        return referFromAgent(this.ctx, leg, req);
      case 'OPTIONS':
      case 'MESSAGE':
      case 'NOTIFY':
        return sendSip(socket, responseTo(req, 200, 'OK', { Allow: [ALLOW] }));
      default:
        return sendSip(socket, responseTo(req, 405, 'Method Not Allowed', { Allow: [ALLOW] }));
    }
  }

  private onClose(socket: WebSocket): void {
    this.ctx.registrar.forget(socket);
    for (const leg of this.ctx.legs.all()) if (leg.socket === socket) this.ctx.legs.finish(leg, leg.record.answeredAt ? 'answered' : 'failed');
  }
}
