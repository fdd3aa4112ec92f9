import { startAgentStatePoll } from '../agent-state-poll';
import { log } from '../debug-log';
import type { PhoneMedia } from '../media';
import { MSG } from '../messages';
import type { LineHooks, PhoneCall, PhoneLine } from '../phone-line';
import type { Notice, SoftphoneBackend } from '../softphone-backend';
import type { SoftphoneStore } from '../softphone-state';
import type { Timers } from '../timers';
import { Reconnect } from '../reconnect';
import { PhoneSdkClient, type SdkEvent } from './phone-sdk-client';
import { SdkCall } from './sdk-call';
import { SDK_CODE, sdkMessage } from './sdk-codes';

/**
 * The vendor's phone SDK as the agent's line (CALL_CENTER_PHONE=sdk): the SDK logs in with the agent's extension
 * and the SIP password the vendor issued (so the browser never holds the vendor token), then places calls with
 * makeCall and sends digits with requestSendDtmf. Its codes become the spec's texts (sdk-codes.ts); a 9996 kick
 * signs this page's phone out. A lost connection is retried like a lost SIP registration (after 10 s, then every
 * 60 s, at most 360 times) and the agent is marked Logout after 2 minutes without it.
 */
export class SdkLine implements PhoneLine {
  private readonly reconnect: Reconnect;
  private client: PhoneSdkClient | null = null;
  private loggedIn = false;
  private iceServers: { urls: string | string[] }[] = [];
  private readonly calls = new Map<string, SdkCall>();

  constructor(
    private readonly backend: SoftphoneBackend,
    private readonly notice: Notice,
    private readonly store: SoftphoneStore,
    private readonly timers: Timers,
    private readonly media: PhoneMedia,
    private readonly hooks: LineHooks,
  ) {
    this.reconnect = new Reconnect(this.timers, this.store, (n) => {
      log('info', `第 ${n} 次重新登录话机SDK`);
      void this.open();
    });
  }

  get initialised(): boolean {
    return this.client !== null && this.loggedIn;
  }

  async connect(): Promise<void> {
    this.stop();
    await this.open();
  }

  /** A new connection and login (a first connect or a retry; timers are left as they are). */
  private async open(): Promise<void> {
    const client = new PhoneSdkClient(
      (event) => this.onEvent(client, event),
      () => this.onLost(client),
    );
    this.client = client;
    this.store.set({ connecting: true });
    try {
      const [sip, wss] = await Promise.all([this.backend.sipInfo(), this.backend.wssInfo()]);
      this.iceServers = wss.iceServers;
      await client.open(wss.sdkUrl);
      if (this.client !== client) return client.close();
      const answer = await client.login(sip.sipUser, sip.sipPassword);
      if (this.client !== client) return client.close();
      if (answer.code !== SDK_CODE.ok) {
        // a refusal is the vendor's answer, not a lost line: the agent signs in again by hand
        this.notice('error', sdkMessage(answer.code) ?? MSG.sdkLoginFailed);
        log('error', `话机SDK登录失败：${answer.code} ${answer.msg}`);
        this.client = null;
        client.close();
        this.store.set({ connecting: false, registered: false });
        return;
      }
      this.loggedIn = true;
      this.onLoggedIn(sip.sipUser);
    } catch (error) {
      // the vendor cannot be reached: out of service (spec 8: 登录失败！)
      if (this.client !== client) return;
      this.client = null;
      this.store.set({ connecting: false, registered: false });
      this.notice('error', MSG.sdkLoginFailed);
      log('error', `话机SDK无法连接：${String(error)}`);
      this.reconnect.retry();
    }
  }

  stop(): void {
    this.timers.clearAll();
    this.hooks.onStopped();
    this.reconnect.stopped();
    this.calls.clear();
    this.loggedIn = false;
    const client = this.client;
    this.client = null;
    client?.close();
  }

  call(target: string, displayNumber: string): PhoneCall {
    const client = this.client;
    if (!client || !this.loggedIn) throw new Error('话机SDK未登录');
    return SdkCall.outbound(client, this.media, this.iceServers, target, displayNumber, (c) => {
      if (c.callId) this.calls.set(c.callId, c);
    });
  }

  private onLoggedIn(agent: string): void {
    this.reconnect.back();
    const first = this.store.current.status === 'Logout';
    this.store.set({ registered: true, connecting: false });
    log('info', `话机SDK登录成功（${agent}）`);
    if (first) {
      this.store.transition({ type: 'registered' }, false);
      // As after a SIP registration (spec section 4): Login, then work state 6 then 5.
      void this.store.reportWorkState(6).then(() => this.store.reportWorkState(5));
    }
    startAgentStatePoll(this.timers, this.backend);
  }

  private onEvent(client: PhoneSdkClient, event: SdkEvent): void {
    if (this.client !== client) return;
    switch (event.event) {
      case 'kicked':
        this.notice('error', sdkMessage(event.code) ?? MSG.sdkKicked);
        log('warn', `话机SDK：${event.code} ${event.msg}`);
        this.stop();
        this.hooks.onKicked();
        return;
      case 'incoming': {
        const call = SdkCall.inbound(client, this.media, this.iceServers, event.from, event.callId, event.sdp);
        this.calls.set(event.callId, call);
        this.hooks.onIncoming(call);
        return;
      }
      case 'ringing':
        this.calls.get(event.callId)?.onRinging();
        return;
      case 'answered':
        void this.calls.get(event.callId)?.onAnswered(event.sdp);
        return;
      case 'hangup':
        this.calls.get(event.callId)?.onHangup(event.reason);
        this.calls.delete(event.callId);
        return;
    }
  }

  /** The socket went away without a kick: calls are gone; try again, and sign out after 2 minutes without it. */
  private onLost(client: PhoneSdkClient): void {
    if (this.client !== client) return;
    log('warn', '话机SDK连接已断开');
    for (const call of this.calls.values()) call.onHangup('failed');
    this.calls.clear();
    this.client = null;
    this.loggedIn = false;
    this.store.set({ registered: false });
    this.reconnect.lost();
  }
}
