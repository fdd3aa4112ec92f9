import { CALL_CENTER_TIMERS as T, canStartCall, widgetDialNumber } from '@pm/domain';
import { log } from './debug-log';
import type { PhoneMedia } from './media';
import { MSG } from './messages';
import type { CallEvents, PhoneCall, PhoneLine } from './phone-line';
import type { Notice, SoftphoneBackend } from './softphone-backend';
import type { SoftphoneStore } from './softphone-state';
import type { Timers } from './timers';

/** After-call work lasts this long before the agent is Ready (or NotReady with manual ready). */
export const AFTER_CALL_WORK_MS = 5_000;

/**
 * The one call at a time: dialling, ringing, answering, mute, DTMF, transfer and the after-call work, the same
 * whichever line (JsSIP or the phone SDK) carries the call.
 */
export class CallControl {
  private call: PhoneCall | null = null;
  private processing = false;
  private dialStartedAt = 0;
  private pendingDtmf = '';

  constructor(
    private readonly backend: SoftphoneBackend,
    private readonly notice: Notice,
    private readonly store: SoftphoneStore,
    private readonly timers: Timers,
    private readonly line: PhoneLine,
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
    if (!this.line.initialised || !this.store.current.registered) {
      this.notice('error', MSG.sipNotConnected);
      return;
    }
    if (this.call || !canStartCall(this.store.current.status)) {
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
    const up = this.line.initialised;
    if (this.call || !canStartCall(this.store.current.status) || !up) {
      this.notice('error', up ? MSG.inCall : MSG.sipNotConnected);
      return;
    }
    const target = widgetDialNumber(number);
    this.pendingDtmf = rest.join('').replace(/[^0-9*#]/g, '');
    log('info', `外呼 ${target}（显示号码 ${display}）`);
    this.store.transition({ type: 'dial' });
    this.store.set({ call: { direction: 'outbound', number: target, startedAt: null, screenPop: null } });
    try {
      this.attach(this.line.call(target, display));
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

  onIncoming(call: PhoneCall): void {
    if (this.call || !canStartCall(this.store.current.status)) {
      log('warn', '通话中，拒绝新的来电');
      call.reject();
      return;
    }
    const number = call.number;
    log('info', `来电 ${number}`);
    this.store.transition({ type: 'incoming' });
    this.store.set({ call: { direction: 'inbound', number, startedAt: null, screenPop: null } });
    this.attach(call);
    void this.backend
      .screenPop(number)
      .then((pop) => {
        const call = this.store.current.call;
        if (call?.number === number) this.store.set({ call: { ...call, screenPop: pop } });
      })
      .catch(() => undefined);
  }

  async answer(): Promise<void> {
    if (!this.call || this.store.current.status !== 'Ringing') return;
    if (!(await this.media.hasMicrophone())) return;
    this.call.answer();
  }

  hangup(): void {
    this.call?.hangup();
  }

  toggleMute(): void {
    const c = this.call;
    if (!c) return;
    if (this.store.current.status === 'Established') {
      c.mute(true);
      this.store.transition({ type: 'mute' });
    } else if (this.store.current.status === 'Muting') {
      c.mute(false);
      this.store.transition({ type: 'unmute' });
    }
  }

  /** Dial-pad keys during a call go out as DTMF (SIP INFO, or the phone SDK's requestSendDtmf). */
  sendDtmf(tone: string): void {
    if (this.call && this.talking()) {
      this.call.sendDtmf(tone);
      log('info', `DTMF ${tone}`);
    }
  }

  /** Transfer to an agent's extension or an outside number; messages of spec section 8. */
  async transfer(target: string): Promise<boolean> {
    if (!this.line.initialised) {
      this.notice('error', MSG.sipNotReadyForTransfer);
      return false;
    }
    if (!this.call || !this.talking()) {
      this.notice('error', MSG.noActiveCall);
      return false;
    }
    const refused = await this.call.transfer(target);
    const text = refused === null ? MSG.transferred(target) : MSG.transferFailed(refused);
    this.notice(refused === null ? 'success' : 'error', text);
    log(refused === null ? 'info' : 'error', text);
    return refused === null;
  }

  /** The line stopped: forget the call and let the next dial through. */
  reset(): void {
    this.processing = false;
    this.call = null;
  }

  private talking(): boolean {
    const { status } = this.store.current;
    return status === 'Established' || status === 'Muting';
  }

  private attach(call: PhoneCall): void {
    this.call = call;
    const events: CallEvents = {
      progress: () => log('info', '对方振铃'),
      confirmed: () => this.onConfirmed(call),
      failed: (why, detail, message) => {
        if (this.call !== call) return;
        log('warn', `呼叫失败：${detail}`);
        const { status } = this.store.current;
        if (status === 'Dialing' && why !== 'cancelled') {
          this.notice('error', message ?? (why === 'rejected' ? MSG.rejected : MSG.callFailed));
        }
        if (why === 'micDenied') this.notice('error', MSG.micDenied);
        this.store.transition({ type: status === 'Ringing' ? 'ended' : 'failed' });
        this.afterCall();
      },
      ended: (detail) => {
        if (this.call !== call) return;
        log('info', `通话结束：${detail}`);
        this.store.transition({ type: 'ended' });
        this.afterCall();
      },
    };
    call.listen(events);
  }

  private onConfirmed(call: PhoneCall): void {
    const outbound = this.store.current.status === 'Dialing';
    if (outbound) {
      const ms = Math.round(performance.now() - this.dialStartedAt);
      log('info', `接通，拨号到通话 ${ms} ms`);
      this.store.set({ lastDialToEstablishedMs: ms });
    }
    this.store.transition({ type: outbound ? 'accepted' : 'answer' });
    const view = this.store.current.call;
    if (view) this.store.set({ call: { ...view, startedAt: Date.now() } });
    // Second dial step: digits after a comma go out once connected.
    if (this.pendingDtmf) {
      call.sendDtmf(this.pendingDtmf);
      log('info', `二次拨号 ${this.pendingDtmf}`);
      this.pendingDtmf = '';
    }
  }

  /** After-call work, then Ready (or NotReady when manual ready is ticked). */
  private afterCall(): void {
    this.call = null;
    this.pendingDtmf = '';
    this.store.set({ call: null });
    if (this.store.current.status !== 'AfterCallWork') return;
    this.timers.start('acw', AFTER_CALL_WORK_MS, () =>
      this.store.transition({ type: 'afterCallWorkDone', manualReady: this.store.current.manualReady }),
    );
  }
}
