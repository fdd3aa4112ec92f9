import JsSIP from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';
import type { IncomingRTCSessionEvent, OutgoingRTCSessionEvent, UA } from 'jssip/lib/UA';
import {
  CALL_CENTER_TIMERS as T,
  canStartCall,
  nextAgentStatus,
  sipPasswordRefreshDelayMs,
  widgetDialNumber,
  workStateOf,
  type AgentEvent,
  type AgentStatus,
} from '@pm/domain';
import type { AgentInfo, ScreenPop } from '@pm/contracts';
import { log, saveInfo } from './debug-log';
import { MSG } from './messages';

/** What the softphone needs from the product server (the call-centre module's endpoints). */
export interface SoftphoneBackend {
  login(username: string, password: string): Promise<AgentInfo>;
  logout(): Promise<void>;
  current(): Promise<AgentInfo | null>;
  sipInfo(): Promise<{ sipUser: string; sipPassword: string; sipDomain: string; effectiveTime: number }>;
  wssInfo(): Promise<{ wssUrl: string; iceServers: { urls: string | string[] }[] }>;
  workState(code: number): Promise<void>;
  agentState(): Promise<{ workState: number }>;
  numberPool(): Promise<{ head: { errorCode: string }; info: { data: { number?: string; areaCode?: string } | null } }>;
  screenPop(number: string): Promise<ScreenPop>;
  loginLog(kind: string, content: string): Promise<void>;
}

export type Notice = (kind: 'success' | 'error' | 'info', text: string) => void;

export interface CallView {
  direction: 'inbound' | 'outbound';
  number: string;
  startedAt: number | null;
  screenPop: ScreenPop | null;
}

export interface SoftphoneState {
  status: AgentStatus;
  agent: AgentInfo | null;
  registered: boolean;
  connecting: boolean;
  call: CallView | null;
  manualReady: boolean;
  /** Measured from dial to Established, ms (also in the debug log). */
  lastDialToEstablishedMs: number | null;
}

/** After-call work lasts this long before the agent is Ready (or NotReady with manual ready). */
export const AFTER_CALL_WORK_MS = 5_000;

const REJECTED_CAUSES = new Set<string>([JsSIP.C.causes.BUSY, JsSIP.C.causes.REJECTED]);

/**
 * The one phone of the page (React StrictMode mounts twice; the instance is module-level).
 * Owns the JsSIP UA, the agent state machine and every timer of spec section 9.
 */
export class Softphone {
  private state: SoftphoneState = {
    status: 'Logout',
    agent: null,
    registered: false,
    connecting: false,
    call: null,
    manualReady: false,
    lastDialToEstablishedMs: null,
  };
  private readonly listeners = new Set<() => void>();
  private ua: UA | null = null;
  private session: RTCSession | null = null;
  private domain = '';
  private iceServers: { urls: string | string[] }[] = [];
  private processing = false;
  private dialStartedAt = 0;
  private pendingDtmf = '';
  private timers: Record<'refresh' | 'password' | 'disconnect' | 'retry' | 'poll' | 'acw' | 'processing', ReturnType<typeof setTimeout> | null> = {
    refresh: null,
    password: null,
    disconnect: null,
    retry: null,
    poll: null,
    acw: null,
    processing: null,
  };
  private retries = 0;
  private started = false;
  readonly audio: HTMLAudioElement | null = typeof Audio === 'undefined' ? null : new Audio();

  constructor(
    private readonly backend: SoftphoneBackend,
    private readonly notice: Notice,
  ) {
    if (this.audio) this.audio.autoplay = true;
  }

  // ---- store for useSyncExternalStore ----
  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getSnapshot = () => this.state;
  private set(patch: Partial<SoftphoneState>): void {
    this.state = { ...this.state, ...patch };
    if (this.state.agent) saveInfo({ ...this.state.agent, status: this.state.status, registered: this.state.registered });
    for (const l of this.listeners) l();
  }

