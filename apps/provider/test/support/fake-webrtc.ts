/**
 * Node has no WebRTC. JsSIP needs RTCPeerConnection, RTCSessionDescription and a MediaStream to
 * run its call flow; these stand-ins produce a well-formed audio offer/answer and accept the
 * fake vendor's SDP, so the SIP side of JsSIP runs for real. They check that a remote
 * description is SDP with an audio m-line and the right type, as a browser would.
 */

const OFFER = (direction: string, version: number) =>
  [
    'v=0',
    `o=- 4611731400430051336 ${version} IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'm=audio 9 UDP/TLS/RTP/SAVPF 111 0 126',
    'c=IN IP4 0.0.0.0',
    'a=ice-ufrag:node',
    'a=ice-pwd:nodepasswordnodepassword',
    'a=fingerprint:sha-256 00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF',
    'a=setup:actpass',
    'a=mid:0',
    `a=${direction}`,
    'a=rtcp-mux',
    'a=rtpmap:111 opus/48000/2',
    'a=rtpmap:0 PCMU/8000',
    'a=rtpmap:126 telephone-event/8000',
    '',
  ].join('\r\n');

class FakeTrack {
  kind = 'audio';
  enabled = true;
  readyState = 'live';
  stop(): void {
    this.readyState = 'ended';
  }
}

export class FakeMediaStream {
  private readonly tracks = [new FakeTrack()];
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks;
  }
  getVideoTracks() {
    return [];
  }
}

export class FakeSessionDescription {
  type: string;
  sdp: string;
  constructor(init: { type: string; sdp: string }) {
    this.type = init.type;
    this.sdp = init.sdp;
  }
}

export class FakePeerConnection extends EventTarget {
  static instances: FakePeerConnection[] = [];
  iceGatheringState = 'complete';
  iceConnectionState = 'new';
  connectionState = 'new';
  signalingState = 'stable';
  localDescription: FakeSessionDescription | null = null;
  remoteDescription: FakeSessionDescription | null = null;
  private readonly senders: { track: FakeTrack }[] = [];
  private version = 1;

  constructor() {
    super();
    FakePeerConnection.instances.push(this);
  }

  addTrack(track: FakeTrack) {
    const sender = { track, replaceTrack: async () => undefined };
    this.senders.push(sender);
    return sender;
  }
  getSenders() {
    return this.senders;
  }
  getReceivers() {
    return [];
  }
  getTransceivers() {
    return [];
  }
  async createOffer() {
    return { type: 'offer', sdp: OFFER('sendrecv', this.version++) };
  }
  async createAnswer() {
    if (!this.remoteDescription) throw new Error('no remote offer');
    const dir = /a=(sendonly|recvonly|inactive|sendrecv)/.exec(this.remoteDescription.sdp)?.[1] ?? 'sendrecv';
    const opposite: Record<string, string> = { sendonly: 'recvonly', recvonly: 'sendonly', inactive: 'inactive', sendrecv: 'sendrecv' };
    return { type: 'answer', sdp: OFFER(opposite[dir] ?? 'sendrecv', this.version++).replace('a=setup:actpass', 'a=setup:active') };
  }
  async setLocalDescription(desc: { type: string; sdp: string }) {
    this.localDescription = new FakeSessionDescription(desc);
    this.signalingState = desc.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(desc: { type: string; sdp: string }) {
    if (!/^v=0/.test(desc.sdp) || !/^m=audio /m.test(desc.sdp)) throw new Error('remote SDP without audio');
    if (desc.type === 'answer' && this.signalingState !== 'have-local-offer') throw new Error('answer without offer');
    if (!/^a=fingerprint:sha-256 ([0-9A-F]{2}:){31}[0-9A-F]{2}\s*$/m.test(desc.sdp)) throw new Error('bad fingerprint');
    this.remoteDescription = new FakeSessionDescription(desc);
    this.signalingState = desc.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  close() {
    this.signalingState = 'closed';
  }
}

/** Installs the stand-ins and `ws` as the globals JsSIP uses. */
export async function installNodeWebRtc(): Promise<void> {
  const { WebSocket } = await import('ws');
  Object.assign(globalThis, {
    WebSocket,
    RTCPeerConnection: FakePeerConnection,
    RTCSessionDescription: FakeSessionDescription,
    MediaStream: FakeMediaStream,
  });
  // JsSIP checks `window.RTCPeerConnection`.
  Object.assign(globalThis, { window: globalThis });
}
