import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { CallRecord } from '../vendor/vendor-state';
import type { SipHeaders, SipRequest } from './message';

export const VENDOR_HOST = 'vendor.invalid';
export const ALLOW = 'INVITE,ACK,CANCEL,BYE,UPDATE,INFO,REFER,NOTIFY,OPTIONS,MESSAGE';

export const rand = (n = 8) => randomBytes(n).toString('hex');

/** One call leg between the fake and an agent's browser. */
export interface Leg {
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

export function vendorContact(): string {
  return `<sip:vendor@${VENDOR_HOST};transport=ws>`;
}

/** The headers of a request we send on a leg. */
export function baseHeaders(leg: Leg, branch: string, method: string, seq: number): SipHeaders {
  return {
    Via: [`SIP/2.0/WSS ${VENDOR_HOST};branch=${branch}`],
    'Max-Forwards': ['70'],
    From: [leg.local],
    To: [leg.remote],
    'Call-ID': [leg.callId],
    CSeq: [`${seq} ${method}`],
    Contact: [vendorContact()],
  };
}
