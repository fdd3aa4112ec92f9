/**
 * SDP for the fake's user agent, which has no media engine: an answer Chromium accepts (the
 * offer's protocol and mid, c=0.0.0.0 port 9, constant ICE credentials, a well-formed sha-256
 * fingerprint, a=setup:active, rtcp-mux, the opposite direction, one offered codec plus
 * telephone-event, an msid, no candidates) and an offer for calls the fake places.
 */

const FINGERPRINT = Array.from({ length: 32 }, (_v, i) => ((i * 37 + 11) % 256).toString(16).padStart(2, '0'))
  .join(':')
  .toUpperCase();
const ICE_UFRAG = 'fkvd';
const ICE_PWD = 'fakevendorpassword0123456';

const OPPOSITE: Record<string, string> = {
  sendrecv: 'sendrecv',
  sendonly: 'recvonly',
  recvonly: 'sendonly',
  inactive: 'inactive',
};

export function directionOf(sdp: string): string {
  const m = /^a=(sendrecv|sendonly|recvonly|inactive)\s*$/m.exec(sdp);
  return m?.[1] ?? 'sendrecv';
}

function header(sessionId: number, version: number): string[] {
  return [
    'v=0',
    `o=- ${sessionId} ${version} IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
  ];
}

/** Answer to an offer; throws when the offer has no audio m-line. */
export function answerSdp(offer: string, sessionId: number, version: number): string {
  const audio = /^m=audio \d+ (\S+) ([\d ]+)\s*$/m.exec(offer);
  if (!audio) throw new Error('offer without audio');
  const proto = audio[1] as string;
  const payloads = (audio[2] as string).trim().split(/\s+/);
  const rtpmap = new Map<string, string>();
  for (const m of offer.matchAll(/^a=rtpmap:(\d+) (\S+)\s*$/gm)) rtpmap.set(m[1] as string, m[2] as string);
  const pick =
    payloads.find((p) => /^opus\//i.test(rtpmap.get(p) ?? '')) ??
    payloads.find((p) => /^PCMU\//i.test(rtpmap.get(p) ?? '') || p === '0') ??
    payloads[0] ??
    '0';
  const dtmf = payloads.find((p) => /^telephone-event\/(48000|8000)/i.test(rtpmap.get(p) ?? ''));
  const chosen = dtmf ? [pick, dtmf] : [pick];
  const mid = /^a=mid:(\S+)\s*$/m.exec(offer)?.[1] ?? '0';
  const bundle = /^a=group:BUNDLE/m.test(offer);
  const lines = [
    ...header(sessionId, version),
    ...(bundle ? [`a=group:BUNDLE ${mid}`] : []),
    'a=msid-semantic: WMS fakevendor',
    `m=audio 9 ${proto} ${chosen.join(' ')}`,
    'c=IN IP4 0.0.0.0',
    'a=rtcp:9 IN IP4 0.0.0.0',
    `a=ice-ufrag:${ICE_UFRAG}`,
    `a=ice-pwd:${ICE_PWD}`,
    `a=fingerprint:sha-256 ${FINGERPRINT}`,
    'a=setup:active',
    `a=mid:${mid}`,
    `a=${OPPOSITE[directionOf(offer)] ?? 'sendrecv'}`,
    'a=msid:fakevendor fakevendor-audio',
    'a=rtcp-mux',
  ];
  for (const p of chosen) {
    const map = rtpmap.get(p) ?? (p === '0' ? 'PCMU/8000' : undefined);
    if (map) lines.push(`a=rtpmap:${p} ${map}`);
    for (const m of offer.matchAll(new RegExp(`^a=fmtp:${p} (.+)$`, 'gm'))) lines.push(`a=fmtp:${p} ${(m[1] as string).trim()}`);
  }
  lines.push('a=ssrc:1001 cname:fakevendor');
  return `${lines.join('\r\n')}\r\n`;
}

/** An offer for a call the fake places to an agent (inbound call or transfer). */
export function offerSdp(sessionId: number, version: number, direction = 'sendrecv'): string {
  const lines = [
    ...header(sessionId, version),
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS fakevendor',
    'm=audio 9 UDP/TLS/RTP/SAVPF 111 0 101',
    'c=IN IP4 0.0.0.0',
    'a=rtcp:9 IN IP4 0.0.0.0',
    `a=ice-ufrag:${ICE_UFRAG}`,
    `a=ice-pwd:${ICE_PWD}`,
    'a=ice-options:trickle',
    `a=fingerprint:sha-256 ${FINGERPRINT}`,
    'a=setup:actpass',
    'a=mid:0',
    `a=${direction}`,
    'a=msid:fakevendor fakevendor-audio',
    'a=rtcp-mux',
    'a=rtpmap:111 opus/48000/2',
    'a=fmtp:111 minptime=10;useinbandfec=1',
    'a=rtpmap:0 PCMU/8000',
    'a=rtpmap:101 telephone-event/8000',
    'a=ssrc:1001 cname:fakevendor',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
