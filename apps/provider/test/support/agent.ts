import JsSIP from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';
import type { UA } from 'jssip/lib/UA';
import { FakeMediaStream } from './fake-webrtc';

type CallOptions = NonNullable<Parameters<UA['call']>[1]>;
/** A stand-in stream typed as the media stream JsSIP expects. */
export const stream = () => new FakeMediaStream() as unknown as NonNullable<CallOptions['mediaStream']>;

export interface VendorSession {
  token: string;
  agentId: string;
  agentDn: string;
  tenantId: string;
}

export function vendorHeaders(s: VendorSession): Record<string, string> {
  return { authorization: `Bearer ${s.token}`, source: 'webrtc', __org: s.tenantId, 'content-type': 'application/json' };
}

/** Agent login through the vendor's HTTP API, as the product's server does it. */
export async function loginAgent(base: string, username: string, password: string): Promise<VendorSession> {
  const res = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password, client_id: 'pm-suite', client_secret: 'pm-suite-secret' }),
  });
  if (!res.ok) throw new Error(`login ${res.status}`);
  const body = (await res.json()) as { access_token: string; agentId: string; agentDn: string; tenantId: string };
  return { token: body.access_token, agentId: body.agentId, agentDn: body.agentDn, tenantId: body.tenantId };
}

export async function sipInfo(base: string, s: VendorSession): Promise<{ sipUser: string; sipPassword: string; effectiveTime: number }> {
  const res = await fetch(`${base}/api/v1/agent/sip-info?agentId=${s.agentId}`, { headers: vendorHeaders(s) });
  const body = (await res.json()) as { data: { sipUser: string; sipPassword: string; effectiveTime: number } };
  return body.data;
}

export function newUa(wsUrl: string, user: string, password: string): UA {
  const socket = new JsSIP.WebSocketInterface(wsUrl);
  return new JsSIP.UA({
    sockets: [socket],
    uri: `sip:${user}@cc.vendor.local`,
    password,
    register: false,
    register_expires: 120,
    session_timers: true,
    connection_recovery_min_interval: 1,
    connection_recovery_max_interval: 2,
  });
}

export function once<T>(target: { once(event: string, fn: (arg: T) => void): unknown }, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout waiting for ${event}`)), ms);
    target.once(event, (arg: T) => {
      clearTimeout(timer);
      resolve(arg);
    });
  });
}

export function call(ua: UA, target: string, extraHeaders: string[] = []): RTCSession {
  return ua.call(`sip:${target}@cc.vendor.local`, {
    mediaStream: stream(),
    mediaConstraints: { audio: true, video: false },
    pcConfig: { iceServers: [] },
    extraHeaders,
  });
}


