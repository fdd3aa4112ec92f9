import { log } from '../debug-log';
import type { PhoneMedia } from '../media';
import type { CallEvents, CallFailure, PhoneCall } from '../phone-line';
import type { PhoneSdkClient } from './phone-sdk-client';
import { SDK_CODE, sdkMessage } from './sdk-codes';

type IceServers = { urls: string | string[] }[];

/** The hangup reasons of the SDK's protocol that mean the far end refused. */
const REFUSED = new Set(['busy', 'declined']);

const failureOf = (reason: string): CallFailure => (REFUSED.has(reason) ? 'rejected' : reason === 'cancelled' ? 'cancelled' : 'other');

/**
 * One call of the vendor's phone SDK. The audio is the page's own WebRTC connection: the offer goes with makeCall
 * (or the answer with answer), the vendor's SDP comes back with the answered (or incoming) event. The SDK line
 * hands this call the events of its call id.
 */
export class SdkCall implements PhoneCall {
  private events: CallEvents | null = null;
  private pc: RTCPeerConnection | null = null;
  private stream: MediaStream | null = null;
  private up = false;
  private over = false;
  private hangupWanted = false;

  private constructor(
    private readonly client: PhoneSdkClient,
    private readonly media: PhoneMedia,
    private readonly iceServers: IceServers,
    readonly number: string,
    /** Known at once for an inbound call, after makeCall answers for an outbound one. */
    public callId: string | null,
    private readonly remoteOffer: string | null,
  ) {}

  /** Starts an outbound call; `onId` learns its call id once the vendor took it. */
  static outbound(client: PhoneSdkClient, media: PhoneMedia, iceServers: IceServers, callee: string, display: string, onId: (call: SdkCall) => void): SdkCall {
    const call = new SdkCall(client, media, iceServers, callee, null, null);
    void call.start(display, onId);
    return call;
  }

  static inbound(client: PhoneSdkClient, media: PhoneMedia, iceServers: IceServers, from: string, callId: string, offer: string): SdkCall {
    return new SdkCall(client, media, iceServers, from, callId, offer);
  }

  listen(events: CallEvents): void {
    this.events = events;
  }

  answer(): void {
    void this.answerWithMedia();
  }

  hangup(): void {
    if (this.callId) void this.client.hangup(this.callId);
    else this.hangupWanted = true;
  }

  reject(): void {
    this.hangup();
  }

  mute(on: boolean): void {
    for (const track of this.stream?.getAudioTracks() ?? []) track.enabled = !on;
  }

  sendDtmf(tones: string): void {
    const id = this.callId;
    if (!id) return;
    void this.client.requestSendDtmf(id, tones).then((a) => {
      if (a.code !== SDK_CODE.ok) log('warn', `DTMF ${tones} 未送出：${a.code} ${a.msg}`);
    });
  }

  async transfer(target: string): Promise<string | null> {
    if (!this.callId) return '通话未建立';
    const a = await this.client.transfer(this.callId, target);
    return a.code === SDK_CODE.ok ? null : a.msg || String(a.code);
  }

  // ---- the vendor's events for this call (from the SDK line) ----

  onRinging(): void {
    this.events?.progress();
  }

  async onAnswered(sdp?: string): Promise<void> {
    if (this.over || this.up) return;
    if (sdp && this.pc) {
      try {
        await this.pc.setRemoteDescription({ type: 'answer', sdp });
      } catch (error) {
        log('warn', `对方 SDP 无法使用：${String(error)}`);
      }
    }
    this.up = true;
    this.events?.confirmed();
  }

  onHangup(reason: string): void {
    if (this.over) return;
    this.finish();
    if (this.up) this.events?.ended(reason);
    else this.events?.failed(failureOf(reason), reason);
  }

  // ----

  private async start(display: string, onId: (call: SdkCall) => void): Promise<void> {
    let offer: string;
    try {
      offer = await this.prepare(async (pc) => {
        await pc.setLocalDescription(await pc.createOffer());
      });
    } catch (error) {
      return this.fail(error instanceof DOMException && error.name === 'NotAllowedError' ? 'micDenied' : 'other', String(error));
    }
    if (this.hangupWanted) return this.fail('cancelled', '主叫取消');
    const a = await this.client.makeCall(this.number, display, offer);
    if (a.code !== SDK_CODE.ok || !a.callId) return this.fail('other', `${a.code} ${a.msg}`, sdkMessage(a.code));
    this.callId = a.callId;
    onId(this);
    if (this.hangupWanted) void this.client.hangup(a.callId);
  }

  private async answerWithMedia(): Promise<void> {
    const id = this.callId;
    if (!id || !this.remoteOffer || this.pc) return;
    let sdp: string;
    try {
      const offer = this.remoteOffer;
      sdp = await this.prepare(async (pc) => {
        await pc.setRemoteDescription({ type: 'offer', sdp: offer });
        await pc.setLocalDescription(await pc.createAnswer());
      });
    } catch (error) {
      void this.client.hangup(id);
      return this.fail(error instanceof DOMException && error.name === 'NotAllowedError' ? 'micDenied' : 'other', String(error));
    }
    const a = await this.client.answer(id, sdp);
    if (a.code !== SDK_CODE.ok) this.fail('other', `${a.code} ${a.msg}`, sdkMessage(a.code));
  }

  /** The microphone on a new peer connection, the remote audio to the page's player, then `describe`; the local SDP. */
  private async prepare(describe: (pc: RTCPeerConnection) => Promise<void>): Promise<string> {
    this.stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.pc = pc;
    for (const track of this.stream.getTracks()) pc.addTrack(track, this.stream);
    this.media.playRemote(pc);
    await describe(pc);
    return pc.localDescription?.sdp ?? '';
  }

  private fail(why: CallFailure, detail: string, message?: string): void {
    if (this.over) return;
    this.finish();
    this.events?.failed(why, detail, message);
  }

  private finish(): void {
    this.over = true;
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.pc?.close();
  }
}
