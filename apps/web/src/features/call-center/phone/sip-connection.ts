import JsSIP from 'jssip';
import type { IncomingRTCSessionEvent, OutgoingRTCSessionEvent, UA } from 'jssip/lib/UA';
import { CALL_CENTER_TIMERS as T, sipPasswordRefreshDelayMs } from '@pm/domain';
import { startAgentStatePoll } from './agent-state-poll';
import { log } from './debug-log';
import { JssipCall } from './jssip-call';
import type { PhoneMedia } from './media';
import { MSG } from './messages';
import type { LineHooks, PhoneCall, PhoneLine } from './phone-line';
import type { Notice, SoftphoneBackend } from './softphone-backend';
import type { SoftphoneStore } from './softphone-state';
import type { Timers } from './timers';
import { Reconnect } from './reconnect';

/**
 * The JsSIP line (the default): registration, its refresh, the SIP password's renewal, re-registering after a
 * loss and the agent-state poll (spec section 9's connection timers); calls are JsSIP sessions.
 */
export class SipConnection implements PhoneLine {
  private readonly reconnect: Reconnect;
  private ua: UA | null = null;
  /** The SIP domain calls and transfers are addressed to. */
  private domain = '';
  private iceServers: { urls: string | string[] }[] = [];

  constructor(
    private readonly backend: SoftphoneBackend,
    private readonly notice: Notice,
    private readonly store: SoftphoneStore,
    private readonly timers: Timers,
    private readonly media: PhoneMedia,
    private readonly hooks: LineHooks,
  ) {
    // JsSIP does not retry by itself: register again on the same UA, or connect anew without one
    this.reconnect = new Reconnect(this.timers, this.store, (n) => {
      log('info', `第 ${n} 次重新注册`);
      if (this.ua?.isConnected()) this.ua.register();
      else if (!this.ua) void this.connect();
      this.reconnect.retry();
    });
  }

  get initialised(): boolean {
    return this.ua !== null;
  }

  call(target: string, displayNumber: string): PhoneCall {
    const ua = this.ua;
    if (!ua) throw new Error('SIP未初始化');
    const session = ua.call(`sip:${target}@${this.domain}`, {
      mediaConstraints: { audio: true, video: false },
      pcConfig: { iceServers: this.iceServers },
      extraHeaders: [`X-Display-Number: ${displayNumber}`],
    });
    return new JssipCall(session, this.media, this.domain, this.iceServers);
  }

  async connect(): Promise<void> {
    this.stop();
    this.store.set({ connecting: true });
    try {
      const [sip, wss] = await Promise.all([this.backend.sipInfo(), this.backend.wssInfo()]);
      this.domain = sip.sipDomain;
      this.iceServers = wss.iceServers;
      const socket = new JsSIP.WebSocketInterface(wss.wssUrl);
      const ua = new JsSIP.UA({
        sockets: [socket],
        uri: `sip:${sip.sipUser}@${sip.sipDomain}`,
        password: sip.sipPassword,
        register: true,
        register_expires: T.registerExpiresSeconds,
        session_timers: true,
        user_agent: 'pm-suite-softphone',
      });
      this.ua = ua;
      this.wire(ua);
      this.schedulePasswordRefresh(sip.effectiveTime);
      ua.start();
      log('info', `连接 ${wss.wssUrl}，SIP 用户 ${sip.sipUser}`);
    } catch (error) {
      this.store.set({ connecting: false });
      this.notice('error', MSG.registerFailed);
      log('error', `获取 SIP 信息失败：${String(error)}`);
      this.reconnect.retry();
    }
  }

  /** Stops the UA and every timer of the phone. */
  stop(): void {
    this.timers.clearAll();
    this.hooks.onStopped();
    this.reconnect.stopped();
    const ua = this.ua;
    this.ua = null;
    if (ua) {
      ua.removeAllListeners();
      ua.stop();
    }
  }

  private wire(ua: UA): void {
    ua.on('connected', () => log('info', 'WebSocket 已连接'));
    ua.on('disconnected', () => {
      log('warn', 'WebSocket 已断开');
      this.store.set({ registered: false });
      this.reconnect.lost();
    });
    ua.on('registered', () => {
      this.reconnect.back();
      const first = this.store.current.status === 'Logout';
      this.store.set({ registered: true, connecting: false });
      log('info', 'SIP 注册成功');
      if (first) {
        this.store.transition({ type: 'registered' }, false);
        // Spec section 4: on success status Login, then code 6 then 5.
        void this.store.reportWorkState(6).then(() => this.store.reportWorkState(5));
      }
      // Refresh at 80 s (JsSIP's own refresh for 120 s lands between 60 and 88 s; whichever comes first).
      this.timers.start('refresh', T.registerRefreshSeconds * 1000, () => this.ua?.register());
      startAgentStatePoll(this.timers, this.backend);
    });
    ua.on('unregistered', () => {
      log('warn', 'SIP 已注销');
      this.store.set({ registered: false });
      this.reconnect.lost();
    });
    ua.on('registrationFailed', (e) => {
      const status = (e as { response?: { status_code?: number } | null }).response?.status_code;
      this.store.set({ registered: false, connecting: false });
      if (status === 401 || e.cause === JsSIP.C.causes.AUTHENTICATION_ERROR) {
        log('warn', 'SIP 注册 401，刷新 SIP 密码');
        void this.refreshPassword(true);
        return;
      }
      log('error', `SIP 注册失败：${e.cause}`);
      this.notice('error', MSG.registerFailed);
      void this.backend.loginLog('register-failed', `SIP 注册失败：${e.cause}`).catch(() => undefined);
      this.reconnect.retry();
    });
    ua.on('newRTCSession', (e: IncomingRTCSessionEvent | OutgoingRTCSessionEvent) => {
      if (String(e.originator) === 'remote') this.hooks.onIncoming(new JssipCall(e.session, this.media, this.domain, this.iceServers));
    });
  }

  private schedulePasswordRefresh(effectiveSeconds: number): void {
    this.timers.start('password', sipPasswordRefreshDelayMs(effectiveSeconds), () => void this.refreshPassword(false));
  }

  /** New SIP password from the server; on a 401 the user is told it was refreshed. */
  private async refreshPassword(after401: boolean): Promise<void> {
    try {
      const sip = await this.backend.sipInfo();
      if (!this.ua) return;
      this.ua.set('password', sip.sipPassword);
      this.schedulePasswordRefresh(sip.effectiveTime);
      this.ua.register();
      log('info', 'SIP 密码已刷新');
      if (after401) this.notice('info', MSG.passwordRefreshed);
    } catch (error) {
      log('error', `刷新 SIP 密码失败：${String(error)}`);
      this.notice('error', MSG.registerFailed);
      this.reconnect.retry();
    }
  }
}
