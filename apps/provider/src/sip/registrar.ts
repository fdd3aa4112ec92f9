import type { WebSocket } from 'ws';
import type { VendorState } from '../vendor/vendor-state';
import { SIP_REALM } from '../vendor/vendor-data';
import { challenge, newNonce, verifyDigest } from './digest';
import { header, responseTo, uriOf, userOf, type SipRequest, type SipResponse } from './message';
import { rand } from './dialog';
import { sendSip } from './transport';

export const REGISTER_EXPIRES = 120;
const NONCE_TTL_MS = 5 * 60_000;

export interface Binding {
  agentDn: string;
  socket: WebSocket;
  contact: string;
  expiresAt: number;
}

/** REGISTER with digest authentication, the agents' bindings, and the digest challenge of an INVITE that needs one. */
export class Registrar {
  readonly bindings = new Map<string, Binding>();
  /** Issued digest nonces and when; a nonce is good for 5 minutes. */
  private readonly nonces = new Map<string, number>();

  constructor(
    private readonly state: VendorState,
    private readonly log: (line: string) => void,
  ) {}

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

  register(socket: WebSocket, req: SipRequest): void {
    const agentDn = userOf(uriOf(header(req, 'To'))) ?? '';
    const agent = this.state.agentByDn(agentDn);
    const auth = header(req, 'Authorization');
    const check = auth ? verifyDigest(auth, 'REGISTER', this.state.currentSipPasswords(agentDn), SIP_REALM) : undefined;
    if (!agent || !check || !check.ok || check.username !== agentDn || !this.nonceValid(check.nonce)) {
      const nonce = this.issueNonce();
      this.log(`REGISTER ${agentDn}: challenge${check ? ' (bad credentials)' : ''}`);
      return sendSip(socket, responseTo(req, 401, 'Unauthorized', { 'WWW-Authenticate': [challenge(SIP_REALM, nonce)] }, '', rand(5)));
    }
    const contactValue = header(req, 'Contact') ?? '';
    const requested = Number(/;\s*expires=(\d+)/i.exec(contactValue)?.[1] ?? header(req, 'Expires') ?? REGISTER_EXPIRES);
    const contactUri = uriOf(contactValue) ?? '';
    if (requested === 0 || contactValue.trim() === '*') {
      const current = this.bindings.get(agentDn);
      if (current?.socket === socket) this.bindings.delete(agentDn);
      return sendSip(socket, responseTo(req, 200, 'OK', {}, '', rand(5)));
    }
    const expires = Math.min(requested, REGISTER_EXPIRES);
    this.bindings.set(agentDn, { agentDn, socket, contact: contactUri, expiresAt: Date.now() + expires * 1000 });
    this.log(`REGISTER ${agentDn}: ok for ${expires}s`);
    sendSip(socket, responseTo(req, 200, 'OK', { Contact: [`<${contactUri}>;expires=${expires}`], Expires: [String(expires)] }, '', rand(5)));
  }

  /** The 407 an INVITE gets when its Proxy-Authorization is missing, wrong or stale; undefined when it is good. */
  inviteChallenge(req: SipRequest, agentDn: string): SipResponse | undefined {
    const auth = header(req, 'Proxy-Authorization');
    const check = auth ? verifyDigest(auth, 'INVITE', this.state.currentSipPasswords(agentDn), SIP_REALM) : undefined;
    if (check?.ok && this.nonceValid(check.nonce)) return undefined;
    const nonce = this.issueNonce();
    return responseTo(req, 407, 'Proxy Authentication Required', { 'Proxy-Authenticate': [challenge(SIP_REALM, nonce)] }, '', rand(5));
  }

  /** A closed socket's bindings go with it. */
  forget(socket: WebSocket): void {
    for (const [dn, b] of this.bindings) if (b.socket === socket) this.bindings.delete(dn);
  }

  close(): void {
    for (const b of this.bindings.values()) b.socket.close();
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
}