  /** Applies one agent event; reports the new work state to the vendor. */
  private transition(event: AgentEvent, report = true): void {
    const next = nextAgentStatus(this.state.status, event);
    if (!next || next === this.state.status) return;
    log('info', `状态 ${this.state.status} → ${next}（${event.type}）`);
    this.set({ status: next });
    if (report && next !== 'Muting') void this.reportWorkState(workStateOf(next));
  }

  private async reportWorkState(code: number): Promise<boolean> {
    try {
      await this.backend.workState(code);
      return true;
    } catch (error) {
      log('warn', `工作状态 ${code} 上报失败：${String(error)}`);
      return false;
    }
  }

  // ---- agent login ----
  /** Resumes an existing call-centre login once per page (already logged in → register again). */
  async resume(): Promise<void> {
    if (this.started) return;
    this.started = true;
    try {
      const agent = await this.backend.current();
      if (agent) {
        this.set({ agent });
        await this.connect();
      }
    } catch (error) {
      log('warn', `读取坐席签入信息失败：${String(error)}`);
    }
  }

  async login(username: string, password: string): Promise<boolean> {
    if (!username.trim() || !password) {
      this.notice('error', MSG.loginEmpty);
      return false;
    }
    try {
      const agent = await this.backend.login(username.trim(), password);
      this.set({ agent });
      this.notice('success', MSG.loginOk);
      log('info', `坐席 ${agent.agentDn} 登录成功`);
      void this.backend.loginLog('agent-login', `坐席 ${agent.agentDn} 登录成功`).catch(() => undefined);
      await this.connect();
      return true;
    } catch (error) {
      const msg = error instanceof Error && error.message ? error.message : MSG.loginFailed;
      this.notice('error', msg || MSG.loginFailed);
      log('error', `坐席登录失败：${msg}`);
      return false;
    }
  }

  async logout(): Promise<void> {
    this.session?.terminate();
    await this.reportWorkState(7);
    this.stopUa();
    await this.backend.logout().catch(() => undefined);
    this.started = false;
    saveInfo(null);
    this.set({ status: 'Logout', agent: null, registered: false, call: null });
    log('info', '坐席签出');
  }

  /** Stops the phone without signing the agent out at the server (page sign-out, unmount). */
  shutdown(): void {
    this.stopUa();
    this.started = false;
    this.set({ status: 'Logout', registered: false, call: null });
  }

