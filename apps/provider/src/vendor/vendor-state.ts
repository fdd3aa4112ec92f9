import { randomBytes, randomUUID } from 'node:crypto';
import { AGENTS, type VendorAgent } from './vendor-data';

export interface Token {
  token: string;
  agentId: string;
  tenantId: string;
  expiresAt: number;
}

export interface SipPassword {
  password: string;
  expiresAt: number;
}

/** One call as the vendor records it; `seq` orders the call-event feed. */
export interface CallRecord {
  seq: number;
  callId: string;
  tenantId: string;
  agentId: string;
  agentDn: string;
  /** 1 inbound, 2 outbound (spec: 1 inbound, otherwise outbound). */
  callType: 1 | 2;
  /** The number the customer sees (outbound) or the caller's number (inbound). */
  customDisplayNum: string;
  calleeNum: string;
  callTime: string;
  answeredAt: string | null;
  endedAt: string | null;
  /** answered, busy, declined, no-answer, not-found, cancelled, failed, transferred */
  result: string;
  transferredTo: string | null;
  /** DTMF the agent sent during the call (SIP INFO or the phone SDK's requestSendDtmf), in order. */
  dtmf: string;
  recording: Buffer | null;
}

export interface Scenario {
  /** Number-pool failure per tenant: 'error' (errorCode nonzero) or 'empty' (no number). */
  numberPoolFailure: 'error' | 'empty' | null;
  /** Effective time of newly issued SIP passwords. */
  sipPasswordTtlSeconds: number;
  /** Delay between 180 Ringing and 200 OK for ordinary outbound numbers. */
  answerDelayMs: number;
  /** The phone SDK refuses every login with 58 (out of service). */
  sdkOutOfService: boolean;
}

export const DEFAULT_SCENARIO: Scenario = { numberPoolFailure: null, sipPasswordTtlSeconds: 30 * 60, answerDelayMs: 400, sdkOutOfService: false };

/** Everything the fake vendor remembers; in memory, per process. */
export class VendorState {
  readonly tokens = new Map<string, Token>();
  readonly sipPasswords = new Map<string, SipPassword[]>();
  readonly workStates = new Map<string, { workState: number; since: string }>();
  readonly calls: CallRecord[] = [];
  readonly ivrDials: { caller: string; callee: string; at: string }[] = [];
  scenario: Scenario = { ...DEFAULT_SCENARIO };
  private seq = 0;
  readonly tokenTtlSeconds = 2 * 3600;

  agentByUsername(username: string): VendorAgent | undefined {
    return AGENTS.find((a) => a.username === username);
  }

  agentById(agentId: string): VendorAgent | undefined {
    return AGENTS.find((a) => a.agentId === agentId);
  }

  agentByDn(dn: string): VendorAgent | undefined {
    return AGENTS.find((a) => a.agentDn === dn);
  }

  issueToken(agent: VendorAgent): Token {
    const token: Token = {
      token: randomBytes(24).toString('hex'),
      agentId: agent.agentId,
      tenantId: agent.tenantId,
      expiresAt: Date.now() + this.tokenTtlSeconds * 1000,
    };
    this.tokens.set(token.token, token);
    return token;
  }

  validToken(value: string | undefined): Token | undefined {
    if (!value) return undefined;
    const token = this.tokens.get(value);
    if (!token || token.expiresAt < Date.now()) return undefined;
    return token;
  }

  /** A fresh SIP password; earlier ones stay valid until their own expiry. */
  issueSipPassword(agentDn: string): SipPassword & { effectiveSeconds: number } {
    const effectiveSeconds = this.scenario.sipPasswordTtlSeconds;
    const entry = { password: randomBytes(9).toString('base64url'), expiresAt: Date.now() + effectiveSeconds * 1000 };
    const list = (this.sipPasswords.get(agentDn) ?? []).filter((p) => p.expiresAt > Date.now());
    list.push(entry);
    this.sipPasswords.set(agentDn, list);
    return { ...entry, effectiveSeconds };
  }

  expireSipPasswords(agentDn: string): number {
    const list = this.sipPasswords.get(agentDn) ?? [];
    this.sipPasswords.set(agentDn, []);
    return list.length;
  }

  currentSipPasswords(agentDn: string): string[] {
    return (this.sipPasswords.get(agentDn) ?? []).filter((p) => p.expiresAt > Date.now()).map((p) => p.password);
  }

  setWorkState(agentId: string, workState: number): void {
    this.workStates.set(agentId, { workState, since: new Date().toISOString() });
  }

  newCall(fields: Omit<CallRecord, 'seq' | 'callId' | 'answeredAt' | 'endedAt' | 'result' | 'transferredTo' | 'dtmf' | 'recording'> & { callId?: string }): CallRecord {
    const call: CallRecord = {
      seq: ++this.seq,
      callId: fields.callId ?? randomUUID(),
      answeredAt: null,
      endedAt: null,
      result: 'ringing',
      transferredTo: null,
      dtmf: '',
      recording: null,
      ...fields,
    };
    this.calls.push(call);
    return call;
  }

  /** Marks a change so the event feed (ordered by seq) hands the call out again. */
  touch(call: CallRecord): void {
    call.seq = ++this.seq;
  }
}
