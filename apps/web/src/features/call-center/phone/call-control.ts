import JsSIP from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';
import { CALL_CENTER_TIMERS as T, canStartCall, widgetDialNumber } from '@pm/domain';
import { referCall } from './call-transfer';
import { log } from './debug-log';
import type { PhoneMedia } from './media';
import { MSG } from './messages';
import type { SipConnection } from './sip-connection';
import type { Notice, SoftphoneBackend } from './softphone-backend';
import type { SoftphoneStore } from './softphone-state';
import type { Timers } from './timers';

/** After-call work lasts this long before the agent is Ready (or NotReady with manual ready). */
export const AFTER_CALL_WORK_MS = 5_000;

const REJECTED_CAUSES = new Set<string>([JsSIP.C.causes.BUSY, JsSIP.C.causes.REJECTED]);

/** The one call at a time: dialling, ringing, answering, mute, DTMF, transfer and the after-call work. */
export class CallControl {
  private session: RTCSession | null = null;
  private processing = false;
  private dialStartedAt = 0;
  private pendingDtmf = '';

  constructor(
    private readonly backend: SoftphoneBackend,
    private readonly notice: Notice,
    private readonly store: SoftphoneStore,
    private readonly timers: Timers,
    private readonly connection: SipConnection,
    private readonly media: PhoneMedia,
  ) {}