  // ---- registration ----
  private async connect(): Promise<void> {
    this.stopUa();
    this.set({ connecting: true });
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
      this.set({ connecting: false });
      this.notice('error', MSG.registerFailed);
      log('error', `获取 SIP 信息失败：${String(error)}`);
      this.scheduleRetry();
    }
  }

  private wire(ua: UA): void {
    ua.on('connected', () => log('info', 'WebSocket 已连接'));
    ua.on('disconnected', () => {
      log('warn', 'WebSocket 已断开');
      this.set({ registered: false });
      this.startDisconnectTimer();
    });
    ua.on('registered', () => {
      this.retries = 0;
      this.clear('disconnect');
      this.clear('retry');
      const first = this.state.status === 'Logout';
      this.set({ registered: true, connecting: false });
      log('info', 'SIP 注册成功');
      if (first) {
        this.transition({ type: 'registered' }, false);
        // Spec section 4: on success status Login, then code 6 then 5.
        void this.reportWorkState(6).then(() => this.reportWorkState(5));
      }
      // Refresh at 80 s (JsSIP's own refresh for 120 s lands between 60 and 88 s; whichever comes first).
      this.clear('refresh');
      this.timers.refresh = setTimeout(() => this.ua?.register(), T.registerRefreshSeconds * 1000);
      this.startStatePoll();
    });
    ua.on('unregistered', () => {
      log('warn', 'SIP 已注销');
      this.set({ registered: false });
      this.startDisconnectTimer();
    });
    ua.on('registrationFailed', (e) => {
      const status = (e as { response?: { status_code?: number } | null }).response?.status_code;
      this.set({ registered: false, connecting: false });
      if (status === 401 || e.cause === JsSIP.C.causes.AUTHENTICATION_ERROR) {
        log('warn', 'SIP 注册 401，刷新 SIP 密码');
        void this.refreshPassword(true);
        return;
      }
      log('error', `SIP 注册失败：${e.cause}`);
      this.notice('error', MSG.registerFailed);
      void this.backend.loginLog('register-failed', `SIP 注册失败：${e.cause}`).catch(() => undefined);
      this.scheduleRetry();
    });
    ua.on('newRTCSession', (e: IncomingRTCSessionEvent | OutgoingRTCSessionEvent) => {
      if (String(e.originator) === 'remote') this.onIncoming(e.session);
    });
  }

  /** 2-minute timer after losing the registration: Logout unless registered again. */
  private startDisconnectTimer(): void {
    if (this.timers.disconnect) return;
    this.timers.disconnect = setTimeout(() => {
      this.timers.disconnect = null;
      if (this.state.registered) return;
      log('warn', '断开 2 分钟未恢复，坐席置为签出');
      this.set({ status: 'Logout' });
      void this.reportWorkState(7);
    }, T.disconnectTimerMs);
    this.scheduleRetry();
  }

  /** Re-register after 10 s, then every 60 s, at most 360 times (JsSIP does not retry by itself). */
  private scheduleRetry(): void {
    if (this.timers.retry || this.retries >= T.reRegisterMaxAttempts) return;
    const delay = this.retries === 0 ? T.reRegisterFirstAfterMs : T.reRegisterEveryMs;
    this.timers.retry = setTimeout(() => {
      this.timers.retry = null;
      if (this.state.registered || !this.state.agent) return;
      this.retries++;
      log('info', `第 ${this.retries} 次重新注册`);
      if (this.ua?.isConnected()) this.ua.register();
      else if (!this.ua) void this.connect();
      this.scheduleRetry();
    }, delay);
  }

  private schedulePasswordRefresh(effectiveSeconds: number): void {
    this.clear('password');
    this.timers.password = setTimeout(() => void this.refreshPassword(false), sipPasswordRefreshDelayMs(effectiveSeconds));
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
      this.scheduleRetry();
    }
  }

  private startStatePoll(): void {
    if (this.timers.poll) return;
    const poll = async () => {
      try {
        const s = await this.backend.agentState();
        log('info', `坐席状态轮询：${s.workState}`);
      } catch (error) {
        log('warn', `坐席状态轮询失败：${String(error)}`);
      }
      this.timers.poll = setTimeout(() => void poll(), T.agentStatePollMs);
    };
    this.timers.poll = setTimeout(() => void poll(), T.agentStatePollMs);
  }

  // ---- manual states ----
  async setReady(ready: boolean): Promise<void> {
    const target: AgentStatus = ready ? 'Ready' : 'NotReady';
    if (!nextAgentStatus(this.state.status, { type: ready ? 'ready' : 'notReady' })) return;
    const ok = await this.reportWorkState(workStateOf(target));
    if (!ok) {
      this.notice('error', MSG.stateFailed);
      return;
    }
    log('info', `状态 ${this.state.status} → ${target}（手动）`);
    this.set({ status: target });
  }

  setManualReady(value: boolean): void {
    this.set({ manualReady: value });
  }

  // ---- calls ----
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
    if (!this.ua || !this.state.registered) {
      this.notice('error', MSG.sipNotConnected);
      return;
    }
    if (this.session || !canStartCall(this.state.status)) {
      this.notice('error', MSG.inCall);
      return;
    }
    this.processing = true;
    this.timers.processing = setTimeout(() => (this.processing = false), T.processingFlagMs);
    this.dialStartedAt = performance.now();
    if (!(await this.hasMicrophone())) return;
    let display: string | undefined;
    try {
      const pool = await this.backend.numberPool();
      display = pool.head.errorCode === '0' ? pool.info.data?.number : undefined;
    } catch (error) {
      log('error', `号码池请求失败：${String(error)}`);
    }
    if (!display) {
      this.notice('error', MSG.numberPoolFailed);
      log('error', MSG.numberPoolFailed);
      return;
    }
    // A call may have come in while the pool answered: still one call at a time.
    if (this.session || !canStartCall(this.state.status) || !this.ua) {
      this.notice('error', this.ua ? MSG.inCall : MSG.sipNotConnected);
      return;
    }
    const target = widgetDialNumber(number);
    this.pendingDtmf = rest.join('').replace(/[^0-9*#]/g, '');
    log('info', `外呼 ${target}（显示号码 ${display}）`);
    this.transition({ type: 'dial' });
    this.set({ call: { direction: 'outbound', number: target, startedAt: null, screenPop: null } });
    try {
      const session = this.ua.call(`sip:${target}@${this.domain}`, {
        mediaConstraints: { audio: true, video: false },
        pcConfig: { iceServers: this.iceServers },
        extraHeaders: [`X-Display-Number: ${display}`],
      });
      this.attach(session);
    } catch (error) {
      log('error', `发起呼叫失败：${String(error)}`);
      this.notice('error', MSG.callFailed);
      this.transition({ type: 'failed' });
      this.afterCall();
    }
  }

  private onIncoming(session: RTCSession): void {
    if (this.session || !canStartCall(this.state.status)) {
      log('warn', '通话中，拒绝新的来电');
      session.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
      return;
    }
    const number = session.remote_identity.uri.user;
    log('info', `来电 ${number}`);
    this.transition({ type: 'incoming' });
    this.set({ call: { direction: 'inbound', number, startedAt: null, screenPop: null } });
    this.attach(session);
    void this.backend
      .screenPop(number)
      .then((pop) => {
        if (this.state.call?.number === number) this.set({ call: { ...this.state.call, screenPop: pop } });
      })
      .catch(() => undefined);
  }

  /** No microphone or no permission: tell the agent before SIP does anything (spec section 8). */
  private async hasMicrophone(): Promise<boolean> {
    const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!devices?.getUserMedia) {
      this.notice('error', MSG.noMicrophone);
      return false;
    }
    try {
      const list = await devices.enumerateDevices();
      if (!list.some((d) => d.kind === 'audioinput')) {
        this.notice('error', MSG.noMicrophone);
        return false;
      }
    } catch {
      // enumerateDevices is optional; getUserMedia's own failure is handled in 'failed'
    }
    return true;
  }

  async answer(): Promise<void> {
    if (!this.session || this.state.status !== 'Ringing') return;
    if (!(await this.hasMicrophone())) return;
    this.session.answer({ mediaConstraints: { audio: true, video: false }, pcConfig: { iceServers: this.iceServers } });
  }

  hangup(): void {
    this.session?.terminate();
  }

  toggleMute(): void {
    const s = this.session;
    if (!s) return;
    if (this.state.status === 'Established') {
      s.mute({ audio: true });
      this.transition({ type: 'mute' });
    } else if (this.state.status === 'Muting') {
      s.unmute({ audio: true });
      this.transition({ type: 'unmute' });
    }
  }

  /** Dial-pad keys during a call go out as DTMF (SIP INFO). */
  sendDtmf(tone: string): void {
    if (this.session && (this.state.status === 'Established' || this.state.status === 'Muting')) {
      this.session.sendDTMF(tone, { transportType: JsSIP.C.DTMF_TRANSPORT.INFO });
      log('info', `DTMF ${tone}`);
    }
  }

  /** REFER to an agent's extension or an outside number; messages of spec section 8. */
  transfer(target: string): Promise<boolean> {
    if (!this.ua) {
      this.notice('error', MSG.sipNotReadyForTransfer);
      return Promise.resolve(false);
    }
    const s = this.session;
    if (!s || !(this.state.status === 'Established' || this.state.status === 'Muting')) {
      this.notice('error', MSG.noActiveCall);
      return Promise.resolve(false);
    }
    return new Promise((resolve) => {
      const fail = (why: string) => {
        this.notice('error', MSG.transferFailed(why));
        log('error', MSG.transferFailed(why));
        resolve(false);
      };
      try {
        s.refer(`sip:${target}@${this.domain}`, {
          eventHandlers: {
            accepted: () => {
              this.notice('success', MSG.transferred(target));
              log('info', MSG.transferred(target));
              resolve(true);
            },
            failed: () => fail('对方未接受转接'),
            requestFailed: (e: { cause?: string }) => fail(e.cause ?? '请求失败'),
          },
        });
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
    });
  }

  private attach(session: RTCSession): void {
    this.session = session;
    session.on('peerconnection', (e: { peerconnection: RTCPeerConnection }) => this.playRemote(e.peerconnection));
    if (session.connection) this.playRemote(session.connection);
    session.on('progress', () => log('info', '对方振铃'));
    session.on('confirmed', () => {
      const outbound = this.state.status === 'Dialing';
      if (outbound) {
        const ms = Math.round(performance.now() - this.dialStartedAt);
        log('info', `接通，拨号到通话 ${ms} ms`);
        this.set({ lastDialToEstablishedMs: ms });
      }
      this.transition({ type: outbound ? 'accepted' : 'answer' });
      if (this.state.call) this.set({ call: { ...this.state.call, startedAt: Date.now() } });
      // Second dial step: digits after a comma go out once connected.
      if (this.pendingDtmf) {
        session.sendDTMF(this.pendingDtmf, { transportType: JsSIP.C.DTMF_TRANSPORT.INFO });
        log('info', `二次拨号 ${this.pendingDtmf}`);
        this.pendingDtmf = '';
      }
    });
    session.on('failed', (e: { cause: string; originator: string }) => {
      log('warn', `呼叫失败：${e.cause}（${e.originator}）`);
      if (this.state.status === 'Dialing' && e.cause !== String(JsSIP.C.causes.CANCELED)) {
        this.notice('error', REJECTED_CAUSES.has(e.cause) ? MSG.rejected : MSG.callFailed);
      }
      if (e.cause === String(JsSIP.C.causes.USER_DENIED_MEDIA_ACCESS)) this.notice('error', MSG.micDenied);
      this.transition({ type: this.state.status === 'Ringing' ? 'ended' : 'failed' });
      this.afterCall();
    });
    session.on('ended', (e: { cause: string }) => {
      log('info', `通话结束：${e.cause}`);
      this.transition({ type: 'ended' });
      this.afterCall();
    });
  }

  private playRemote(pc: RTCPeerConnection): void {
    pc.addEventListener('track', (ev) => {
      if (this.audio && ev.streams[0]) this.audio.srcObject = ev.streams[0];
    });
  }

  /** After-call work, then Ready (or NotReady when manual ready is ticked). */
  private afterCall(): void {
    this.session = null;
    this.pendingDtmf = '';
    this.set({ call: null });
    if (this.state.status !== 'AfterCallWork') return;
    this.clear('acw');
    this.timers.acw = setTimeout(() => this.transition({ type: 'afterCallWorkDone', manualReady: this.state.manualReady }), AFTER_CALL_WORK_MS);
  }

  private clear(name: keyof Softphone['timers']): void {
    const t = this.timers[name];
    if (t) clearTimeout(t);
    this.timers[name] = null;
  }

  private stopUa(): void {
    for (const name of Object.keys(this.timers) as (keyof Softphone['timers'])[]) this.clear(name);
    this.processing = false;
    this.retries = 0;
    const ua = this.ua;
    this.ua = null;
    this.session = null;
    if (ua) {
      ua.removeAllListeners();
      ua.stop();
    }
  }
}
