import { nextAgentStatus, workStateOf, type AgentStatus } from '@pm/domain';
import type { CallControl } from './call-control';
import { log, saveInfo } from './debug-log';
import { MSG } from './messages';
import type { LineSwitch } from './line-switch';
import type { Notice, SoftphoneBackend } from './softphone-backend';
import type { SoftphoneStore } from './softphone-state';

/** The agent's call-centre sign-in and sign-out, and the states the agent picks by hand. */
export class AgentSession {
  private started = false;

  constructor(
    private readonly backend: SoftphoneBackend,
    private readonly notice: Notice,
    private readonly store: SoftphoneStore,
    private readonly line: LineSwitch,
    private readonly calls: CallControl,
  ) {}

  /** Resumes an existing call-centre login once per page (already logged in → register again). */
  async resume(): Promise<void> {
    if (this.started) return;
    this.started = true;
    try {
      const agent = await this.backend.current();
      if (agent) {
        this.store.set({ agent });
        this.line.use(agent.phone);
        await this.line.connect();
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
      this.store.set({ agent });
      this.notice('success', MSG.loginOk);
      log('info', `坐席 ${agent.agentDn} 登录成功`);
      void this.backend.loginLog('agent-login', `坐席 ${agent.agentDn} 登录成功`).catch(() => undefined);
      this.line.use(agent.phone);
      await this.line.connect();
      return true;
    } catch (error) {
      const msg = error instanceof Error && error.message ? error.message : MSG.loginFailed;
      this.notice('error', msg || MSG.loginFailed);
      log('error', `坐席登录失败：${msg}`);
      return false;
    }
  }

  async logout(): Promise<void> {
    this.calls.hangup();
    await this.store.reportWorkState(7);
    this.line.stop();
    await this.backend.logout().catch(() => undefined);
    this.started = false;
    saveInfo(null);
    this.store.set({ status: 'Logout', agent: null, registered: false, call: null });
    log('info', '坐席签出');
  }

  /** Stops the phone without signing the agent out at the server (page sign-out, unmount). */
  shutdown(): void {
    this.line.stop();
    this.started = false;
    this.store.set({ status: 'Logout', registered: false, call: null });
  }

  /**
   * The account logged in somewhere else (the phone SDK's 9996, already shown): this page's phone is signed out
   * and asks for the agent login again. The server's agent login stays: it belongs to the person, who is now
   * using it elsewhere.
   */
  kicked(): void {
    this.line.stop();
    this.started = false;
    saveInfo(null);
    this.store.set({ status: 'Logout', agent: null, registered: false, connecting: false, call: null });
    log('warn', '账号已在别处登录，本页坐席已签出');
  }

  async setReady(ready: boolean): Promise<void> {
    const target: AgentStatus = ready ? 'Ready' : 'NotReady';
    if (!nextAgentStatus(this.store.current.status, { type: ready ? 'ready' : 'notReady' })) return;
    const ok = await this.store.reportWorkState(workStateOf(target));
    if (!ok) {
      this.notice('error', MSG.stateFailed);
      return;
    }
    log('info', `状态 ${this.store.current.status} → ${target}（手动）`);
    this.store.set({ status: target });
  }

  setManualReady(value: boolean): void {
    this.store.set({ manualReady: value });
  }
}
