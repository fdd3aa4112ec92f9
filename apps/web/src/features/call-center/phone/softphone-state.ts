import { nextAgentStatus, workStateOf, type AgentEvent, type AgentStatus } from '@pm/domain';
import type { AgentInfo, ScreenPop } from '@pm/contracts';
import { log, saveInfo } from './debug-log';
import type { SoftphoneBackend } from './softphone-backend';

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

/**
 * The softphone's one state: a store for useSyncExternalStore, the agent state machine on top of it,
 * and the work-state report to the vendor that each transition makes.
 */
export class SoftphoneStore {
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

  constructor(private readonly backend: Pick<SoftphoneBackend, 'workState'>) {}

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getSnapshot = () => this.state;

  get current(): SoftphoneState {
    return this.state;
  }

  set(patch: Partial<SoftphoneState>): void {
    this.state = { ...this.state, ...patch };
    if (this.state.agent)
      saveInfo({ ...this.state.agent, status: this.state.status, registered: this.state.registered });
    for (const l of this.listeners) l();
  }

  /** Applies one agent event; reports the new work state to the vendor. */
  transition(event: AgentEvent, report = true): void {
    const next = nextAgentStatus(this.state.status, event);
    if (!next || next === this.state.status) return;
    log('info', `状态 ${this.state.status} → ${next}（${event.type}）`);
    this.set({ status: next });
    if (report && next !== 'Muting') void this.reportWorkState(workStateOf(next));
  }

  async reportWorkState(code: number): Promise<boolean> {
    try {
      await this.backend.workState(code);
      return true;
    } catch (error) {
      log('warn', `工作状态 ${code} 上报失败：${String(error)}`);
      return false;
    }
  }
}