  /** Dial: processing flag, one call at a time, number pool first, then the widget's 7/8-digit rule. */
  async dial(raw: string): Promise<void> {
    if (this.processing) {
      this.notice('error', MSG.tooFrequent);
      return;
    }
    const [first = '', ...rest] = raw.trim().split(/[,，pP]/);
    const number = first.replace(/\s/g, '');
    if (!number) {
      this.notice('error', MSG.numberRequired);
      return;
    }
    if (!this.connection.userAgent || !this.store.current.registered) {
      this.notice('error', MSG.sipNotConnected);
      return;
    }
    if (this.session || !canStartCall(this.store.current.status)) {
      this.notice('error', MSG.inCall);
      return;
    }
    this.processing = true;
    this.timers.start('processing', T.processingFlagMs, () => (this.processing = false));
    this.dialStartedAt = performance.now();
    if (!(await this.media.hasMicrophone())) return;
    const display = await this.displayNumber();
    if (!display) {
      this.notice('error', MSG.numberPoolFailed);
      log('error', MSG.numberPoolFailed);
      return;
    }
    // A call may have come in while the pool answered: still one call at a time.
    const ua = this.connection.userAgent;
    if (this.session || !canStartCall(this.store.current.status) || !ua) {
      this.notice('error', ua ? MSG.inCall : MSG.sipNotConnected);
      return;
    }
    const target = widgetDialNumber(number);
    this.pendingDtmf = rest.join('').replace(/[^0-9*#]/g, '');
    log('info', `外呼 ${target}（显示号码 ${display}）`);
    this.store.transition({ type: 'dial' });
    this.store.set({ call: { direction: 'outbound', number: target, startedAt: null, screenPop: null } });
    try {
      const session = ua.call(`sip:${target}@${this.connection.domain}`, {
        mediaConstraints: { audio: true, video: false },
        pcConfig: { iceServers: this.connection.iceServers },
        extraHeaders: [`X-Display-Number: ${display}`],
      });
      this.attach(session);
    } catch (error) {
      log('error', `发起呼叫失败：${String(error)}`);
      this.notice('error', MSG.callFailed);
      this.store.transition({ type: 'failed' });
      this.afterCall();
    }
  }

  /** The number the callee sees, from the vendor's number pool; undefined when the pool gives none. */
  private async displayNumber(): Promise<string | undefined> {
    try {
      const pool = await this.backend.numberPool();
      return pool.head.errorCode === '0' ? pool.info.data?.number : undefined;
    } catch (error) {
      log('error', `号码池请求失败：${String(error)}`);
      return undefined;
    }
  }

  onIncoming(session: RTCSession): void {
    if (this.session || !canStartCall(this.store.current.status)) {
      log('warn', '通话中，拒绝新的来电');
      session.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
      return;
    }
    const number = session.remote_identity.uri.user;
    log('info', `来电 ${number}`);
    this.store.transition({ type: 'incoming' });
    this.store.set({ call: { direction: 'inbound', number, startedAt: null, screenPop: null } });
    this.attach(session);
    void this.backend
      .screenPop(number)
      .then((pop) => {
        const call = this.store.current.call;
        if (call?.number === number) this.store.set({ call: { ...call, screenPop: pop } });
      })
      .catch(() => undefined);
  }

  async answer(): Promise<void> {
    if (!this.session || this.store.current.status !== 'Ringing') return;
    if (!(await this.media.hasMicrophone())) return;
    this.session.answer({
      mediaConstraints: { audio: true, video: false },
      pcConfig: { iceServers: this.connection.iceServers },
    });
  }

  hangup(): void {
    this.session?.terminate();
  }

  toggleMute(): void {
    const s = this.session;
    if (!s) return;
    if (this.store.current.status === 'Established') {
      s.mute({ audio: true });
      this.store.transition({ type: 'mute' });
    } else if (this.store.current.status === 'Muting') {
      s.unmute({ audio: true });
      this.store.transition({ type: 'unmute' });
    }
  }

  /** Dial-pad keys during a call go out as DTMF (SIP INFO). */
  sendDtmf(tone: string): void {
    if (this.session && this.talking()) {
      this.session.sendDTMF(tone, { transportType: JsSIP.C.DTMF_TRANSPORT.INFO });
      log('info', `DTMF ${tone}`);
    }
  }

  /** REFER to an agent's extension or an outside number; messages of spec section 8. */
  transfer(target: string): Promise<boolean> {
    if (!this.connection.userAgent) {
      this.notice('error', MSG.sipNotReadyForTransfer);
      return Promise.resolve(false);
    }
    if (!this.session || !this.talking()) {
      this.notice('error', MSG.noActiveCall);
      return Promise.resolve(false);
    }
    return referCall(this.session, target, this.connection.domain, this.notice);
  }

  /** The UA stopped: forget the call and let the next dial through. */
  reset(): void {
    this.processing = false;
    this.session = null;
  }

  private talking(): boolean {
    const { status } = this.store.current;
    return status === 'Established' || status === 'Muting';
  }

  private attach(session: RTCSession): void {
    this.session = session;
    session.on('peerconnection', (e: { peerconnection: RTCPeerConnection }) => this.media.playRemote(e.peerconnection));
    if (session.connection) this.media.playRemote(session.connection);
    session.on('progress', () => log('info', '对方振铃'));
    session.on('confirmed', () => this.onConfirmed(session));
    session.on('failed', (e: { cause: string; originator: string }) => {
      log('warn', `呼叫失败：${e.cause}（${e.originator}）`);
      const { status } = this.store.current;
      if (status === 'Dialing' && e.cause !== String(JsSIP.C.causes.CANCELED)) {
        this.notice('error', REJECTED_CAUSES.has(e.cause) ? MSG.rejected : MSG.callFailed);
      }
      if (e.cause === String(JsSIP.C.causes.USER_DENIED_MEDIA_ACCESS)) this.notice('error', MSG.micDenied);
      this.store.transition({ type: status === 'Ringing' ? 'ended' : 'failed' });
      this.afterCall();
    });
    session.on('ended', (e: { cause: string }) => {
      log('info', `通话结束：${e.cause}`);
      this.store.transition({ type: 'ended' });
      this.afterCall();
    });
  }

  private onConfirmed(session: RTCSession): void {
    const outbound = this.store.current.status === 'Dialing';
    if (outbound) {
      const ms = Math.round(performance.now() - this.dialStartedAt);
      log('info', `接通，拨号到通话 ${ms} ms`);
      this.store.set({ lastDialToEstablishedMs: ms });
    }
    this.store.transition({ type: outbound ? 'accepted' : 'answer' });
    const call = this.store.current.call;
    if (call) this.store.set({ call: { ...call, startedAt: Date.now() } });
    // Second dial step: digits after a comma go out once connected.
    if (this.pendingDtmf) {
      session.sendDTMF(this.pendingDtmf, { transportType: JsSIP.C.DTMF_TRANSPORT.INFO });
      log('info', `二次拨号 ${this.pendingDtmf}`);
      this.pendingDtmf = '';
    }
  }

  /** After-call work, then Ready (or NotReady when manual ready is ticked). */
  private afterCall(): void {
    this.session = null;
    this.pendingDtmf = '';
    this.store.set({ call: null });
    if (this.store.current.status !== 'AfterCallWork') return;
    this.timers.start('acw', AFTER_CALL_WORK_MS, () =>
      this.store.transition({ type: 'afterCallWorkDone', manualReady: this.store.current.manualReady }),
    );
  }
}
