import JsSIP from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';
import type { PhoneMedia } from './media';
import type { CallEvents, CallFailure, PhoneCall } from './phone-line';

type IceServers = { urls: string | string[] }[];

const REJECTED_CAUSES = new Set<string>([JsSIP.C.causes.BUSY, JsSIP.C.causes.REJECTED]);

function failureOf(cause: string): CallFailure {
  if (REJECTED_CAUSES.has(cause)) return 'rejected';
  if (cause === String(JsSIP.C.causes.CANCELED)) return 'cancelled';
  if (cause === String(JsSIP.C.causes.USER_DENIED_MEDIA_ACCESS)) return 'micDenied';
  return 'other';
}

/** A JsSIP session as a PhoneCall: DTMF as SIP INFO, transfer as REFER, audio through the page's player. */
export class JssipCall implements PhoneCall {
  constructor(
    private readonly session: RTCSession,
    media: PhoneMedia,
    private readonly domain: string,
    private readonly iceServers: IceServers,
  ) {
    session.on('peerconnection', (e: { peerconnection: RTCPeerConnection }) => media.playRemote(e.peerconnection));
    if (session.connection) media.playRemote(session.connection);
  }

  get number(): string {
    return this.session.remote_identity.uri.user;
  }

  listen(events: CallEvents): void {
    const s = this.session;
    s.on('progress', () => events.progress());
    s.on('confirmed', () => events.confirmed());
    s.on('failed', (e: { cause: string; originator: string }) => events.failed(failureOf(e.cause), `${e.cause}（${e.originator}）`));
    s.on('ended', (e: { cause: string }) => events.ended(e.cause));
  }

  answer(): void {
    this.session.answer({ mediaConstraints: { audio: true, video: false }, pcConfig: { iceServers: this.iceServers } });
  }

  hangup(): void {
    this.session.terminate();
  }

  reject(): void {
    this.session.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
  }

  mute(on: boolean): void {
    if (on) this.session.mute({ audio: true });
    else this.session.unmute({ audio: true });
  }

  sendDtmf(tones: string): void {
    this.session.sendDTMF(tones, { transportType: JsSIP.C.DTMF_TRANSPORT.INFO });
  }

  /** REFER to an agent's extension or an outside number. */
  transfer(target: string): Promise<string | null> {
    return new Promise((resolve) => {
      try {
        this.session.refer(`sip:${target}@${this.domain}`, {
          eventHandlers: {
            accepted: () => resolve(null),
            failed: () => resolve('对方未接受转接'),
            requestFailed: (e: { cause?: string }) => resolve(e.cause ?? '请求失败'),
          },
        });
      } catch (error) {
        resolve(error instanceof Error ? error.message : String(error));
      }
    });
  }
}
