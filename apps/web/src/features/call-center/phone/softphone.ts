import { AgentSession } from './agent-session';
import { CallControl } from './call-control';
import { LineSwitch } from './line-switch';
import { PhoneMedia } from './media';
import type { LineHooks } from './phone-line';
import { SdkLine } from './sdk/sdk-line';
import { SipConnection } from './sip-connection';
import type { Notice, SoftphoneBackend } from './softphone-backend';
import { SoftphoneStore } from './softphone-state';
import { Timers } from './timers';

export { AFTER_CALL_WORK_MS } from './call-control';
export type { Notice, SoftphoneBackend } from './softphone-backend';
export type { CallView, SoftphoneState } from './softphone-state';

/**
 * The one phone of the page (React StrictMode mounts twice; the instance is module-level).
 * Composes the state (softphone-state), the agent's sign-in (agent-session), the line the server's configuration
 * names (line-switch: the JsSIP UA and its timers in sip-connection, or the vendor's phone SDK in sdk/), the call
 * (call-control) and the audio (media); spec section 9's timers live in one Timers.
 */
export class Softphone {
  private readonly store: SoftphoneStore;
  private readonly media: PhoneMedia;
  private readonly calls: CallControl;
  private readonly session: AgentSession;

  constructor(backend: SoftphoneBackend, notice: Notice) {
    const timers = new Timers();
    this.store = new SoftphoneStore(backend);
    this.media = new PhoneMedia(notice);
    const hooks: LineHooks = {
      onIncoming: (call) => this.calls.onIncoming(call),
      onStopped: () => this.calls.reset(),
      onKicked: () => this.session.kicked(),
    };
    const line = new LineSwitch({
      jssip: new SipConnection(backend, notice, this.store, timers, this.media, hooks),
      sdk: new SdkLine(backend, notice, this.store, timers, this.media, hooks),
    });
    this.calls = new CallControl(backend, notice, this.store, timers, line, this.media);
    this.session = new AgentSession(backend, notice, this.store, line, this.calls);
  }

  get audio(): HTMLAudioElement | null {
    return this.media.audio;
  }

  // ---- store for useSyncExternalStore ----
  subscribe = (fn: () => void) => this.store.subscribe(fn);
  getSnapshot = () => this.store.getSnapshot();

  // ---- agent ----
  resume = () => this.session.resume();
  login = (username: string, password: string) => this.session.login(username, password);
  logout = () => this.session.logout();
  shutdown = () => this.session.shutdown();
  setReady = (ready: boolean) => this.session.setReady(ready);
  setManualReady = (value: boolean) => this.session.setManualReady(value);

  // ---- calls ----
  dial = (raw: string) => this.calls.dial(raw);
  answer = () => this.calls.answer();
  hangup = () => this.calls.hangup();
  toggleMute = () => this.calls.toggleMute();
  sendDtmf = (tone: string) => this.calls.sendDtmf(tone);
  transfer = (target: string) => this.calls.transfer(target);
}
